import { describe, expect, it } from "vitest";
import {
  buildCustomRetreatCartItem,
  buildRetreatCartItem,
  buildRoomCartItem,
  CUSTOM_RETREAT_ID,
  type CartItem,
  cartItemSchema,
  cartSchema,
} from "./cart-item";
import { isCustomRetreatItem } from "./cart-rules";

const start = "2027-01-05";
const startMs = Date.UTC(2027, 0, 5); // 1799107200000

const retreat = {
  id: "knees-joints-healing-7-day",
  title: "Knees & Joints Healing",
  description: "Seven days of Ayurvedic care for joints.",
  price: 1080,
  image: "/images/retreats/knees.jpg",
};
const room = {
  id: "tranquility",
  name: "Tranquility",
  description: "A calm garden room.",
  price: 190,
  image: "/images/rooms/tranquility.jpg",
};

describe("buildRetreatCartItem", () => {
  it("builds the spec's retreat item", () => {
    const item = buildRetreatCartItem({ retreat, durationDays: 7, startDate: start, endDate: "2027-01-12", guests: 3 });
    expect(item).toEqual({
      id: `knees-joints-healing-7-day-${startMs}`,
      type: "retreat",
      name: "Knees & Joints Healing",
      description: "Seven days of Ayurvedic care for joints.",
      price: 3240,
      image: "/images/retreats/knees.jpg",
      startDate: start,
      endDate: "2027-01-12",
      dates: "Jan 05 - Jan 12, 2027",
      quantity: 1,
      currency: "EUR",
      retreatId: "knees-joints-healing-7-day",
      retreatName: "Knees & Joints Healing",
      guests: 3,
      duration: 7,
      pricePerPerson: 1080,
      totalPrice: 3240,
    });
    expect(item.id).toBe("knees-joints-healing-7-day-1799107200000");
    expect(isCustomRetreatItem(item)).toBe(false);
  });

  it("uses the dates as the duration when the retreat has no day count", () => {
    const item = buildRetreatCartItem({ retreat, durationDays: null, startDate: start, endDate: "2027-01-09", guests: 1 });
    expect(item.duration).toBe(4);
  });

  it("refuses an impossible item", () => {
    expect(() => buildRetreatCartItem({ retreat, durationDays: 7, startDate: start, endDate: "2027-01-12", guests: 13 })).toThrow();
    expect(() => buildRetreatCartItem({ retreat, durationDays: 7, startDate: start, endDate: "2027-01-11", guests: 1 })).toThrow();
  });
});

describe("buildRoomCartItem", () => {
  it("builds the spec's room item with the stay total as price", () => {
    const item = buildRoomCartItem({ room, startDate: "2026-12-30", endDate: "2027-01-02", guests: 2 });
    expect(item).toEqual({
      id: `tranquility-${Date.UTC(2026, 11, 30)}`,
      type: "room",
      name: "Tranquility",
      description: "A calm garden room.",
      price: 570,
      image: "/images/rooms/tranquility.jpg",
      startDate: "2026-12-30",
      endDate: "2027-01-02",
      dates: "Dec 30 - Jan 02, 2027",
      quantity: 1,
      currency: "EUR",
      roomId: "tranquility",
      nights: 3,
      guests: 2,
    });
  });

  it("refuses 5 guests or no nights", () => {
    expect(() => buildRoomCartItem({ room, startDate: start, endDate: "2027-01-06", guests: 5 })).toThrow();
    expect(() => buildRoomCartItem({ room, startDate: start, endDate: start, guests: 1 })).toThrow();
  });
});

describe("buildCustomRetreatCartItem", () => {
  it("is a retreat item with the reserved retreat id and the entered currency", () => {
    const item = buildCustomRetreatCartItem({
      name: "  Our Honeymoon ",
      startDate: start,
      endDate: "2027-01-15",
      price: 2499.99,
      currency: "USD",
    });
    expect(item).toEqual({
      id: `custom-${startMs}`,
      type: "retreat",
      name: "Our Honeymoon",
      description: "Custom retreat",
      price: 2499.99,
      image: "",
      startDate: start,
      endDate: "2027-01-15",
      dates: "Jan 05 - Jan 15, 2027",
      quantity: 1,
      currency: "USD",
      retreatId: CUSTOM_RETREAT_ID,
      retreatName: "Our Honeymoon",
      guests: 1,
      duration: 10,
      pricePerPerson: 2499.99,
      totalPrice: 2499.99,
    });
    expect(isCustomRetreatItem(item)).toBe(true);
    expect(cartItemSchema.parse(item)).toEqual(item);
  });

  it("keeps an image when given one", () => {
    const item = buildCustomRetreatCartItem({
      name: "X",
      startDate: start,
      endDate: "2027-01-06",
      price: 100,
      currency: "INR",
      image: "/c.jpg",
    });
    expect(item.image).toBe("/c.jpg");
  });
});

