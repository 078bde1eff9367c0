import { describe, expect, it } from "vitest";
import { hasStayQuery, parseRetreatStayQuery, parseRoomStayQuery, RETREAT_LINK_MAX_GUESTS } from "./stay-query";

const TODAY = "2027-01-10";
const q = (query: string) => new URLSearchParams(query);

describe("parseRoomStayQuery", () => {
  it("takes a room's dates and guests as the card would", () => {
    expect(parseRoomStayQuery(q("checkin=2027-02-01&checkout=2027-02-04&guests=2"), TODAY)).toEqual({
      checkin: "2027-02-01",
      checkout: "2027-02-04",
      guests: 2,
    });
  });

  it("starts at one guest when the link names none, and leaves other parameters alone", () => {
    expect(parseRoomStayQuery(q("utm_source=google&checkin=2027-01-10&checkout=2027-01-11"), TODAY)).toEqual({
      checkin: "2027-01-10",
      checkout: "2027-01-11",
      guests: 1,
    });
  });

  it.each([
    ["no query", ""],
    ["only unknown keys", "checkIn=2027-02-01&nights=3"],
    ["check-in without check-out", "checkin=2027-02-01"],
    ["a date that does not exist", "checkin=2027-02-29&checkout=2027-03-02"],
    ["another date format", "checkin=01.02.2027&checkout=04.02.2027"],
    ["a check-in in the past", "checkin=2027-01-09&checkout=2027-01-12"],
    ["a check-in beyond two years", "checkin=2029-01-11&checkout=2029-01-12"],
    ["check-out before check-in", "checkin=2027-02-04&checkout=2027-02-01"],
    ["check-out on check-in", "checkin=2027-02-04&checkout=2027-02-04"],
    ["a stay over 90 nights", "checkin=2027-02-01&checkout=2027-05-03"],
    ["no guests", "checkin=2027-02-01&checkout=2027-02-04&guests=0"],
    ["too many guests", "checkin=2027-02-01&checkout=2027-02-04&guests=5"],
    ["guests that are not a number", "checkin=2027-02-01&checkout=2027-02-04&guests=2adults"],
    ["a fraction of a guest", "checkin=2027-02-01&checkout=2027-02-04&guests=1.5"],
    ["an empty guests value", "checkin=2027-02-01&checkout=2027-02-04&guests="],
  ])("gives the empty card for %s", (_, query) => {
    expect(parseRoomStayQuery(q(query), TODAY)).toBeNull();
  });

  it("takes the longest stay and the farthest check-in the pickers offer", () => {
    expect(parseRoomStayQuery(q("checkin=2027-02-01&checkout=2027-05-02"), TODAY)?.checkout).toBe("2027-05-02");
    expect(parseRoomStayQuery(q("checkin=2029-01-09&checkout=2029-01-10&guests=4"), TODAY)?.guests).toBe(4);
  });
});

describe("parseRetreatStayQuery", () => {
  it("sets check-out to check-in plus the retreat's days", () => {
    expect(parseRetreatStayQuery(q("checkin=2027-02-01&guests=3"), TODAY, 7)).toEqual({
      checkin: "2027-02-01",
      checkout: "2027-02-08",
      guests: 3,
    });
  });

  it("accepts a check-out only when it is that day", () => {
    expect(parseRetreatStayQuery(q("checkin=2027-02-01&checkout=2027-02-08"), TODAY, 7)?.guests).toBe(1);
    expect(parseRetreatStayQuery(q("checkin=2027-02-01&checkout=2027-02-05"), TODAY, 7)).toBeNull();
  });

  it("asks for no more participants than the resort hosts at a time", () => {
    expect(RETREAT_LINK_MAX_GUESTS).toBe(6);
    expect(parseRetreatStayQuery(q(`checkin=2027-02-01&guests=${RETREAT_LINK_MAX_GUESTS}`), TODAY, 7)?.guests).toBe(6);
    expect(parseRetreatStayQuery(q(`checkin=2027-02-01&guests=${RETREAT_LINK_MAX_GUESTS + 1}`), TODAY, 7)).toBeNull();
  });

  it.each([
    ["a past check-in", "checkin=2027-01-01&guests=2"],
    ["no check-in", "guests=2"],
    ["no participants", "checkin=2027-02-01&guests=0"],
  ])("gives the empty card for %s", (_, query) => {
    expect(parseRetreatStayQuery(q(query), TODAY, 7)).toBeNull();
  });

  it("has no deep link for a retreat without a day count", () => {
    expect(parseRetreatStayQuery(q("checkin=2027-02-01&guests=2"), TODAY, null)).toBeNull();
  });
});

describe("hasStayQuery", () => {
  it("is true for any of the three parameters, valid or not, and only for them", () => {
    expect(hasStayQuery(q("checkin=nonsense"))).toBe(true);
    expect(hasStayQuery(q("guests="))).toBe(true);
    expect(hasStayQuery(q("checkout=2027-01-01"))).toBe(true);
    expect(hasStayQuery(q("utm_source=google&gclid=x"))).toBe(false);
    expect(hasStayQuery(q(""))).toBe(false);
  });
});
