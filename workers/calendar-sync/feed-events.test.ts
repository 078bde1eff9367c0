import { describe, expect, it } from "vitest";
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
    const text = [
      "BEGIN:VCALENDAR",
      "PRODID:-//Airbnb Inc//Hosting Calendar 1.0//EN",
      "CALSCALE:GREGORIAN",
      "VERSION:2.0",
      "BEGIN:VEVENT",
      "DTEND;VALUE=DATE:20270113",
      "DTSTART;VALUE=DATE:20270110",
      "UID:1418fb94e984-8c2d4b1f2a7e6d5c3b9a0f1e2d3c4b5a@airbnb.com",
      "DESCRIPTION:Reservation URL: https://www.airbnb.com/hosting/reservations/details/HMQ4Z8K2XW\\nPhone Numb",
      " er (Last 4 Digits): 2345",
      "SUMMARY:Reserved",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "DTEND;VALUE=DATE:20270201",
      "DTSTART;VALUE=DATE:20270125",
      "UID:7f5f3e8d0b2a-1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f@airbnb.com",
      "SUMMARY:Airbnb (Not available)",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    expect(readFeed(text, TODAY)).toEqual({
      ok: true,
      skipped: 0,
      events: [
        { uid: "1418fb94e984-8c2d4b1f2a7e6d5c3b9a0f1e2d3c4b5a@airbnb.com", from: "2027-01-10", to: "2027-01-13" },
        { uid: "7f5f3e8d0b2a-1c2d3e4f5a6b7c8d9e0f1a2b3c4d5e6f@airbnb.com", from: "2027-01-25", to: "2027-02-01" },
      ],
    });
  });

  it("reads Booking.com's 'CLOSED - Not available' and Vrbo's reservations and blocks alike", () => {
    const booking = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//admin.booking.com//EN",
      "METHOD:PUBLISH",
      "CALSCALE:GREGORIAN",
      "BEGIN:VEVENT",
      "UID:5f0e3d2c1b0a99887766554433221100@booking.com",
      "DTSTAMP:20261125T061500Z",
      "DTSTART;VALUE=DATE:20270301",
      "DTEND;VALUE=DATE:20270302",
      "SUMMARY:CLOSED - Not available",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const vrbo = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//HomeAway.com, Inc.//EN",
      "CALSCALE:GREGORIAN",
      "BEGIN:VEVENT",
      "UID:3b1d2f4a-5c6e-4d7f-8a9b-0c1d2e3f4a5b",
      "DTSTAMP:20261125T061500Z",
      "DTSTART;VALUE=DATE:20270305",
      "DTEND;VALUE=DATE:20270309",
      "SUMMARY:Reserved - Asha",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:9e8d7c6b-5a4f-4e3d-2c1b-0a9f8e7d6c5b",
      "DTSTAMP:20261125T061500Z",
      "DTSTART;VALUE=DATE:20270310",
      "DTEND;VALUE=DATE:20270311",
      "SUMMARY:Blocked",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const dates = (text: string) => {
      const reading = readFeed(text, TODAY);
      return reading.ok && reading.events.map((e) => [e.from, e.to]);
    };
    expect(dates(booking)).toEqual([["2027-03-01", "2027-03-02"]]);
    expect(dates(vrbo)).toEqual([
      ["2027-03-05", "2027-03-09"],
      ["2027-03-10", "2027-03-11"],
    ]);
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
    const text = calendar(
      ["UID:cancelled", "DTSTART;VALUE=DATE:20270201", "DTEND;VALUE=DATE:20270204", "STATUS:CANCELLED"],
      ["UID:past", "DTSTART;VALUE=DATE:20261220", "DTEND;VALUE=DATE:20270101"],
      ["UID:current", "DTSTART;VALUE=DATE:20261230", "DTEND;VALUE=DATE:20270102"],
    );
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
});
