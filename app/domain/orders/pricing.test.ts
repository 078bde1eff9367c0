import { describe, expect, it } from "vitest";
import { buildCustomRetreatCartItem, buildRetreatCartItem, buildRoomCartItem } from "~/domain/cart/cart-item";
import { getRetreat } from "~/catalogue/retreats";
import { getRoom } from "~/catalogue/rooms";
import { MAX_LINE_QUANTITY, priceCart } from "./pricing";

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

describe("priceCart refuses a line, naming the field", () => {
  const custom = (startDate: string, endDate: string) =>
    buildCustomRetreatCartItem({ name: "Silent week", startDate, endDate, price: 1200, currency: "EUR" });

  it("takes up to 20 of a line and refuses more", () => {
    const result = priceCart([{ ...room("forest", "2027-04-01", "2027-04-03"), quantity: MAX_LINE_QUANTITY }], TODAY);
    // 480 EUR x 20 = 9,600; 20% = 1,920 EUR = 197,760 INR.
    expect(result.ok && result.cart.amountInr).toBe(197_760);
    expect(priceCart([{ ...room("forest", "2027-04-01", "2027-04-03"), quantity: MAX_LINE_QUANTITY + 1 }], TODAY)).toEqual({
      ok: false,
      error: "Quantity must be between 1 and 20",
      fieldErrors: { "cartItems.0.quantity": ["Quantity must be between 1 and 20"] },
    });
  });

  it("names an unknown retreat or room, and answers with the first line's message", () => {
    const unknownRetreat = { ...retreat("cultural-cuisine-4-day", "2027-04-01", 4, 2), retreatId: "free-retreat" };
    const unknownRoom = { ...room("sunrise", "2027-04-01", "2027-04-03"), roomId: "penthouse" };
    expect(priceCart([unknownRetreat, unknownRoom], TODAY)).toEqual({
      ok: false,
      error: "Unknown retreat: free-retreat",
      fieldErrors: {
        "cartItems.0.retreatId": ["Unknown retreat: free-retreat"],
        "cartItems.1.roomId": ["Unknown room: penthouse"],
      },
    });
    expect(priceCart([room("sunrise", "2027-04-01", "2027-04-03"), unknownRoom], TODAY)).toMatchObject({
      ok: false,
      error: "Unknown room: penthouse",
    });
  });

  it("refuses a retreat on other dates than its duration, or beyond the booking window, under dates", () => {
    const wrongLength = retreat("knees-joints-healing-7-day", "2027-04-01", 5, 2);
    expect(priceCart([wrongLength], TODAY)).toEqual({
      ok: false,
      error: "Please select exactly 7 days for this retreat",
      fieldErrors: { "cartItems.0.dates": ["Please select exactly 7 days for this retreat"] },
    });
    expect(priceCart([retreat("knees-joints-healing-7-day", "2029-02-28", 7, 2)], TODAY).ok).toBe(true);
    expect(priceCart([retreat("knees-joints-healing-7-day", "2029-03-02", 7, 2)], TODAY)).toEqual({
      ok: false,
      error: "Please choose a check-in date within the next two years",
      fieldErrors: { "cartItems.0.dates": ["Please choose a check-in date within the next two years"] },
    });
  });

  it("refuses a custom retreat that the builder would refuse, under custom", () => {
    expect(priceCart([custom("2027-02-20", "2027-02-27")], TODAY)).toEqual({
      ok: false,
      error: "Check-in cannot be in the past",
      fieldErrors: { "cartItems.0.custom": ["Check-in cannot be in the past"] },
    });
    expect(priceCart([{ ...custom("2027-05-01", "2027-05-08"), price: 1200.005 }], TODAY)).toMatchObject({
      fieldErrors: { "cartItems.0.custom": ["Please enter a valid price"] },
    });
  });
});

describe("priceCart's repriced items (what a cart shows after a 409)", () => {
  it("keeps a custom retreat as the guest entered it, described as a custom retreat", () => {
    const item = buildCustomRetreatCartItem({
      name: "Silent week",
      startDate: "2027-05-01",
      endDate: "2027-05-08",
      price: 1200,
      currency: "USD",
    });
    const result = priceCart([room("sunrise", "2027-04-01", "2027-04-03"), item], TODAY);
    expect(result.ok && result.cart.repricedItems[1]).toEqual(item);
    expect(result.ok && result.cart.lines[1]?.description).toBe("Custom retreat");
  });

  it("gives rooms and retreats the catalogue's price in euros, whatever the cart said", () => {
    const stayed = room("sunrise", "2027-04-01", "2027-04-03");
    const booked = retreat("cultural-cuisine-4-day", "2027-04-10", 4, 1);
    const { currency: _roomCurrency, ...roomWithoutCurrency } = stayed;
    const result = priceCart(
      [
        { ...roomWithoutCurrency, price: 1 },
        { ...booked, currency: "USD" as const },
      ],
      TODAY,
    );
    expect(result.ok && result.cart.repricedItems).toEqual([
      { ...stayed, currency: "EUR", price: 500 },
      { ...booked, currency: "EUR", price: 490, pricePerPerson: 490, totalPrice: 490 },
    ]);
  });
});

describe("priceCart's payable amount", () => {
  const inr = (price: number) =>
    buildCustomRetreatCartItem({ name: "Day visit", startDate: "2027-05-01", endDate: "2027-05-02", price, currency: "INR" });

  it("refuses a custom retreat under the floor per guest-night, so no deposit comes near the gateway's ₹1 minimum", () => {
    // The floor is ₹5,150 a guest-night (€50 at ₹103): a one-night retreat for one guest pays a
    // deposit of at least ₹1,030; the ₹2.49 that once made a ₹0 deposit is refused as a price.
    const refused = priceCart([inr(2.49)], TODAY);
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { "cartItems.0.custom": [expect.stringMatching(/^Price must be at least ₹5,150 per guest per night/)] },
    });
    expect(priceCart([inr(5150)], TODAY)).toMatchObject({ ok: true, cart: { amountInr: 1030, amountPaise: 103_000 } });
    // Guests count: the same price for two guests is half the floor.
    expect(priceCart([{ ...inr(5150), guests: 2 }], TODAY)).toMatchObject({ ok: false });
  });

  it("refuses a total too large to sum exactly rather than charge a rounded figure", () => {
    // Only reachable past the order endpoint's 20 lines: each of these lines is the largest a
    // custom retreat can be (€100,000 x 20 = €400,000 deposit, in scaled integer cents 4.12e11),
    // and 21,863 of them pass Number.MAX_SAFE_INTEGER where 21,862 do not.
    const largest = {
      ...buildCustomRetreatCartItem({ name: "Estate", startDate: "2027-05-01", endDate: "2027-05-02", price: 100_000, currency: "EUR" }),
      quantity: MAX_LINE_QUANTITY,
    };
    expect(priceCart(Array(21_862).fill(largest), TODAY)).toMatchObject({ ok: true, cart: { amountInr: 900_714_400_000 } });
    expect(priceCart(Array(21_863).fill(largest), TODAY)).toEqual({
      ok: false,
      error: "The booking total is too large to pay online",
      fieldErrors: {},
    });
  });
});