describe("cartItemSchema", () => {
  const good = buildRoomCartItem({ room, startDate: start, endDate: "2027-01-08", guests: 2 });
  const goodRetreat = buildRetreatCartItem({ retreat, durationDays: 7, startDate: start, endDate: "2027-01-12", guests: 2 });

  it("strips unknown keys", () => {
    const parsed = cartItemSchema.parse({ ...good, secretDiscount: 0.9 });
    expect(parsed).toEqual(good);
    expect("secretDiscount" in parsed).toBe(false);
  });

  it("accepts a missing currency (meaning EUR)", () => {
    const { currency: _, ...noCurrency } = good;
    expect(cartItemSchema.parse(noCurrency)).toEqual(noCurrency);
  });

  const broken: [string, Record<string, unknown>][] = [
    ["unknown type", { ...good, type: "custom" }],
    ["unknown currency", { ...good, currency: "GBP" }],
    ["quantity 0", { ...good, quantity: 0 }],
    ["fractional quantity", { ...good, quantity: 1.5 }],
    ["negative price", { ...good, price: -1 }],
    ["price as text", { ...good, price: "570" }],
    ["impossible date", { ...good, endDate: "2027-02-30" }],
    ["end not after start", { ...good, endDate: start }],
    ["nights not matching dates", { ...good, nights: 2 }],
    ["id not room id + start ms", { ...good, id: "tranquility-1" }],
    ["room guests 5", { ...good, guests: 5 }],
    ["room guests 0", { ...good, guests: 0 }],
    ["missing roomId", { ...good, roomId: undefined }],
    ["retreat guests 13", { ...goodRetreat, guests: 13, totalPrice: 1080 * 13, price: 1080 * 13 }],
    ["retreat total not per person x guests", { ...goodRetreat, totalPrice: 100, price: 100 }],
    ["retreat price not total", { ...goodRetreat, price: 1 }],
    ["retreat duration not matching dates", { ...goodRetreat, duration: 6 }],
    ["custom retreat without a currency", { ...goodRetreat, retreatId: "custom", id: `custom-${startMs}`, currency: undefined }],
  ];
  for (const [label, value] of broken) {
    it(`rejects ${label}`, () => {
      expect(cartItemSchema.safeParse(value).success).toBe(false);
    });
  }

  /** What a refused line reports: a bad cart line in an order request answers 400 with these. */
  function issuesOf(value: unknown) {
    const result = cartItemSchema.safeParse(value);
    return result.success ? [] : result.error.issues.map(({ code, path, message }) => ({ code, path, message }));
  }
  const issue = (field: string, message: string) => ({ code: "custom", path: [field], message });

  it("names the field and the rule a broken stay breaks", () => {
    expect(issuesOf({ ...good, endDate: start })).toEqual([
      issue("endDate", "End date must be after start date"),
      issue("nights", "Nights must match the dates"),
    ]);
    expect(issuesOf({ ...goodRetreat, endDate: "2027-01-04" })).toEqual([
      issue("endDate", "End date must be after start date"),
      issue("duration", "Duration must match the dates"),
    ]);
    expect(issuesOf({ ...good, id: "tranquility-1" })).toEqual([issue("id", "Id must be the product id plus the start time")]);
    expect(issuesOf({ ...good, nights: 2 })).toEqual([issue("nights", "Nights must match the dates")]);
    expect(issuesOf({ ...goodRetreat, duration: 6 })).toEqual([issue("duration", "Duration must match the dates")]);
  });

  it("reports a date that does not exist once, as a date error", () => {
    expect(issuesOf({ ...good, endDate: "2027-02-30" })).toEqual([issue("endDate", "Expected a date as YYYY-MM-DD")]);
    expect(issuesOf({ ...goodRetreat, startDate: "2027-13-01" })).toEqual([issue("startDate", "Expected a date as YYYY-MM-DD")]);
  });

  it("takes a price less than half a cent from the total as a stored rounding, and half a cent as another price", () => {
    expect(issuesOf({ ...goodRetreat, price: goodRetreat.totalPrice + 0.004 })).toEqual([]);
    // 0.01 - 0.005 is exactly 0.005 in binary floating point.
    expect(issuesOf({ ...goodRetreat, guests: 1, pricePerPerson: 0.005, totalPrice: 0.005, price: 0.01 })).toEqual([
      issue("price", "Price must equal the total price"),
    ]);
  });

  it("names the field and the rule a broken retreat price breaks", () => {
    expect(issuesOf({ ...goodRetreat, totalPrice: 100, price: 100 })).toEqual([
      issue("totalPrice", "Total must be price per person x guests"),
    ]);
    expect(issuesOf({ ...goodRetreat, price: 1 })).toEqual([issue("price", "Price must equal the total price")]);
    expect(issuesOf({ ...goodRetreat, retreatId: "custom", id: `custom-${startMs}`, currency: undefined })).toEqual([
      issue("currency", "A custom retreat names its currency"),
    ]);
  });

  it("accepts a catalogue retreat without a currency (meaning EUR); only a custom one must name it", () => {
    const { currency: _, ...noCurrency } = goodRetreat;
    expect(issuesOf(noCurrency)).toEqual([]);
  });

  it("accepts retreat guests 1 and 12", () => {
    for (const guests of [1, 12]) {
      const item = { ...goodRetreat, guests, totalPrice: 1080 * guests, price: 1080 * guests };
      expect(cartItemSchema.safeParse(item).success).toBe(true);
    }
  });

  it("accepts a price stored rounded to cents", () => {
    expect(cartItemSchema.safeParse({ ...goodRetreat, pricePerPerson: 0.1, guests: 3, totalPrice: 0.3, price: 0.3 }).success).toBe(true);
  });

  it("parses a whole cart", () => {
    const cart: CartItem[] = [good, goodRetreat];
    expect(cartSchema.parse(cart)).toEqual(cart);
    expect(cartSchema.safeParse([good, { ...good, quantity: 0 }]).success).toBe(false);
  });
});
