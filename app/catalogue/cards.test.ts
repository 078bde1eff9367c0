import { describe, expect, it } from "vitest";
import { articles } from "./articles";
import { articleCard, detailedRoomCard, retreatCard, reviewQuote, roomCard } from "./cards";
import { PRICE_FILTERS, searchRetreats } from "./retreat-search";
import { retreats } from "./retreats";
import { ABOUT_REVIEWS } from "./reviews";
import { rooms } from "./rooms";

/** Fields that only a detail page shows: a card must not carry them into a list page. */
const RETREAT_DETAIL_FIELDS = ["fullDescription", "heroImage", "location", "inclusions", "itinerary", "dates"] as const;
const ROOM_DETAIL_FIELDS = ["fullDescription", "gallery", "amenities", "views", "vastuDescription"] as const;

describe("retreat cards", () => {
  it("carry none of a retreat's detail-page fields", () => {
    for (const retreat of retreats) {
      const card = retreatCard(retreat);
      for (const field of RETREAT_DETAIL_FIELDS) expect(card).not.toHaveProperty(field);
    }
  });

  it("are found by the retreats search exactly as the full retreats are", () => {
    const cards = retreats.map(retreatCard);
    const queries = ["", "detox", "  YOGA ", "panchakarma", "scuba diving", ...retreats.map((r) => r.title.split(" ")[1] ?? r.title)];
    for (const query of queries) {
      for (const { value: price } of PRICE_FILTERS) {
        expect(searchRetreats(cards, { query, price }).map((r) => r.id)).toEqual(
          searchRetreats(retreats, { query, price }).map((r) => r.id),
        );
      }
    }
  });
});

describe("room cards", () => {
  it("carry none of a room's detail-page fields, and on the home page no scents", () => {
    for (const room of rooms) {
      for (const card of [roomCard(room), detailedRoomCard(room)]) {
        for (const field of ROOM_DETAIL_FIELDS) expect(card).not.toHaveProperty(field);
      }
      expect(roomCard(room)).not.toHaveProperty("scents");
    }
  });

  it("on the rooms page name a room's first two scents only", () => {
    for (const room of rooms) expect(detailedRoomCard(room).scents).toEqual(room.scents.slice(0, 2));
  });
});

it("review quotes and article cards leave out what their pages do not show", () => {
  for (const review of ABOUT_REVIEWS) expect(reviewQuote(review)).not.toHaveProperty("rating");
  for (const article of articles) expect(articleCard(article)).not.toHaveProperty("keywords");
});
