import { describe, expect, it } from "vitest";
import {
  checkoutForCheckin,
  EMPTY_CART_MESSAGE,
  exactDaysWarning,
  nextCheckoutOnCheckinChange,
  nextCheckoutOnRoomCheckinChange,
  PAST_CHECKIN_MESSAGE,
  parseDurationDays,
  RETREAT_MAX_PARTICIPANTS,
  ROOM_MAX_GUESTS,
  retreatTotal,
  roomNights,
  roomTotal,
  validateRetreatBooking,
  validateRoomBooking,
} from "./booking-rules";
import {
  CUSTOM_NAME_MAX,
  CUSTOM_PRICE_MAX,
  nextCheckoutOnCustomCheckinChange,
  parsePriceInput,
  validateCustomRetreat,
} from "./custom-retreat-rules";

const today = "2027-01-05";

describe("retreat: duration and dates", () => {
  it("reads the number of days from the duration text", () => {
    expect(parseDurationDays("7 Days, 6 Nights")).toBe(7);
    expect(parseDurationDays("4 Days")).toBe(4);
    expect(parseDurationDays("14-Day Program")).toBe(14);
    expect(parseDurationDays("1 day")).toBe(1);
    expect(parseDurationDays("21 - Day Panchakarma")).toBe(21);
    expect(parseDurationDays("10days")).toBe(10);
    // The German edition's durations.
    expect(parseDurationDays("7 Tage, 6 Nächte")).toBe(7);
    expect(parseDurationDays("1 Tag")).toBe(1);
    // The number must stand right before 'days' (spaces and one hyphen between them at most).
    expect(parseDurationDays("7x Days")).toBeNull();
    expect(parseDurationDays("7 -- Days")).toBeNull();
    expect(parseDurationDays("Flexible")).toBeNull();
    expect(parseDurationDays("0 Days")).toBeNull();
    expect(parseDurationDays("")).toBeNull();
  });

  it("sets check-out to check-in plus the retreat's days", () => {
    expect(checkoutForCheckin("2027-01-05", 7)).toBe("2027-01-12");
    expect(checkoutForCheckin("2026-12-25", 14)).toBe("2027-01-08");
    expect(checkoutForCheckin("2028-02-27", 4)).toBe("2028-03-02");
  });

  it("with a day count, a new check-in always sets check-out", () => {
    expect(nextCheckoutOnCheckinChange("2027-02-01", null, 7)).toBe("2027-02-08");
    expect(nextCheckoutOnCheckinChange("2027-02-01", "2027-03-01", 7)).toBe("2027-02-08");
  });

  it("without a day count, check-out stays only while it is after the new check-in", () => {
    expect(nextCheckoutOnCheckinChange("2027-02-01", "2027-02-05", null)).toBe("2027-02-05");
    expect(nextCheckoutOnCheckinChange("2027-02-05", "2027-02-05", null)).toBeNull();
    expect(nextCheckoutOnCheckinChange("2027-02-06", "2027-02-05", null)).toBeNull();
    expect(nextCheckoutOnCheckinChange("2027-02-01", null, null)).toBeNull();
    expect(nextCheckoutOnCheckinChange("2027-02-01", "", null)).toBeNull();
  });

  it("treats a day count that is not a positive whole number as none", () => {
    for (const days of [0, -7, 1.5, Number.NaN]) {
      expect(nextCheckoutOnCheckinChange("2027-02-01", "2027-02-05", days), String(days)).toBe("2027-02-05");
      expect(nextCheckoutOnCheckinChange("2027-02-06", "2027-02-05", days), String(days)).toBeNull();
    }
  });

  it("clearing check-in clears check-out", () => {
    expect(nextCheckoutOnCheckinChange(null, "2027-02-05", 7)).toBeNull();
    expect(nextCheckoutOnCheckinChange("", "2027-02-05", null)).toBeNull();
  });

  it("words the exact-days warning as the spec does", () => {
    expect(exactDaysWarning(7)).toBe("This retreat requires exactly 7 days");
  });

  it("totals price per person x participants", () => {
    expect(retreatTotal(1080, 3)).toBe(3240);
    expect(retreatTotal(490, 1)).toBe(490);
  });
});

