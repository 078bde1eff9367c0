import { afterEach, describe, expect, it, vi } from "vitest";
import { bookingLocale } from "./bookings-repository";

afterEach(() => vi.restoreAllMocks());

describe("bookingLocale", () => {
  it("is the stored locale when the site speaks it, and a regional tag's language", () => {
    expect(bookingLocale({ order_id: "order_A", locale: "de" })).toBe("de");
    expect(bookingLocale({ order_id: "order_A", locale: "en" })).toBe("en");
    expect(bookingLocale({ order_id: "order_A", locale: "de-AT" })).toBe("de");
    expect(bookingLocale({ order_id: "order_A", locale: "en-GB" })).toBe("en");
  });

  it("writes in English to a language the site does not speak, and says so in the log", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(bookingLocale({ order_id: "order_A", locale: "fr" })).toBe("en");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('booking order_A: no messages in its language "fr"'));
  });
});
