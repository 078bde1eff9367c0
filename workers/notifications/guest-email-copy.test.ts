import { describe, expect, it } from "vitest";
import { site } from "~/catalogue/site";
import type { BookingLineView, BookingView } from "~/domain/booking/booking-view";
import { bookingCancellationPolicy, CANCELLATION_POLICY } from "~/domain/booking/cancellation-policy";
import { cartTotalsByCurrency } from "~/domain/money/money";
import { GUEST_EMAIL_COPY, type GuestMessageKind, germanOfficeHours } from "./guest-email-copy";
import { renderGuestEmail } from "./guest-email";
import { resortNoticePayload } from "./resort-notice";

const NBSP = "\u00a0";

function line(partial: Partial<BookingLineView> & Pick<BookingLineView, "kind" | "name" | "price" | "guests" | "nights">): BookingLineView {
  return {
    productId: partial.name.toLowerCase(),
    description: "",
    startDate: "2027-02-01",
    endDate: "2027-02-04",
    dates: "Feb 01 - Feb 04, 2027",
    currency: "EUR",
    unitRate: partial.price,
    quantity: 1,
    lineTotal: partial.price * (partial.quantity ?? 1),
    ...partial,
  };
}

// A room for three nights (€570) and a retreat for two (€1,900): deposit 20% = €494 = ₹50,882.
const lines = [
  line({ kind: "room", name: "Tranquility", price: 570, guests: 2, nights: 3 }),
  line({
    kind: "retreat",
    name: "7-Day Yoga & Ayurveda",
    price: 1900,
    guests: 1,
    nights: 7,
    startDate: "2027-03-01",
    endDate: "2027-03-08",
  }),
];

function booking(locale: BookingView["locale"], extra: Partial<BookingView> = {}): BookingView {
  return {
    orderId: "order_TestOrder0001",
    paymentId: "pay_T0000000001",
    status: "paid",
    mode: "live",
    source: "online",
    guest: { name: "Jana Fischer", email: "jana@example.de" },
    locale,
    lines,
    depositPercent: 20,
    totals: cartTotalsByCurrency(lines, 20),
    depositsReceived: [],
    charged: { amount: 50_882, amountPaise: 5_088_200, currency: "INR" },
    refunded: { amount: 0, amountPaise: 0 },
    resortConfirmation: null,
    cancellationPolicy: bookingCancellationPolicy(CANCELLATION_POLICY, {
      checkIn: "2027-02-01",
      depositPaidAt: "2026-11-22T10:05:00.000Z",
    }),
    createdAt: "2026-11-22T10:00:00.000Z",
    paidAt: "2026-11-22T10:05:00.000Z",
    ...extra,
  };
}

const KINDS = Object.keys(GUEST_EMAIL_COPY.en.kinds) as GuestMessageKind[];
const paidAt = new Date("2026-11-22T10:05:00.000Z");
const options = {
  siteUrl: "https://stay.example",
  now: paidAt,
  refund: { amountPaise: 1_030_000 },
  balance: { amountPaise: 6_180_000, bookingPageUrl: "https://stay.example/de/my-booking/order_TestOrder0001.abc" },
};

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    // Not \s: the no-break spaces of German amounts are part of what is checked.
    .replace(/[ \t\r\n]+/g, " ");

/** Every sentence and label an English e-mail of this kind is made of (but 'Status', German too). */
function englishWords(kind: GuestMessageKind): string[] {
  const sameInGerman = new Set(Object.values(GUEST_EMAIL_COPY.de.labels));
  const en = renderGuestEmail(booking("en"), kind, options);
  const copy = GUEST_EMAIL_COPY.en;
  return [
    ...Object.values(copy.labels),
    ...Object.values(copy.links),
    copy.sandboxNote,
    copy.cancellation.noRefundAfter,
    ...copy.nextSteps(false).flatMap((step) => [step.title, step.text]),
    ...en.text.split("\n").filter((text) => /[a-z]{4,} [a-z]{3,}/.test(text) && !text.includes(site.name) && !text.includes("http")),
  ].filter((words) => !sameInGerman.has(words));
}