describe("validateRetreatBooking", () => {
  const valid = { startDate: "2027-01-05", endDate: "2027-01-12", guests: 2, durationDays: 7, today };

  it("accepts a stay of exactly the retreat's days starting today", () => {
    expect(validateRetreatBooking(valid)).toEqual({ ok: true, nights: 7 });
  });

  it("requires both dates", () => {
    const message = "Please select both start and end dates";
    expect(validateRetreatBooking({ ...valid, startDate: null })).toEqual({ ok: false, message });
    expect(validateRetreatBooking({ ...valid, endDate: "" })).toEqual({ ok: false, message });
    expect(validateRetreatBooking({ ...valid, endDate: undefined })).toEqual({ ok: false, message });
    expect(validateRetreatBooking({ ...valid, startDate: "2027-02-30" })).toEqual({ ok: false, message });
  });

  it("rejects a check-in before today (yesterday) but not today", () => {
    expect(validateRetreatBooking({ ...valid, startDate: "2027-01-04", endDate: "2027-01-11" })).toEqual({
      ok: false,
      message: PAST_CHECKIN_MESSAGE,
    });
    expect(PAST_CHECKIN_MESSAGE).toBe("Check-in cannot be in the past");
    expect(validateRetreatBooking({ ...valid, today: "2027-01-01", startDate: "2026-12-31", endDate: "2027-01-07" })).toMatchObject({
      ok: false,
      message: PAST_CHECKIN_MESSAGE,
    });
  });

  it("requires the end after the start", () => {
    const message = "End date must be after start date";
    expect(validateRetreatBooking({ ...valid, endDate: "2027-01-05" })).toEqual({ ok: false, message });
    expect(validateRetreatBooking({ ...valid, startDate: "2027-01-12", endDate: "2027-01-05" })).toEqual({
      ok: false,
      message,
    });
  });

  it("requires exactly the retreat's days", () => {
    const message = "Please select exactly 7 days for this retreat";
    expect(validateRetreatBooking({ ...valid, endDate: "2027-01-11" })).toEqual({ ok: false, message }); // 6
    expect(validateRetreatBooking({ ...valid, endDate: "2027-01-13" })).toEqual({ ok: false, message }); // 8
  });

  it("counts days across a leap day and a year end", () => {
    expect(validateRetreatBooking({ ...valid, today: "2028-01-01", startDate: "2028-02-25", endDate: "2028-03-03" })).toEqual({
      ok: true,
      nights: 7,
    });
    expect(
      validateRetreatBooking({ ...valid, today: "2026-12-01", startDate: "2026-12-25", endDate: "2027-01-08", durationDays: 14 }),
    ).toEqual({ ok: true, nights: 14 });
  });

  it("accepts any stay when the retreat has no day count", () => {
    expect(validateRetreatBooking({ ...valid, endDate: "2027-01-08", durationDays: null })).toEqual({
      ok: true,
      nights: 3,
    });
  });

  it("allows 1 to 12 participants", () => {
    expect(RETREAT_MAX_PARTICIPANTS).toBe(12);
    expect(validateRetreatBooking({ ...valid, guests: 1 })).toEqual({ ok: true, nights: 7 });
    expect(validateRetreatBooking({ ...valid, guests: 12 })).toEqual({ ok: true, nights: 7 });
    expect(validateRetreatBooking({ ...valid, guests: 13 })).toEqual({ ok: false, message: "Maximum 12 participants" });
    const atLeastOne = { ok: false, message: "Please select at least 1 participant" };
    expect(validateRetreatBooking({ ...valid, guests: 0 })).toEqual(atLeastOne);
    expect(validateRetreatBooking({ ...valid, guests: 1.5 })).toEqual(atLeastOne);
    expect(validateRetreatBooking({ ...valid, guests: Number.NaN })).toEqual(atLeastOne);
  });

  it("reports date problems before participant problems", () => {
    expect(validateRetreatBooking({ ...valid, startDate: null, guests: 13 })).toMatchObject({
      message: "Please select both start and end dates",
    });
  });
});

