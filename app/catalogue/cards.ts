import type { Article, Retreat, Review, Room } from "./types";

/**
 * What the list pages send of each catalogue entry. A loader's data travels inside the page as
 * well as being rendered, so a grid of cards carries only what a card shows (or what the page
 * filters on), never a retreat's itinerary or a room's gallery. Each function copies exactly the
 * fields of its type, so a card typed with it cannot read anything the page did not send.
 */

/** A retreat in a grid (RetreatCard), and all the retreats page searches and filters on. */
export type RetreatCardData = Pick<Retreat, "id" | "title" | "description" | "duration" | "price" | "image">;

export function retreatCard({ id, title, description, duration, price, image }: RetreatCardData): RetreatCardData {
  return { id, title, description, duration, price, image };
}

/** A room in the home page's grid (RoomCard). */
export type RoomCardData = Pick<Room, "id" | "name" | "description" | "price" | "image">;

export function roomCard({ id, name, description, price, image }: RoomCardData): RoomCardData {
  return { id, name, description, price, image };
}

/** How many of a room's scents a detailed room card names. */
const ROOM_CARD_SCENTS = 2;

/** A room on the rooms page (RoomCard `detailed`): the card, and the scents it names. */
export type DetailedRoomCardData = RoomCardData & Pick<Room, "scents">;

export function detailedRoomCard(room: RoomCardData & Pick<Room, "scents">): DetailedRoomCardData {
  return { ...roomCard(room), scents: room.scents.slice(0, ROOM_CARD_SCENTS) };
}

/** A review quoted on the About page, which shows every quote with five stars. */
export type ReviewQuoteData = Pick<Review, "id" | "name" | "location" | "date" | "title" | "content">;

export function reviewQuote({ id, name, location, date, title, content }: ReviewQuoteData): ReviewQuoteData {
  return { id, name, location, date, title, content };
}

/** An article on the journal's index. */
export type ArticleCardData = Pick<Article, "id" | "title" | "description" | "image" | "date" | "readingMinutes">;

export function articleCard({ id, title, description, image, date, readingMinutes }: ArticleCardData): ArticleCardData {
  return { id, title, description, image, date, readingMinutes };
}
