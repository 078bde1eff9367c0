import { afterEach, describe, expect, it, vi } from "vitest";
import { addDays, dateAtUtcOffset, daysBetween, formatDateRange, formatDisplayDate, isIsoDate, parseIsoDate, startTimeMs } from "./dates";
import { resortTodayIso } from "./resort-today";

/** Runs the rest of the test with the process in another zone (Node re-reads TZ when it changes). */
function inTimeZone(tz: string) {
  vi.stubEnv("TZ", tz);
}
afterEach(() => {
  vi.unstubAllEnvs();
});

/** The calendar date in an IANA zone at an instant, as the runtime's time-zone database has it. */
function dateInZone(timeZone: string, now: Date): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(now);
}

describe("parseIsoDate / isIsoDate", () => {
  it("parses a calendar date to its UTC midnight", () => {
    expect(parseIsoDate("2027-01-05")?.toISOString()).toBe("2027-01-05T00:00:00.000Z");
  });

  it("accepts leap days only in leap years", () => {
    expect(isIsoDate("2028-02-29")).toBe(true);
    expect(isIsoDate("2000-02-29")).toBe(true);
    expect(isIsoDate("2027-02-29")).toBe(false);
    expect(isIsoDate("2100-02-29")).toBe(false);
  });

  it("rejects impossible days and other shapes", () => {
    for (const bad of [
      "2027-04-31",
      "2027-13-01",
      "2027-00-10",
      "2027-01-00",
      "2027-1-5",
      "27-01-05",
      "2027-01-05T00:00:00Z",
      " 2027-01-05",
      "2027/01/05",
      "",
    ]) {
      expect(parseIsoDate(bad), bad).toBeNull();
    }
    expect(isIsoDate(undefined)).toBe(false);
    expect(isIsoDate(null)).toBe(false);
    expect(isIsoDate(20270105)).toBe(false);
    // Only a string is a date: an array or object whose text happens to be one is not.
    expect(isIsoDate(["2027-01-05"])).toBe(false);
    expect(isIsoDate({ toString: () => "2027-01-05" })).toBe(false);
  });

  it("keeps two-digit years as written", () => {
    expect(parseIsoDate("0099-01-01")?.getUTCFullYear()).toBe(99);
  });
});