describe("room rules", () => {
  it("counts nights, 0 when incomplete or not after check-in", () => {
    expect(ROOM_MAX_GUESTS).toBe(4);
    expect(roomNights("2027-01-05", "2027-01-08")).toBe(3);
    expect(roomNights("2027-02-28", "2027-03-01")).toBe(1);
    expect(roomNights("2028-02-28", "2028-03-01")).toBe(2);
    expect(roomNights("2027-01-05", "2027-01-05")).toBe(0);
    expect(roomNights("2027-01-08", "2027-01-05")).toBe(0);
    expect(roomNights("2027-01-05", null)).toBe(0);
    expect(roomNights(undefined, "2027-01-05")).toBe(0);
  });

  it("clears check-out when a new check-in is not before it", () => {
    expect(nextCheckoutOnRoomCheckinChange("2027-01-05", "2027-01-08")).toBe("2027-01-08");
    expect(nextCheckoutOnRoomCheckinChange("2027-01-08", "2027-01-08")).toBeNull();
    expect(nextCheckoutOnRoomCheckinChange("2027-01-09", "2027-01-08")).toBeNull();
    expect(nextCheckoutOnRoomCheckinChange("2027-01-05", null)).toBeNull();
    expect(nextCheckoutOnRoomCheckinChange(null, "2027-01-08")).toBeNull();
  });

  it("totals nights x rate", () => {
    expect(roomTotal(3, 190)).toBe(570);
    expect(roomTotal(0, 250)).toBe(0);
  });
});

describe("validateRoomBooking", () => {
  const valid = { startDate: "2027-01-05", endDate: "2027-01-08", guests: 2, today };
  const invalidDates = { ok: false, message: "Please select valid check-in and check-out dates" };

  it("accepts a stay starting today", () => {
    expect(validateRoomBooking(valid)).toEqual({ ok: true, nights: 3 });
  });

  it("requires valid dates with nights above 0", () => {
    expect(validateRoomBooking({ ...valid, startDate: null })).toEqual(invalidDates);
    expect(validateRoomBooking({ ...valid, endDate: "" })).toEqual(invalidDates);
    expect(validateRoomBooking({ ...valid, endDate: "2027-01-05" })).toEqual(invalidDates);
    expect(validateRoomBooking({ ...valid, endDate: "2027-01-04" })).toEqual(invalidDates);
  });

  it("rejects a check-in before today", () => {
    expect(validateRoomBooking({ ...valid, startDate: "2027-01-04" })).toEqual({
      ok: false,
      message: PAST_CHECKIN_MESSAGE,
    });
  });

  it("allows 1 to 4 guests", () => {
    expect(validateRoomBooking({ ...valid, guests: 1 })).toEqual({ ok: true, nights: 3 });
    expect(validateRoomBooking({ ...valid, guests: 4 })).toEqual({ ok: true, nights: 3 });
    expect(validateRoomBooking({ ...valid, guests: 5 })).toEqual({ ok: false, message: "Maximum 4 guests" });
    expect(validateRoomBooking({ ...valid, guests: 0 })).toEqual({ ok: false, message: "Please select at least 1 guest" });
  });
});