describe("a German booking's e-mails", () => {
  it.each(KINDS)("%s: no English sentence or label, in the subject, the HTML or the text", (kind) => {
    const email = renderGuestEmail(booking("de"), kind, options);
    for (const body of [email.subject, textOf(email.html), email.text]) {
      for (const english of englishWords(kind)) expect(body).not.toContain(english);
      // The paths of links are the site's own ('/de/my-booking/…'), not words of the message.
      expect(body.replace(/https?:\/\/\S+/g, "")).not.toMatch(/\b(Dear|your|order|refund|booking|balance|deposit)\b/i);
    }
    expect(email.html).toContain('<html lang="de">');
  });

  it("the confirmation greets, thanks and sums up in German, with German amounts and dates", () => {
    const email = renderGuestEmail(booking("de"), "confirmation", { siteUrl: "https://stay.example", now: paidAt });
    expect(email.subject).toBe("Kaivalya Ayurveda Retreat: Ihre Buchung ist bestätigt (Buchungsnummer order_TestOrder0001)");
    for (const body of [textOf(email.html), email.text]) {
      expect(body).toContain("Guten Tag, Jana Fischer,");
      expect(body).toContain(`Ihre Anzahlung von 50.882${NBSP}₹ ist bei uns eingegangen`);
      expect(body).toContain("1. Feb. – 4. Feb. 2027");
      expect(body).toContain("1. März – 8. März 2027");
      expect(body).toContain("3 Nächte");
      expect(body).toContain("2 Gäste");
      expect(body).toContain("1 Gast");
      expect(body).toContain("Zimmer");
      expect(body).toContain("7-Day Yoga & Ayurveda");
      expect(body).toContain(`2.470${NBSP}€`);
      expect(body).toContain(`Anzahlung geleistet (20${NBSP}%)`);
      expect(body).toContain(`494${NBSP}€`);
      expect(body).toMatch(new RegExp(`Restbetrag bei Ankunft:? 1.976${NBSP}€`));
      expect(body).toContain("Bestätigt");
      expect(body).toContain("Bürozeiten (indische Zeit): Mo–Fr 9:00–18:00 Uhr, Sa 10:00–16:00 Uhr, So geschlossen");
    }
    expect(email.text).toContain("IHRE BUCHUNG");
    expect(email.text).toContain("SO GEHT ES WEITER");
  });

  it("gives the booking's deadlines in India and the policy's terms in German", () => {
    const email = renderGuestEmail(booking("de"), "confirmation", { now: paidAt });
    expect(email.html).toContain("Stornierungsbedingungen");
    expect(email.text).toContain("STORNIERUNGSBEDINGUNGEN");
    for (const body of [textOf(email.html), email.text]) {
      expect(body).toContain("Volle Erstattung bis 2. Jan. 2027, 23:59 Uhr (IST)");
      expect(body).toContain("Erstattung der Hälfte bis 18. Jan. 2027, 23:59 Uhr (IST)");
      expect(body).toContain("Danach ist keine Erstattung mehr möglich.");
      expect(body).toContain(
        "Volle Erstattung, wenn Sie innerhalb von 72 Stunden nach Ihrer Anzahlung stornieren und die Anreise dann noch mindestens 14 Tage entfernt ist.",
      );
      expect(body).toContain("Stornierung 30 Tage oder mehr vor der Anreise: volle Erstattung.");
      expect(body).toContain("Stornierung 14 bis 29 Tage vor der Anreise: Erstattung der Hälfte.");
      expect(body).toContain("Weniger als 14 Tage vor der Anreise: keine Erstattung.");
    }
    const late = renderGuestEmail(booking("de"), "confirmation", { now: new Date("2027-01-20T00:00:00.000Z") });
    expect(late.text).toContain("Die Fristen für eine Erstattung sind für diese Reisedaten abgelaufen.");
  });

  it("links the German pages: the booking page, the confirmation page, the contact page and the site", () => {
    const page = "https://stay.example/de/my-booking/order_TestOrder0001.abc";
    expect(renderGuestEmail(booking("de"), "confirmation", { siteUrl: "https://stay.example", guestLinkUrl: page }).text).toContain(
      `Buchung verwalten: ${page}`,
    );
    const withoutPage = renderGuestEmail(booking("de"), "confirmation", { siteUrl: "https://stay.example" });
    expect(withoutPage.text).toContain(
      "Buchung ansehen: https://stay.example/de/booking-confirmation?payment_id=pay_T0000000001&order_id=order_TestOrder0001",
    );
    expect(withoutPage.html).toContain('href="https://stay.example/de"');
    const recorded = renderGuestEmail(
      booking("de", { source: "phone", paymentId: null, depositPercent: 0, depositsReceived: [{ amount: 15_000, currency: "INR" }] }),
      "confirmation",
      { siteUrl: "https://stay.example" },
    );
    expect(recorded.text).toContain("Resort kontaktieren: https://stay.example/de/contact");
    expect(recorded.text).toContain(`Ihre Anzahlung von 15.000${NBSP}₹ ist bei uns eingegangen`);
  });

  it("a refund and a cancellation by the resort say what is refunded, in German figures", () => {
    const refund = renderGuestEmail(booking("de", { status: "partially_refunded" }), "refund", { refund: { amountPaise: 1_030_000 } });
    expect(refund.subject).toBe(
      `Kaivalya Ayurveda Retreat: Ihre Erstattung von 10.300${NBSP}₹ ist unterwegs (Buchungsnummer order_TestOrder0001)`,
    );
    expect(refund.text).toContain(
      `wir haben Ihnen 10.300${NBSP}₹ (etwa 100${NBSP}€) auf das Zahlungsmittel erstattet, mit dem Sie bezahlt haben; die Gutschrift erreicht Sie innerhalb von 5 bis 7 Werktagen.`,
    );
    expect(refund.text).toContain("Status: Teilweise erstattet");
    const cancelled = renderGuestEmail(booking("de", { status: "cancelled" }), "resort_cancelled", { refund: null });
    expect(cancelled.text).toContain("Wir mussten Ihre Buchung stornieren.");
    expect(cancelled.text).toContain(`schreiben Sie uns gern an ${site.email}`);
    expect(cancelled.text).not.toMatch(/Erstattung:/);
  });

  it("greets as a German letter does and goes on after the salutation's comma in lower case", () => {
    /** The salutation and the paragraph after it, from the text part. */
    const opening = (text: string) => {
      const lines = text.split("\n");
      const at = lines.findIndex((l) => l.startsWith("Guten Tag"));
      return [lines[at], lines[at + 2] ?? ""] as const;
    };
    // A noun or the polite forms keep their capital.
    const goesOn = /^([a-zäöü]|(Ihr|Ihre|Ihnen|Sie)\b)/;
    for (const kind of KINDS) {
      for (const refund of [{ amountPaise: 1_030_000 }, null]) {
        const [greeting, first] = opening(renderGuestEmail(booking("de"), kind, { ...options, refund }).text);
        expect(greeting, kind).toBe("Guten Tag, Jana Fischer,");
        expect(first, `${kind}: ${first}`).toMatch(goesOn);
      }
    }
    const copy = GUEST_EMAIL_COPY.de;
    expect(copy.greeting(undefined)).toBe("Guten Tag,");
    for (const paragraphs of [
      copy.recordedConfirmation({ received: `1.000${NBSP}€`, orderId: "order_A" }).paragraphs,
      copy.recordedConfirmation({ received: "", orderId: "order_A" }).paragraphs,
      copy.guestCancelled({ orderId: "order_A", refund: null }).paragraphs,
    ]) {
      expect(paragraphs[0]).toMatch(goesOn);
    }
  });

  it("an English booking's e-mail stays English", () => {
    const email = renderGuestEmail(booking("en"), "confirmation", { now: paidAt });
    expect(email.subject).toBe("Kaivalya Ayurveda Retreat: your booking is confirmed (order order_TestOrder0001)");
    expect(email.html).toContain('<html lang="en">');
    expect(email.text).toContain("Dear Jana Fischer,");
    expect(email.text).not.toMatch(/Ihre|Buchung|Anzahlung/);
  });
});

