import { describe, expect, it } from "vitest";
import {
  BOOKING_HORIZON_DAYS,
  CHECKIN_TOO_FAR_MESSAGE,
  checkinBounds,
  checkoutBounds,
  MAX_STAY_NIGHTS,
  STAY_TOO_LONG_MESSAGE,
  stayWindowProblem,
} from "./stay-window";

const today = "2027-01-05";

describe("date picker ranges", () => {
  it("lets check-in run from today to two years ahead", () => {
    expect(BOOKING_HORIZON_DAYS).toBe(730);
    expect(checkinBounds(today)).toEqual({ min: "2027-01-05", max: "2029-01-04" });
  });

  it("has no check-in range before the visitor's date is known", () => {
    expect(checkinBounds(null)).toEqual({});
    expect(checkinBounds("not a date")).toEqual({});
  });

  it("starts check-out the day after check-in, across month, year and leap-day ends", () => {
    expect(checkoutBounds("2027-01-31")).toEqual({ min: "2027-02-01", max: "2027-05-01" });
    expect(checkoutBounds("2027-12-31").min).toBe("2028-01-01");
    expect(checkoutBounds("2028-02-28").min).toBe("2028-02-29");
    expect(checkoutBounds("2028-02-29").min).toBe("2028-03-01");
  });

  it("has no check-out range until check-in is chosen", () => {
    expect(checkoutBounds("")).toEqual({});
    expect(checkoutBounds(null)).toEqual({});
  });
});

describe("stayWindowProblem", () => {
  it("accepts the last day of the horizon and the longest stay", () => {
    const lastCheckin = "2029-01-04";
    expect(stayWindowProblem(lastCheckin, "2029-01-11", today)).toBeNull();
    expect(stayWindowProblem(today, "2027-04-05", today)).toBeNull(); // 90 nights
    expect(MAX_STAY_NIGHTS).toBe(90);
  });

  it("rejects a check-in one day past the horizon", () => {
    expect(stayWindowProblem("2029-01-05", "2029-01-12", today)).toBe(CHECKIN_TOO_FAR_MESSAGE);
  });

  it("rejects a stay one night longer than the longest", () => {
    expect(stayWindowProblem(today, "2027-04-06", today)).toBe(STAY_TOO_LONG_MESSAGE);
    expect(STAY_TOO_LONG_MESSAGE).toBe("A single booking can be at most 90 nights");
  });
});