describe("validateCustomRetreat", () => {
  const valid = {
    name: "  Honeymoon Rasayana  ",
    startDate: "2027-01-05",
    endDate: "2027-01-15",
    price: "2499.99",
    currency: "USD",
    today,
  };

  it("accepts a valid retreat and returns the trimmed name and parsed price", () => {
    expect(validateCustomRetreat(valid)).toEqual({
      ok: true,
      name: "Honeymoon Rasayana",
      price: 2499.99,
      currency: "USD",
      nights: 10,
    });
    expect(validateCustomRetreat({ ...valid, price: 50_000, currency: "INR" })).toMatchObject({ ok: true, price: 50_000 });
  });

  it("gives the first failure in the spec's order", () => {
    const empty = { name: "", startDate: null, endDate: null, price: "", currency: "", today };
    expect(validateCustomRetreat(empty)).toEqual({ ok: false, message: "Please enter a retreat name" });
    expect(validateCustomRetreat({ ...empty, name: "   " })).toEqual({ ok: false, message: "Please enter a retreat name" });
    expect(validateCustomRetreat({ ...valid, name: null })).toEqual({ ok: false, message: "Please enter a retreat name" });
    expect(validateCustomRetreat({ ...valid, name: undefined })).toEqual({ ok: false, message: "Please enter a retreat name" });
    expect(validateCustomRetreat({ ...empty, name: "X" })).toEqual({ ok: false, message: "Please select a check-in date" });
    expect(validateCustomRetreat({ ...empty, name: "X", startDate: "2027-01-05" })).toEqual({
      ok: false,
      message: "Please select a check-out date",
    });
    expect(validateCustomRetreat({ ...empty, name: "X", startDate: "2027-01-05", endDate: "2027-01-05" })).toEqual({
      ok: false,
      message: "Check-out date must be after check-in date",
    });
    expect(validateCustomRetreat({ ...empty, name: "X", startDate: "2027-01-05", endDate: "2027-01-06" })).toEqual({
      ok: false,
      message: "Please enter a valid price",
    });
  });

  it("accepts check-out one day after check-in, not before", () => {
    expect(validateCustomRetreat({ ...valid, endDate: "2027-01-06" })).toMatchObject({ ok: true, nights: 1 });
    expect(validateCustomRetreat({ ...valid, endDate: "2027-01-04" })).toEqual({
      ok: false,
      message: "Check-out date must be after check-in date",
    });
  });

  it("rejects a check-in in the past (yesterday), accepts today", () => {
    expect(validateCustomRetreat({ ...valid, startDate: "2027-01-04" })).toEqual({
      ok: false,
      message: PAST_CHECKIN_MESSAGE,
    });
    expect(validateCustomRetreat({ ...valid, startDate: today })).toMatchObject({ ok: true });
  });

  it("requires a price above 0 with at most two decimals", () => {
    const message = "Please enter a valid price";
    for (const price of [
      0,
      -1,
      "0",
      "",
      "  ",
      "abc",
      "1e3",
      "0x10",
      "12.345",
      "0.00000001",
      1e-8,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      null,
      undefined,
    ]) {
      expect(validateCustomRetreat({ ...valid, price }), String(price)).toEqual({ ok: false, message });
    }
    expect(validateCustomRetreat({ ...valid, price: 0.01 })).toMatchObject({ ok: true, price: 0.01 });
    expect(validateCustomRetreat({ ...valid, price: " 12.5 " })).toMatchObject({ ok: true, price: 12.5 });
    expect(validateCustomRetreat({ ...valid, price: "12." })).toMatchObject({ ok: true, price: 12 });
  });

  it("requires one of the three currencies", () => {
    for (const currency of ["EUR", "USD", "INR"]) {
      expect(validateCustomRetreat({ ...valid, currency })).toMatchObject({ ok: true, currency });
    }
    expect(validateCustomRetreat({ ...valid, currency: "GBP" })).toEqual({ ok: false, message: "Please select a currency" });
    expect(validateCustomRetreat({ ...valid, currency: undefined })).toEqual({ ok: false, message: "Please select a currency" });
  });

  it("caps the price per currency", () => {
    expect(CUSTOM_PRICE_MAX).toEqual({ EUR: 100_000, USD: 100_000, INR: 10_000_000 });
    expect(validateCustomRetreat({ ...valid, price: 100_000, currency: "EUR" })).toMatchObject({ ok: true });
    expect(validateCustomRetreat({ ...valid, price: 100_000.01, currency: "EUR" })).toEqual({
      ok: false,
      message: "Price cannot exceed €100,000",
    });
    expect(validateCustomRetreat({ ...valid, price: 150_000, currency: "INR" })).toMatchObject({ ok: true });
    expect(validateCustomRetreat({ ...valid, price: 10_000_001, currency: "INR" })).toEqual({
      ok: false,
      message: "Price cannot exceed ₹1,00,00,000",
    });
  });

  it("caps the name length", () => {
    expect(validateCustomRetreat({ ...valid, name: "x".repeat(CUSTOM_NAME_MAX) })).toMatchObject({ ok: true });
    expect(validateCustomRetreat({ ...valid, name: "x".repeat(CUSTOM_NAME_MAX + 1) })).toEqual({
      ok: false,
      message: `Retreat name must be at most ${CUSTOM_NAME_MAX} characters`,
    });
  });

  it("clears check-out when a new check-in is not before it", () => {
    expect(nextCheckoutOnCustomCheckinChange("2027-01-05", "2027-01-06")).toBe("2027-01-06");
    expect(nextCheckoutOnCustomCheckinChange("2027-01-06", "2027-01-06")).toBeNull();
  });

  it("parses price input", () => {
    expect(parsePriceInput(12)).toBe(12);
    expect(parsePriceInput("0.5")).toBe(0.5);
    expect(parsePriceInput(".5")).toBe(0.5);
    expect(parsePriceInput(".25")).toBe(0.25);
    expect(parsePriceInput("1200")).toBe(1200);
    expect(parsePriceInput(" 99.5 ")).toBe(99.5);
    expect(parsePriceInput("12.")).toBe(12);
    expect(parsePriceInput(null)).toBeNaN();
    expect(parsePriceInput(".")).toBeNaN();
    expect(parsePriceInput("1,000")).toBeNaN();
  });
});

describe("checkout", () => {
  it("has the empty-cart message", () => {
    expect(EMPTY_CART_MESSAGE).toBe("Cart Empty: Please add items to your cart first.");
  });
});
