import { describe, expect, it } from "vitest";
import { site } from "~/catalogue/site";
import { todayIso } from "./dates";
import { resortTodayIso, resortYear } from "./resort-today";

describe("resortTodayIso", () => {
  it("is the date in the resort's time zone, on either side of every midnight there from 2024 to 2030", () => {
    const offsetMs = site.calendarUtcOffsetMinutes * 60_000;
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
      // Local midnight at the resort is UTC midnight minus the offset; noon is the middle of the day.
      for (const instant of [day - offsetMs - 1, day - offsetMs, day - offsetMs + 12 * 3_600_000]) {
        const now = new Date(instant);
        expect(resortTodayIso(now), now.toISOString()).toBe(todayIso(now, site.calendarTimeZone));
      }
    }
  });

  it("refuses an invalid date", () => {
    expect(() => resortTodayIso(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe("resortYear", () => {
  it("turns the year at midnight in India, 5 h 30 min before UTC does", () => {
    expect(resortYear(new Date("2026-12-31T18:29:59.999Z"))).toBe(2026);
    expect(resortYear(new Date("2026-12-31T18:30:00.000Z"))).toBe(2027);
    expect(resortYear(new Date("2027-01-01T05:29:59.999Z"))).toBe(2027);
  });

  it("is already next year in India while it is New Year's Eve in the Americas", () => {
    // Noon on 31 December in Los Angeles is 1:30 am on 1 January in Kerala.
    expect(resortYear(new Date("2026-12-31T12:00:00-08:00"))).toBe(2027);
    // 11 am on 31 December in New York is still 9:30 pm on 31 December in Kerala.
    expect(resortYear(new Date("2026-12-31T11:00:00-05:00"))).toBe(2026);
  });
});
