import { describe, expect, it } from "vitest";
import { ageSince } from "./channel-calendars";

describe("ageSince", () => {
  const now = "2026-11-25T12:00:00.000Z";
  it("says how long ago a feed was read, in the unit a desk reads at a glance", () => {
    expect(ageSince("2026-11-25T11:59:30.000Z", now)).toBe("just now");
    expect(ageSince("2026-11-25T11:45:00.000Z", now)).toBe("15 min ago");
    expect(ageSince("2026-11-25T06:00:00.000Z", now)).toBe("6 h ago");
    expect(ageSince("2026-11-24T00:00:00.000Z", now)).toBe("36 h ago");
    expect(ageSince("2026-11-22T12:00:00.000Z", now)).toBe("3 days ago");
    expect(ageSince("not a time", now)).toBe("");
  });
});
