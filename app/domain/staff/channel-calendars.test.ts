import { describe, expect, it } from "vitest";
import { channelFeedInputSchema, feedUrlProblem } from "./channel-calendars";

const remote = { siteOnLoopback: false };
const local = { siteOnLoopback: true };

describe("a channel calendar's URL", () => {
  it("must be https", () => {
    expect(feedUrlProblem("https://www.airbnb.com/calendar/ical/123.ics?s=abc", remote)).toBeNull();
    expect(feedUrlProblem("http://www.airbnb.com/calendar/ical/123.ics", remote)).toBe("The calendar's address must start with https://.");
    expect(feedUrlProblem("webcal://example.com/cal.ics", remote)).toBe("Enter the calendar's full address, starting with https://.");
    expect(feedUrlProblem("airbnb.com/calendar", remote)).toBe("Enter the calendar's full address, starting with https://.");
  });

  it("may be plain http only on this machine while the site runs here too", () => {
    expect(feedUrlProblem("http://127.0.0.1:8790/airbnb.ics", local)).toBeNull();
    expect(feedUrlProblem("http://localhost:8790/airbnb.ics", local)).toBeNull();
    expect(feedUrlProblem("http://[::1]:8790/airbnb.ics", local)).toBeNull();
    expect(feedUrlProblem("http://127.0.0.1:8790/airbnb.ics", remote)).not.toBeNull();
    expect(feedUrlProblem("http://calendar.example.com/airbnb.ics", local)).not.toBeNull();
    expect(feedUrlProblem("http://127.0.0.1.example.com/airbnb.ics", local)).not.toBeNull();
  });
});

describe("the input", () => {
  it("trims the label and stores the URL as the parser writes it", () => {
    expect(channelFeedInputSchema(remote).parse({ label: "  Airbnb ", url: " HTTPS://WWW.Airbnb.com/calendar/ical/1.ics " })).toEqual({
      label: "Airbnb",
      url: "https://www.airbnb.com/calendar/ical/1.ics",
    });
  });

  it("refuses a missing or long label, a missing URL and unknown fields, with a message each", () => {
    const schema = channelFeedInputSchema(remote);
    const messages = (value: unknown) => schema.safeParse(value).error?.issues.map((issue) => issue.message);
    expect(messages({ label: " ", url: "https://a.example/cal.ics" })).toEqual(["Give the calendar a name, e.g. Airbnb."]);
    expect(messages({ label: "x".repeat(61), url: "https://a.example/cal.ics" })).toEqual(["Keep the name to 60 characters."]);
    expect(messages({ label: "Airbnb" })).toEqual(["Paste the calendar's address from the channel."]);
    expect(messages({ label: "Airbnb", url: "not a url" })).toEqual(["Enter the calendar's full address, starting with https://."]);
    expect(messages({ label: "Airbnb", url: `https://a.example/${"x".repeat(2000)}` })).toEqual([
      "The calendar's address is longer than 2000 characters.",
    ]);
    expect(schema.safeParse({ label: "Airbnb", url: "https://a.example/cal.ics", extra: 1 }).success).toBe(false);
  });
});
