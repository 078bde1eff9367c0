import { describe, expect, it } from "vitest";
import { buildCustomRetreatCartItem, buildRetreatCartItem, buildRoomCartItem } from "~/domain/cart/cart-item";
import { getRetreat } from "~/catalogue/retreats";
import { getRoom } from "~/catalogue/rooms";
import { priceCart } from "./pricing";

const TODAY = "2027-03-01";

function retreat(id: string, start: string, days: number, guests: number) {
  const r = getRetreat(id);
  if (!r) throw new Error(id);
  const end = new Date(Date.parse(`${start}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
  return buildRetreatCartItem({ retreat: { ...r, image: r.image.src }, durationDays: days, startDate: start, endDate: end, guests });
}

function room(id: string, start: string, end: string, guests = 2) {
  const r = getRoom(id);
  if (!r) throw new Error(id);
  return buildRoomCartItem({ room: { ...r, image: r.image.src }, startDate: start, endDate: end, guests });
}

describe("priceCart", () => {
  it("prices retreats per person and rooms per night from the catalogue, in paise", () => {
    const result = priceCart(
      [retreat("knees-joints-healing-7-day", "2027-04-01", 7, 2), room("sunrise", "2027-04-08", "2027-04-11")],
      TODAY,
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.cart.lines.map((l) => [l.kind, l.price, l.unitRate, l.nights, l.deposit])).toEqual([
      ["retreat", 2160, 1080, 7, 432],
      ["room", 750, 250, 3, 150],
    ]);
    // (432 + 150) EUR x 103 = 59,946 INR.
    expect(result.cart.amountInr).toBe(59_946);
    expect(result.cart.amountPaise).toBe(5_994_600);
  });

  it("multiplies by quantity", () => {
    const item = { ...room("forest", "2027-04-01", "2027-04-03"), quantity: 3 };
    const result = priceCart([item], TODAY);
    // 240 x 2 nights = 480 EUR per unit; 3 units = 1,440; 20% = 288 EUR = 29,664 INR.
    expect(result.ok && result.cart.amountInr).toBe(29_664);
  });

  it("replaces the cart's prices in the repriced items", () => {
    const item = retreat("cultural-cuisine-4-day", "2027-04-01", 4, 3);
    const result = priceCart([{ ...item, price: 3, pricePerPerson: 1, totalPrice: 3 }], TODAY);
    expect(result.ok && result.cart.repricedItems[0]).toMatchObject({ price: 1470, pricePerPerson: 490, totalPrice: 1470 });
  });

  it("lets the earliest time zone's today through and refuses the day before", () => {
    expect(priceCart([room("lilybeth", TODAY, "2027-03-02")], TODAY).ok).toBe(true);
    const result = priceCart([room("lilybeth", "2027-02-28", "2027-03-02")], TODAY);
    expect(result).toMatchObject({ ok: false, fieldErrors: { "cartItems.0.dates": ["Check-in cannot be in the past"] } });
  });

  it("refuses what the booking forms cannot choose: check-in over two years ahead, over 90 nights", () => {
    expect(priceCart([room("lilybeth", "2029-02-28", "2029-03-02")], TODAY).ok).toBe(true);
    expect(priceCart([room("lilybeth", "2029-03-02", "2029-03-04")], TODAY)).toMatchObject({
      ok: false,
      fieldErrors: { "cartItems.0.dates": ["Please choose a check-in date within the next two years"] },
    });
    expect(priceCart([room("lilybeth", "2027-04-01", "2027-06-30")], TODAY).ok).toBe(true);
    expect(priceCart([room("lilybeth", "2027-04-01", "2027-07-01")], TODAY)).toMatchObject({
      ok: false,
      fieldErrors: { "cartItems.0.dates": ["A single booking can be at most 90 nights"] },
    });
    const longCustom = buildCustomRetreatCartItem({
      name: "Sabbatical",
      startDate: "2027-04-01",
      endDate: "2027-07-01",
      price: 9000,
      currency: "EUR",
    });
    expect(priceCart([longCustom], TODAY)).toMatchObject({
      ok: false,
      fieldErrors: { "cartItems.0.custom": ["A single booking can be at most 90 nights"] },
    });
  });

  it("keeps a custom retreat's own price and currency", () => {
    const custom = buildCustomRetreatCartItem({
      name: " Silent week ",
      startDate: "2027-05-01",
      endDate: "2027-05-08",
      price: 1200,
      currency: "USD",
    });
    const result = priceCart([custom], TODAY);
    expect(result.ok && result.cart.lines[0]).toMatchObject({
      kind: "custom",
      name: "Silent week",
      currency: "USD",
      price: 1200,
      nights: 7,
    });
    // 240 USD x 83 = 19,920 INR.
    expect(result.ok && result.cart.amountInr).toBe(19_920);
  });
});
