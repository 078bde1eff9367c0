import type { Page } from "@playwright/test";
import { isoDaysFromToday } from "./dates";

/**
 * Cart lines in the stored shape (docs/product.md#cart-item), for tests that start from a filled cart.
 * Written out here because the Playwright project does not resolve the app's `~/` imports; the
 * shape is checked by the cart's own parser when the page reads it, so a drift fails loudly.
 */

const DAY = 86_400_000;
const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

function addDaysIso(iso: string, days: number): string {
  return new Date(Date.parse(`${iso}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);
}

function display(iso: string): string {
  const d = new Date(`${iso}T00:00:00Z`);
  return `${MONTHS[d.getUTCMonth()]} ${String(d.getUTCDate()).padStart(2, "0")}`;
}

function datesText(start: string, end: string): string {
  return `${display(start)} - ${display(end)}, ${end.slice(0, 4)}`;
}

export function seedRoom(opts: {
  roomId: string;
  name: string;
  rate: number;
  nights: number;
  guests: number;
  inDays?: number;
  price?: number;
}) {
  const startDate = isoDaysFromToday(opts.inDays ?? 45);
  const endDate = addDaysIso(startDate, opts.nights);
  return {
    id: `${opts.roomId}-${Date.parse(`${startDate}T00:00:00Z`)}`,
    type: "room",
    name: opts.name,
    description: `${opts.name} room`,
    price: opts.price ?? opts.rate * opts.nights,
    image: "/favicon.svg",
    startDate,
    endDate,
    dates: datesText(startDate, endDate),
    quantity: 1,
    currency: "EUR",
    roomId: opts.roomId,
    nights: opts.nights,
    guests: opts.guests,
  };
}

export function seedRetreat(opts: {
  retreatId: string;
  title: string;
  pricePerPerson: number;
  days: number;
  guests: number;
  inDays?: number;
}) {
  const startDate = isoDaysFromToday(opts.inDays ?? 60);
  const endDate = addDaysIso(startDate, opts.days);
  const total = opts.pricePerPerson * opts.guests;
  return {
    id: `${opts.retreatId}-${Date.parse(`${startDate}T00:00:00Z`)}`,
    type: "retreat",
    name: opts.title,
    description: opts.title,
    price: total,
    image: "/favicon.svg",
    startDate,
    endDate,
    dates: datesText(startDate, endDate),
    quantity: 1,
    currency: "EUR",
    retreatId: opts.retreatId,
    retreatName: opts.title,
    guests: opts.guests,
    duration: opts.days,
    pricePerPerson: opts.pricePerPerson,
    totalPrice: total,
  };
}

// Interim catalogue figures (docs/product.md#catalogue): knees-joints-healing-7-day €1,080 per person for 7 days,
// sunrise €250 a night. Tests that pay book on their own days (orderDay): orders hold their nights.
export const retreatOn = (inDays: number) =>
  seedRetreat({
    retreatId: "knees-joints-healing-7-day",
    title: "Knees & Joints Healing Retreat",
    pricePerPerson: 1080,
    days: 7,
    guests: 2,
    inDays,
  });

export const roomOn = (inDays: number) => seedRoom({ roomId: "sunrise", name: "Sunrise", rate: 250, nights: 3, guests: 2, inDays });

/** Stores the lines as the site's cart (local storage key 'cart') before the page reads it. */
export async function seedCart(page: Page, items: unknown[]) {
  await page.addInitScript((serialized) => {
    if (!sessionStorage.getItem("cart-seeded")) {
      localStorage.setItem("cart", serialized);
      sessionStorage.setItem("cart-seeded", "1");
    }
  }, JSON.stringify(items));
}
