import { describe, expect, it } from "vitest";
import { guestBookingPageText } from "./guest-booking-copy";

const facts = {
  checkIn: "2027-01-05",
  checkOut: "2027-01-08",
  lines: [{ startDate: "2027-01-05", endDate: "2027-01-08", dates: "Jan 05 - Jan 08, 2027", nights: 3, guests: 1 }],
  refundIfCancelledNow: 1_545_000,
  guestRefundPaise: 0,
  arrivalEditableUntilText: "3. Jan. 2027, 00:00 Uhr IST",
} as const;

describe("guestBookingPageText", () => {
  it("writes the English page's sentences as they were", () => {
    const text = guestBookingPageText({ ...facts, arrivalEditableUntilText: "3 Jan 2027, 00:00 IST" }, "en");
    expect(text.stayDates).toBe("Jan 05, 2027 to Jan 08, 2027");
    expect(text.lines).toEqual([{ dates: "Jan 05 - Jan 08, 2027", nights: "3 nights", guests: "1 guest" }]);
    expect(text.cancelNowOutcome).toBe("₹15,450 refunded");
    expect(text.cancelButton).toBe("Cancel and refund ₹15,450");
    expect(text.cancelled).toBe("You cancelled this booking. Nothing was refunded under its policy.");
  });

  it("writes the German with German amounts, dates, counts and the deadline as given", () => {
    const text = guestBookingPageText(facts, "de");
    expect(text.stayDates).toBe("5. Jan. – 8. Jan. 2027");
    expect(text.lines).toEqual([{ dates: "5. Jan. – 8. Jan. 2027", nights: "3 Nächte", guests: "1 Gast" }]);
    expect(text.cancelNowOutcome).toBe("15.450\u00a0₹ Erstattung");
    expect(text.cancelDialog).toContain("Wir erstatten 15.450\u00a0₹");
    expect(text.arrivalIntro).toContain("Bis 3. Jan. 2027, 00:00 Uhr IST");
    expect(guestBookingPageText({ ...facts, refundIfCancelledNow: 0 }, "de").cancelButton).toBe("Ohne Erstattung stornieren");
  });
});
