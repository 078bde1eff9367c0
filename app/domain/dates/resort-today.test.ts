import { describe, expect, it } from "vitest";
import { resortYear } from "./resort-today";

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