describe("addDays", () => {
  it("crosses month and year ends", () => {
    expect(addDays("2027-01-31", 1)).toBe("2027-02-01");
    expect(addDays("2027-04-30", 1)).toBe("2027-05-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
  });

  it("knows leap days", () => {
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2028-02-29", 1)).toBe("2028-03-01");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(addDays("2028-02-25", 7)).toBe("2028-03-03");
  });

  it("adds retreat lengths", () => {
    expect(addDays("2027-01-05", 7)).toBe("2027-01-12");
    expect(addDays("2026-12-25", 14)).toBe("2027-01-08");
    expect(addDays("2027-01-05", 0)).toBe("2027-01-05");
  });

  it("reaches the first and last day of years 0000-9999 but never leaves them", () => {
    expect(addDays("0000-01-02", -1)).toBe("0000-01-01");
    expect(addDays("9999-12-30", 1)).toBe("9999-12-31");
    expect(addDays("9998-12-31", 1)).toBe("9999-01-01");
    // Beyond them the result would not be a YYYY-MM-DD date ('-000001-12-31', '10000-01-01').
    expect(() => addDays("0000-01-01", -1)).toThrow(RangeError);
    expect(() => addDays("9999-12-31", 1)).toThrow(RangeError);
  });

  it("throws on a non-date or a fractional count", () => {
    expect(() => addDays("2027-02-30", 1)).toThrow(RangeError);
    expect(() => addDays("2027-01-05", 1.5)).toThrow(RangeError);
  });
});

describe("daysBetween", () => {
  it("counts nights", () => {
    expect(daysBetween("2027-01-05", "2027-01-12")).toBe(7);
    expect(daysBetween("2027-01-05", "2027-01-06")).toBe(1);
    expect(daysBetween("2027-01-05", "2027-01-05")).toBe(0);
    expect(daysBetween("2027-01-12", "2027-01-05")).toBe(-7);
  });

  it("crosses leap days and year ends", () => {
    expect(daysBetween("2028-02-28", "2028-03-01")).toBe(2);
    expect(daysBetween("2027-02-28", "2027-03-01")).toBe(1);
    expect(daysBetween("2026-12-28", "2027-01-04")).toBe(7);
    expect(daysBetween("2027-01-01", "2028-01-01")).toBe(365);
    expect(daysBetween("2028-01-01", "2029-01-01")).toBe(366);
  });

  it("throws on a non-date", () => {
    expect(() => daysBetween("", "2027-01-05")).toThrow(RangeError);
  });
});

describe("daylight saving time is irrelevant", () => {
  // Europe springs forward on 2027-03-28 and falls back on 2027-10-31; the US on 03-14 and 11-07.
  for (const tz of ["Europe/Berlin", "America/New_York", "Australia/Sydney", "Asia/Kolkata", "UTC"]) {
    it(`gives the same answers with the process in ${tz}`, () => {
      inTimeZone(tz);
      expect(addDays("2027-03-27", 1)).toBe("2027-03-28");
      expect(addDays("2027-03-28", 1)).toBe("2027-03-29");
      expect(addDays("2027-10-30", 2)).toBe("2027-11-01");
      expect(daysBetween("2027-03-25", "2027-04-01")).toBe(7);
      expect(daysBetween("2027-11-05", "2027-11-12")).toBe(7);
      expect(startTimeMs("2027-01-05")).toBe(1_799_107_200_000);
      expect(formatDisplayDate("2027-03-28")).toBe("Mar 28, 2027");
    });
  }
});

describe("startTimeMs", () => {
  it("is midnight UTC in ms", () => {
    expect(startTimeMs("2027-01-05")).toBe(Date.UTC(2027, 0, 5));
    expect(startTimeMs("1970-01-01")).toBe(0);
  });

  it("throws on a non-date", () => {
    expect(() => startTimeMs("tomorrow")).toThrow(RangeError);
  });
});

describe("formatDisplayDate / formatDateRange", () => {
  it("formats as 'MMM dd, yyyy'", () => {
    expect(formatDisplayDate("2027-01-05")).toBe("Jan 05, 2027");
    expect(formatDisplayDate("2028-02-29")).toBe("Feb 29, 2028");
    expect(formatDisplayDate("2026-12-31")).toBe("Dec 31, 2026");
  });

  it("formats a stay as 'MMM dd - MMM dd, yyyy' with the end date's year", () => {
    expect(formatDateRange("2027-01-05", "2027-01-12")).toBe("Jan 05 - Jan 12, 2027");
    expect(formatDateRange("2026-12-28", "2027-01-04")).toBe("Dec 28 - Jan 04, 2027");
    expect(formatDateRange("2028-02-25", "2028-03-03")).toBe("Feb 25 - Mar 03, 2028");
  });

  it("writes German dates as de-DE does, day without a leading zero", () => {
    const intl = new Intl.DateTimeFormat("de-DE", { day: "numeric", month: "short", year: "numeric", timeZone: "UTC" });
    for (let day = 0; day < 800; day += 7) {
      const iso = addDays("2027-01-01", day);
      expect(formatDisplayDate(iso, "de")).toBe(intl.format(new Date(`${iso}T00:00:00Z`)));
    }
    expect(formatDisplayDate("2027-03-05", "de")).toBe("5. März 2027");
    expect(formatDateRange("2026-12-28", "2027-01-04", "de")).toBe("28. Dez. – 4. Jan. 2027");
  });

  it("throws on a non-date", () => {
    expect(() => formatDisplayDate("2027-02-29")).toThrow(RangeError);
  });
});

describe("resortTodayIso", () => {
  it("is the date in Kerala (UTC+5:30), whatever the runtime's own zone", () => {
    for (const tz of ["Pacific/Honolulu", "UTC", "Asia/Kolkata", "Pacific/Kiritimati"]) {
      inTimeZone(tz);
      // 18:29 UTC is 23:59 in Kerala; a minute later the resort is on the next day.
      expect(resortTodayIso(new Date("2027-01-05T18:29:00Z"))).toBe("2027-01-05");
      expect(resortTodayIso(new Date("2027-01-05T18:30:00Z"))).toBe("2027-01-06");
    }
  });

  it("is ahead of a guest in Hawaii late in their evening, so their 'today' check-in is already past there", () => {
    inTimeZone("Pacific/Honolulu");
    const now = new Date("2027-01-06T06:00:00Z"); // Jan 05, 20:00 in Honolulu; Jan 06, 11:30 in Kerala
    expect(dateInZone("Pacific/Honolulu", now)).toBe("2027-01-05");
    expect(resortTodayIso(now)).toBe("2027-01-06");
  });
});

describe("what the errors say (a Worker's log shows them)", () => {
  it("quotes the value that is not a calendar date", () => {
    expect(() => addDays("2027-02-30", 1)).toThrow('Not a calendar date (YYYY-MM-DD): "2027-02-30"');
    expect(() => daysBetween("2027-01-05", "tomorrow")).toThrow('Not a calendar date (YYYY-MM-DD): "tomorrow"');
  });

  it("gives a fractional count of days", () => {
    expect(() => addDays("2027-01-05", 1.5)).toThrow("Days must be a whole number: 1.5");
  });

  it("says when a date would leave years 0000-9999", () => {
    expect(() => addDays("9999-12-31", 1)).toThrow("Date is outside years 0000-9999");
  });

  it("says when the clock's date is invalid", () => {
    expect(() => dateAtUtcOffset(new Date(Number.NaN), 330)).toThrow("Invalid date");
  });
});