describe("the resort's notice about a German guest's booking", () => {
  it("stays English and names the guest's language", () => {
    const notice = resortNoticePayload(booking("de"), "+49 30 1234567", "paid");
    expect(notice._subject).toBe("Booking paid: deposit received (order order_TestOrder0001)");
    expect(notice.guestLanguage).toBe("German");
    expect(notice.fullValue).toBe("€2,470");
    expect(resortNoticePayload(booking("en"), "", "paid").guestLanguage).toBe("English");
  });
});

describe("germanOfficeHours", () => {
  it("writes the site's office hours as Germans do", () => {
    expect(germanOfficeHours(site.officeHours)).toEqual(["Mo–Fr 9:00–18:00 Uhr", "Sa 10:00–16:00 Uhr", "So geschlossen"]);
    expect(germanOfficeHours([{ days: "Sun", hours: "12:30 PM-12:00 AM IST" }])).toEqual(["So 12:30–0:00 Uhr"]);
  });

  it("refuses hours it cannot read rather than write them wrongly", () => {
    expect(() => germanOfficeHours([{ days: "Mon-Fri", hours: "9-18" }])).toThrow(RangeError);
    expect(() => germanOfficeHours([{ days: "Weekdays", hours: "Closed" }])).toThrow(RangeError);
  });
});
