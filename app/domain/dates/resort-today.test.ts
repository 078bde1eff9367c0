import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { site } from "~/catalogue/site";
import { resortTodayIso, resortYear } from "./resort-today";

/** The date at the resort as the runtime's time-zone database has it: 'YYYY-MM-DD' in en-CA. */
const resortZoneDate = new Intl.DateTimeFormat("en-CA", {
  timeZone: site.calendarTimeZone,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

describe("resortTodayIso", () => {
  it("turns the date at midnight in Kerala, 18:30 UTC the day before", () => {
    expect(resortTodayIso(new Date("2027-01-04T18:29:59.999Z"))).toBe("2027-01-04");
    expect(resortTodayIso(new Date("2027-01-04T18:30:00.000Z"))).toBe("2027-01-05");
    expect(resortTodayIso(new Date("2027-01-05T18:29:59.999Z"))).toBe("2027-01-05");
    expect(resortTodayIso(new Date("2026-12-31T18:30:00.000Z"))).toBe("2027-01-01");
    expect(resortTodayIso(new Date("2028-02-28T18:30:00.000Z"))).toBe("2028-02-29");
  });

  it("is the day whose midnight in India (UTC+05:30) came within the last 24 hours", () => {
    fc.assert(
      fc.property(fc.date({ min: new Date("2000-01-01T00:00:00Z"), max: new Date("2099-12-31T00:00:00Z"), noInvalidDate: true }), (now) => {
        const sinceMidnight = now.getTime() - Date.parse(`${resortTodayIso(now)}T00:00:00+05:30`);
        expect(sinceMidnight).toBeGreaterThanOrEqual(0);
        expect(sinceMidnight).toBeLessThan(86_400_000);
      }),
    );
  });

  it("agrees with the time-zone database on either side of every midnight in the resort's zone from 2024 to 2030", () => {
    const offsetMs = site.calendarUtcOffsetMinutes * 60_000;
    for (let day = Date.UTC(2024, 0, 1); day < Date.UTC(2031, 0, 1); day += 86_400_000) {
      // Local midnight at the resort is UTC midnight minus the offset; noon is the middle of the day.
      for (const instant of [day - offsetMs - 1, day - offsetMs, day - offsetMs + 12 * 3_600_000]) {
        const now = new Date(instant);
        expect(resortTodayIso(now), now.toISOString()).toBe(resortZoneDate.format(now));
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
