import { describe, expect, it } from "vitest";
import { settingsProblems } from "./settings-problems";

const calendars = { CALENDAR_FEED_SECRET: "a-calendar-feed-secret-of-32-characters" };
const live = {
  PAYMENTS_MODE: "live",
  RAZORPAY_KEY_ID: "rzp_live_x",
  RAZORPAY_KEY_SECRET: "s",
  RAZORPAY_WEBHOOK_SECRET: "w",
  GUEST_LINK_SECRET: "a-guest-link-secret-of-32-characters-or-more",
  ...calendars,
};
const problems = (env: Record<string, unknown>, url = "https://www.kaivalyaretreat.com/admin") =>
  settingsProblems(env as unknown as Env, new URL(url));

describe("settingsProblems", () => {
  it("has nothing to fix in a complete live setup, or in the sandbox on this machine", () => {
    expect(problems(live)).toEqual([]);
    expect(problems({ PAYMENTS_MODE: "sandbox" }, "http://127.0.0.1:8788/admin")).toEqual([]);
    expect(
      problems(
        { PAYMENTS_MODE: "sandbox", SANDBOX_ALLOWED_HOSTS: "preview.example.dev", ...calendars },
        "https://preview.example.dev/admin",
      ),
    ).toEqual([]);
  });

  it("names the payment setting that is missing or wrong", () => {
    expect(problems({ ...live, RAZORPAY_KEY_SECRET: "" })).toEqual([
      "Online payments are off: Live payments need RAZORPAY_KEY_SECRET, which is not set.",
    ]);
    expect(problems({ GUEST_LINK_SECRET: live.GUEST_LINK_SECRET, ...calendars })).toEqual([
      "Online payments are off: PAYMENTS_MODE is not set (expected 'sandbox' or 'live').",
    ]);
  });

  it("says when the sandbox runs on a host where it may not answer", () => {
    expect(problems({ PAYMENTS_MODE: "sandbox", ...calendars }, "https://preview.example.dev/admin")).toEqual([
      expect.stringMatching(/^Online payments are off: .*SANDBOX_ALLOWED_HOSTS.* preview\.example\.dev is neither\.$/),
    ]);
  });

  it("names a form setting that turns forwarding off", () => {
    expect(problems({ ...live, FORMSPREE_CONTACT_FORM: "not a form id!" })).toEqual([
      expect.stringMatching(/^Form submissions are stored but not forwarded to Formspree: [\s\S]*FORMSPREE_CONTACT_FORM/),
    ]);
  });

  it("names a guest-link secret missing or too short in live mode", () => {
    expect(problems({ ...live, GUEST_LINK_SECRET: undefined })).toEqual([
      "Guests' booking-page links are off: GUEST_LINK_SECRET is not set.",
    ]);
    expect(problems({ ...live, GUEST_LINK_SECRET: "short" })).toEqual([
      "Guests' booking-page links are off: GUEST_LINK_SECRET is shorter than 32 characters.",
    ]);
  });

  it("says when the calendar exports have no secret, except on this machine, where a stand-in serves", () => {
    const { CALENDAR_FEED_SECRET: _, ...withoutSecret } = live;
    expect(problems(withoutSecret)).toEqual([
      "The rooms' calendar exports for the booking channels are off: CALENDAR_FEED_SECRET is not set.",
    ]);
    expect(problems({ ...withoutSecret, CALENDAR_FEED_SECRET: "too short" })).toEqual([
      "The rooms' calendar exports for the booking channels are off: CALENDAR_FEED_SECRET is shorter than 32 characters.",
    ]);
    expect(problems(withoutSecret, "http://localhost:5173/admin")).toEqual([]);
  });
});
