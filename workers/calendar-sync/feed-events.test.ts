import { describe, expect, it } from "vitest";
import { channelFeed, channelUid, foldLine } from "../../tests/fakes/channel-feeds";
import { MAX_EVENTS_PER_FEED, readFeed } from "./feed-events";

const TODAY = "2027-01-01";

function calendar(...events: string[][]): string {
  const lines = [
    "BEGIN:VCALENDAR",
    "VERSION:2.0",
    "PRODID:-//Test//EN",
    ...events.flatMap((e) => ["BEGIN:VEVENT", ...e, "END:VEVENT"]),
    "END:VCALENDAR",
  ];
  return `${lines.join("\r\n")}\r\n`;
}

describe("readFeed", () => {
  it("reads Airbnb's reservations and 'Not available' blocks as the dates written, check-out exclusive", () => {
    const text = channelFeed("airbnb", [
      { uid: channelUid("airbnb", "a"), from: "2027-01-10", to: "2027-01-13" },
      { uid: channelUid("airbnb", "b"), from: "2027-01-25", to: "2027-02-01", reserved: false },
    ]);
    expect(readFeed(text, TODAY)).toEqual({
      ok: true,
      skipped: 0,
      events: [
        { uid: channelUid("airbnb", "a"), from: "2027-01-10", to: "2027-01-13" },
        { uid: channelUid("airbnb", "b"), from: "2027-01-25", to: "2027-02-01" },
      ],
    });
  });

  it("reads Booking.com's 'CLOSED - Not available' and Vrbo's reservations and blocks alike", () => {
    for (const shape of ["booking", "vrbo"] as const) {
      const text = channelFeed(shape, [
        { uid: channelUid(shape, "x"), from: "2027-03-01", to: "2027-03-02" },
        { uid: channelUid(shape, "y"), from: "2027-03-05", to: "2027-03-09", reserved: false },
      ]);
      const reading = readFeed(text, TODAY);
      expect(reading.ok && reading.events.map((e) => [e.from, e.to])).toEqual([
        ["2027-03-01", "2027-03-02"],
        ["2027-03-05", "2027-03-09"],
      ]);
    }
  });

  it("never moves a date-only event by a time zone: the first and last nights of a year stay where they are", () => {
    const text = calendar(["UID:new-year", "DTSTART;VALUE=DATE:20271231", "DTEND;VALUE=DATE:20280101"]);
    expect(readFeed(text, TODAY)).toMatchObject({ ok: true, events: [{ uid: "new-year", from: "2027-12-31", to: "2028-01-01" }] });
  });

  it("dates a UTC instant in Kerala, and a local time as written", () => {
    const text = calendar(
      // 14:00 and 11:00 in Kerala, written in UTC: nights of the 10th, 11th and 12th.
      ["UID:utc", "DTSTART:20270110T083000Z", "DTEND:20270113T053000Z"],
      // 20:00 UTC on the 14th is already the 15th in Kerala.
      ["UID:late-utc", "DTSTART:20270114T200000Z", "DTEND:20270116T200000Z"],
      ["UID:tzid", "DTSTART;TZID=Asia/Kolkata:20270120T140000", "DTEND;TZID=Asia/Kolkata:20270122T110000"],
      ["UID:floating", "DTSTART:20270125T150000", "DTEND:20270126T100000"],
    );
    expect(readFeed(text, TODAY)).toMatchObject({
      ok: true,
      events: [
        { uid: "utc", from: "2027-01-10", to: "2027-01-13" },
        { uid: "late-utc", from: "2027-01-15", to: "2027-01-17" },
        { uid: "tzid", from: "2027-01-20", to: "2027-01-22" },
        { uid: "floating", from: "2027-01-25", to: "2027-01-26" },
      ],
    });
  });

  it("gives an event without DTEND one night, honours DURATION, and closes the night of a same-day block", () => {
    const text = calendar(
      ["UID:one", "DTSTART;VALUE=DATE:20270201"],
      ["UID:duration", "DTSTART;VALUE=DATE:20270205", "DURATION:P3D"],
      ["UID:hours", "DTSTART:20270210T090000", "DTEND:20270210T120000"],
    );
    expect(readFeed(text, TODAY)).toMatchObject({
      ok: true,
      events: [
        { uid: "one", from: "2027-02-01", to: "2027-02-02" },
        { uid: "duration", from: "2027-02-05", to: "2027-02-08" },
        { uid: "hours", from: "2027-02-10", to: "2027-02-11" },
      ],
    });
  });

  it("frees a cancelled event's nights and drops events already over", () => {
    const text = channelFeed("vrbo", [
      { uid: "cancelled", from: "2027-02-01", to: "2027-02-04", status: "CANCELLED" },
      { uid: "past", from: "2026-12-20", to: "2027-01-01" },
      { uid: "current", from: "2026-12-30", to: "2027-01-02" },
    ]);
    expect(readFeed(text, TODAY)).toEqual({ ok: true, skipped: 1, events: [{ uid: "current", from: "2026-12-30", to: "2027-01-02" }] });
  });

  it("keeps every event of a UID listed twice, and keys a missing or over-long UID stably", () => {
    const long = "x".repeat(300);
    const text = calendar(
      ["UID:twice", "DTSTART;VALUE=DATE:20270301", "DTEND;VALUE=DATE:20270303"],
      ["UID:twice", "DTSTART;VALUE=DATE:20270310", "DTEND;VALUE=DATE:20270312"],
      ["DTSTART;VALUE=DATE:20270320", "DTEND;VALUE=DATE:20270322"],
      [`UID:${long}`, "DTSTART;VALUE=DATE:20270401", "DTEND;VALUE=DATE:20270402"],
    );
    const first = readFeed(text, TODAY);
    expect(first.ok && first.events.map((e) => e.uid.length <= 255)).toEqual([true, true, true, true]);
    expect(first.ok && new Set(first.events.map((e) => e.uid)).size).toBe(4);
    expect(readFeed(text, TODAY)).toEqual(first);
  });

  it("refuses what is not a calendar, a malformed one and one with too many events, without quoting it", () => {
    expect(readFeed("<!doctype html><title>Log in</title>", TODAY)).toEqual({ ok: false, error: "the answer is not an iCalendar file" });
    expect(readFeed("", TODAY)).toMatchObject({ ok: false });
    const broken = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY Reserved - Asha Menon\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n";
    const reading = readFeed(broken, TODAY);
    expect(reading).toEqual({ ok: false, error: "the iCalendar file is malformed and could not be read" });
    const many = Array.from({ length: MAX_EVENTS_PER_FEED + 1 }, (_, i) => [
      `UID:e${i}`,
      "DTSTART;VALUE=DATE:20270301",
      "DTEND;VALUE=DATE:20270302",
    ]);
    expect(readFeed(calendar(...many), TODAY)).toEqual({
      ok: false,
      error: `the feed has more than ${MAX_EVENTS_PER_FEED} current events`,
    });
  });

  it("reads lines folded at 75 octets", () => {
    const line = `DESCRIPTION:${"Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMQ4Z8K2XW ".repeat(3)}`;
    expect(
      foldLine(line)
        .split("\r\n")
        .every((part) => new TextEncoder().encode(part).length <= 75),
    ).toBe(true);
    const text = calendar([foldLine(line), "UID:folded", "DTSTART;VALUE=DATE:20270301", "DTEND;VALUE=DATE:20270302"]);
    expect(readFeed(text, TODAY)).toMatchObject({ ok: true, events: [{ uid: "folded" }] });
  });
});
