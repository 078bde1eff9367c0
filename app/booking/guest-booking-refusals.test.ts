import { describe, expect, it } from "vitest";
import { GUEST_CANCEL_REFUSALS, guestCancelRefusal } from "~/domain/booking/guest-booking";
import { localizedFieldErrors, localizedRefusal } from "./guest-booking-refusals";

const generic = localizedRefusal("a sentence the page does not know", "de");

describe("localizedRefusal", () => {
  it("gives the English as it is on an English page", () => {
    expect(localizedRefusal("This booking is cancelled.", "en")).toBe("This booking is cancelled.");
  });

  it("has the German of every reason the guest cannot cancel, the same words the German page shows", () => {
    for (const [reason, english] of Object.entries(GUEST_CANCEL_REFUSALS.en)) {
      expect(localizedRefusal(english, "de")).toBe(GUEST_CANCEL_REFUSALS.de[reason as keyof typeof GUEST_CANCEL_REFUSALS.de]);
    }
    const begun = guestCancelRefusal({ status: "paid", resortConfirmation: null, cancelledBy: null }, "2027-01-05", "2027-01-05");
    expect(localizedRefusal(begun as string, "de")).toBe("Ihr Aufenthalt hat begonnen: Bitte wenden Sie sich an die Rezeption.");
  });

  it("writes the refusals that carry figures in German, dates in the German form", () => {
    expect(localizedRefusal("Your arrival should fall between 2027-01-02 and 2027-01-08, around your stay.", "de")).toBe(
      "Ihre Ankunft sollte zwischen dem 2. Jan. 2027 und dem 8. Jan. 2027 liegen, rund um Ihren Aufenthalt.",
    );
    expect(localizedRefusal("This booking is partially refunded: there is no balance to pay.", "de")).toBe(
      "Für diese Buchung ist kein Restbetrag zu bezahlen.",
    );
    expect(localizedRefusal("₹0.50 is too little to pay online: please settle it at the resort.", "de")).toMatch(/im Resort/);
  });

  it("falls back to a German sentence, never to English", () => {
    expect(generic).toMatch(/^Das hat leider nicht geklappt/);
  });
});

describe("localizedFieldErrors", () => {
  it("puts each field's messages in German, the change request's dates included", () => {
    expect(
      localizedFieldErrors(
        { checkOut: ["Check-out must be after check-in"], flightNumber: ["Please enter a flight number such as AI 937"] },
        "de",
      ),
    ).toEqual({ checkOut: ["Die Abreise muss nach der Anreise liegen"], flightNumber: ["Bitte geben Sie eine Flugnummer wie AI 937 ein"] });
  });

  it("leaves them as they are in English", () => {
    const errors = { note: ["Note must be at most 1000 characters"] };
    expect(localizedFieldErrors(errors, "en")).toBe(errors);
  });
});
