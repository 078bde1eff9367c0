import { describe, expect, it } from "vitest";
import { feedUrlProblem } from "./feed-url";

describe("feedUrlProblem", () => {
  it("accepts https feeds anywhere", () => {
    expect(feedUrlProblem("https://www.airbnb.com/calendar/ical/12345.ics?s=abc", false)).toBeNull();
    expect(feedUrlProblem("https://admin.booking.com/hotel/hoteladmin/ical.html?t=abc", true)).toBeNull();
  });

  it("accepts plain http only for a loopback feed while the Worker is on loopback", () => {
    expect(feedUrlProblem("http://127.0.0.1:8788/airbnb/room.ics", true)).toBeNull();
    expect(feedUrlProblem("http://localhost:8788/room.ics", true)).toBeNull();
    expect(feedUrlProblem("http://127.0.0.1:8788/airbnb/room.ics", false)).toBe("the feed URL must use https");
    expect(feedUrlProblem("http://www.airbnb.com/calendar/ical/12345.ics", true)).toBe("the feed URL must use https");
  });

  it("refuses other schemes, credentials and non-URLs without quoting them", () => {
    expect(feedUrlProblem("ftp://example.com/cal.ics", true)).toBe("the feed URL must use https");
    expect(feedUrlProblem("webcal://example.com/cal.ics", true)).toBe("the feed URL must use https");
    expect(feedUrlProblem("https://user:secret@example.com/cal.ics", false)).toBe("the feed URL must not carry a user name or password");
    expect(feedUrlProblem("not a url secret-token", false)).toBe("the feed URL is not a URL");
  });
});
