import { describe, expect, it } from "vitest";
import type { BookingLineView, BookingView } from "~/domain/booking/booking-view";
import { bookingCancellationPolicy, CANCELLATION_POLICY } from "~/domain/booking/cancellation-policy";
import { cartTotalsByCurrency } from "~/domain/money/money";
import { renderGuestEmail } from "./guest-email";
import { resortNoticePayload } from "./resort-notice";

function line(partial: Partial<BookingLineView> & Pick<BookingLineView, "kind" | "name" | "price" | "guests" | "nights">): BookingLineView {
  const quantity = partial.quantity ?? 1;
  return {
    productId: partial.kind === "custom" ? "custom" : partial.name.toLowerCase(),
    description: "",
    startDate: "2027-02-01",
    endDate: "2027-02-04",
    dates: "Feb 01 - Feb 04, 2027",
    currency: "EUR",
    unitRate: partial.price,
    quantity,
    lineTotal: partial.price * quantity,
    ...partial,
  };
}

function booking(lines: BookingLineView[], chargedInr: number, extra: Partial<BookingView> = {}): BookingView {
  return {
    orderId: "order_TestOrder0001",
    paymentId: "pay_TestPayment001",
    status: "paid",
    mode: "live",
    source: "online",
    guest: { name: "Asha Menon", email: "asha@example.com" },
    locale: "en",
    lines,
    depositPercent: 20,
    totals: cartTotalsByCurrency(lines, 20),
    depositsReceived: [],
    charged: { amount: chargedInr, amountPaise: chargedInr * 100, currency: "INR" },
    refunded: { amount: 0, amountPaise: 0 },
    resortConfirmation: lines.some((l) => l.kind === "custom") ? "awaiting" : null,
    cancellationPolicy: bookingCancellationPolicy(CANCELLATION_POLICY, {
      checkIn: lines[0]?.startDate ?? "2027-02-01",
      depositPaidAt: "2026-11-22T10:05:00.000Z",
    }),
    createdAt: "2026-11-22T10:00:00.000Z",
    paidAt: "2026-11-22T10:05:00.000Z",
    ...extra,
  };
}

// A room for three nights (€570) and a retreat for two (€1,900): deposit 20% = €494 = ₹50,882.
const stay = booking(
  [
    line({ kind: "room", name: "Tranquility", price: 570, unitRate: 190, guests: 2, nights: 3 }),
    line({
      kind: "retreat",
      name: "7-Day Yoga & Ayurveda",
      price: 1900,
      unitRate: 950,
      guests: 2,
      nights: 6,
      dates: "Mar 01 - Mar 08, 2027",
    }),
  ],
  50_882,
);

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

describe("the guest confirmation e-mail", () => {
  const email = renderGuestEmail(stay, "confirmation", { siteUrl: "https://stay.example" });
  const html = textOf(email.html);

  it("states the same figures in the HTML and the plain text", () => {
    for (const body of [html, email.text]) {
      expect(body).toContain("Tranquility");
      expect(body).toContain("Feb 01 - Feb 04, 2027");
      expect(body).toContain("3 nights");
      expect(body).toContain("7-Day Yoga & Ayurveda");
      expect(body).toContain("Mar 01 - Mar 08, 2027");
      expect(body).toContain("2 guests");
      expect(body).toContain("Full value");
      expect(body).toContain("€2,470");
      expect(body).toContain("Deposit paid (20%)");
      expect(body).toContain("₹50,882");
      expect(body).toContain("€494");
      expect(body).toMatch(/Balance due on arrival:? €1,976/);
      expect(body).toContain("pay_TestPayment001");
      expect(body).toContain("order_TestOrder0001");
    }
  });

  it("says what happens next, links the booking's confirmation page and gives the resort's contact details", () => {
    const link = "https://stay.example/booking-confirmation?payment_id=pay_TestPayment001&order_id=order_TestOrder0001";
    expect(email.html).toContain(`href="${link.replace(/&/g, "&amp;")}"`);
    expect(email.text).toContain(link);
    for (const body of [html, email.text]) {
      expect(body).toContain("Check your email");
      expect(body).toContain("Our team will contact you within 24 hours");
      expect(body).toContain("Prepare for your journey");
      expect(body).toContain("stay@kaivalyaretreat.com");
      expect(body).toContain("+91 471 248 0108");
      expect(body).toContain("Kaivalya Ayurveda Retreat");
      expect(body).toContain("Confirmed");
    }
    expect(email.html).toContain('src="https://stay.example/apple-touch-icon.png"');
    expect(email.subject).toBe("Kaivalya Ayurveda Retreat: your booking is confirmed (order order_TestOrder0001)");
  });

  it("links the guest's own booking page instead, in the HTML and the text, when it has one", () => {
    const page = "https://stay.example/my-booking/order_TestOrder0001.Nndejn9sDi8A5EYjEm5a5U-cTiUg71PvXgwL5QNg4ac";
    const linked = renderGuestEmail(stay, "confirmation", { siteUrl: "https://stay.example", guestLinkUrl: page });
    expect(linked.html).toContain(`href="${page}"`);
    expect(linked.text).toContain(`Manage your booking: ${page}`);
    expect(linked.html).not.toContain("booking-confirmation?");
  });

  it("escapes what the guest typed", () => {
    const custom = renderGuestEmail(
      booking([line({ kind: "custom", name: "<script>alert(1)</script> retreat", price: 500, guests: 1, nights: 5 })], 10_300),
      "confirmation",
    );
    expect(custom.html).not.toContain("<script>");
    expect(custom.html).toContain("&lt;script&gt;");
  });
});

describe("the confirmation of a booking staff recorded", () => {
  // Agreed by phone at ₹60,000 for a room, ₹15,000 received by UPI: nothing was charged online.
  const roomLine = line({ kind: "room", name: "Tranquility", price: 60_000, unitRate: 20_000, guests: 2, nights: 3, currency: "INR" });
  const recorded = (deposits: BookingView["depositsReceived"]) =>
    booking([roomLine], 0, {
      orderId: "rec_0123456789abcdef0123456789ab",
      paymentId: null,
      source: "phone",
      depositPercent: 0,
      depositsReceived: deposits,
      totals: [{ currency: "INR", total: 60_000, deposit: deposits[0]?.amount ?? 0, balance: 60_000 - (deposits[0]?.amount ?? 0) }],
    });

  it("says what the resort received and what is due on arrival, never a payment online", () => {
    const email = renderGuestEmail(recorded([{ amount: 15_000, currency: "INR" }]), "confirmation", { siteUrl: "https://stay.example" });
    for (const body of [textOf(email.html), email.text]) {
      expect(body).toContain("Your booking is confirmed");
      expect(body).toMatch(/Deposit received:? ₹15,000/);
      expect(body).toMatch(/Balance due on arrival:? ₹45,000/);
      expect(body).toContain("We have received your deposit of ₹15,000");
      expect(body).not.toContain("₹0");
      expect(body).not.toContain("Deposit paid");
    }
    expect(email.text).toContain("Contact the resort: https://stay.example/contact");
    expect(email.text).not.toContain("booking-confirmation");
  });

  it("says the whole amount is due on arrival when no deposit was taken", () => {
    const email = renderGuestEmail(recorded([]), "confirmation");
    expect(email.text).toContain("the full amount is due on arrival");
    expect(email.text).toMatch(/Balance due on arrival:? ₹60,000/);
  });
});

describe("a custom retreat's e-mail", () => {
  const custom = booking(
    [line({ kind: "custom", name: "Family Panchakarma week", price: 1000, currency: "USD", guests: 1, nights: 5 })],
    16_600, // 20% of $1,000 at 83 per USD
  );
  const email = renderGuestEmail(custom, "confirmation");

  it("says the team will confirm within 24 hours, and never that the stay is confirmed", () => {
    for (const body of [textOf(email.html), email.text]) {
      expect(body).toContain("Our team will confirm your custom retreat within 24 hours.");
      expect(body).toContain("Awaiting the resort's confirmation");
      expect(body).not.toContain("Your booking is confirmed");
      expect(body).toContain("₹16,600");
      expect(body).toContain("$1,000");
      expect(body).toMatch(/Balance due on arrival:? \$800/);
      // ₹16,600 at 103 per EUR
      expect(body).toContain("€161.17");
    }
    expect(email.subject).toContain("custom retreat request");
  });
});

describe("the conflict e-mail", () => {
  it("tells the guest the dates were taken and the whole deposit is refunded", () => {
    const email = renderGuestEmail({ ...stay, status: "paid" }, "conflict");
    for (const body of [textOf(email.html), email.text]) {
      expect(body).toContain("another guest had booked them");
      expect(body).toContain("We are refunding the full ₹50,882");
      expect(body).not.toContain("What happens next");
    }
  });
});

describe("the resort's answer to a custom retreat", () => {
  // €1,000 for the stay: a €200 deposit, ₹20,600 at 103 rupees per euro.
  const request = booking([line({ kind: "custom", name: "Family Panchakarma week", price: 1000, guests: 2, nights: 5 })], 20_600);

  it("a confirmed request says it is confirmed, and no longer that the team will confirm it", () => {
    const email = renderGuestEmail({ ...request, resortConfirmation: "confirmed" }, "retreat_confirmed");
    expect(email.subject).toBe("Kaivalya Ayurveda Retreat: your custom retreat is confirmed (order order_TestOrder0001)");
    for (const body of [textOf(email.html), email.text]) {
      expect(body).toContain("Your custom retreat is confirmed");
      expect(body).toContain("the resort has confirmed your custom retreat");
      expect(body).toContain("Family Panchakarma week");
      expect(body).toContain("₹20,600");
      expect(body).toContain("€800"); // the balance due on arrival
      expect(body).toMatch(/Status:? ?Confirmed/);
      expect(body).toContain("Our team will contact you within 24 hours to plan your arrival, transfers and consultation.");
      expect(body).not.toContain("will confirm your custom retreat within 24 hours");
      expect(body).not.toContain("Refund");
    }
  });

  it("a declined request says so, with the whole refund in rupees, its euro value and when it reaches the card", () => {
    const email = renderGuestEmail({ ...request, resortConfirmation: "declined" }, "retreat_declined");
    expect(email.subject).toBe(
      "Kaivalya Ayurveda Retreat: we cannot host your custom retreat, your deposit is refunded (order order_TestOrder0001)",
    );
    for (const body of [textOf(email.html), email.text]) {
      expect(body).toContain("Your custom retreat is declined");
      expect(body).toContain(
        "We are refunding the full ₹20,600 (about €200) to the card or account you paid with; it reaches your card in 5-7 working days.",
      );
      expect(body).toMatch(/Refund:? ?₹20,600 \((about|≈) €200\)/);
      expect(body).toMatch(/Status:? ?Declined: refund under way/);
      expect(body).not.toContain("Balance due on arrival");
      expect(body).not.toContain("What happens next");
      expect(body).not.toMatch(/booking is confirmed/);
    }
  });
});

describe("the cancellation policy in the confirmation e-mail", () => {
  const paidAt = new Date("2026-11-22T10:05:00.000Z");

  it("gives this booking's deadlines in India and the terms, in the HTML and the plain text", () => {
    const email = renderGuestEmail(stay, "confirmation", { now: paidAt });
    for (const body of [textOf(email.html), email.text]) {
      expect(body).toMatch(/Cancellation policy/i);
      expect(body).toContain("Full refund until 2 Jan 2027, 23:59 IST");
      expect(body).toContain("Half refund until 18 Jan 2027, 23:59 IST");
      expect(body).toContain("No refund after that.");
      expect(body).toContain("Cancel 14 to 29 days before check-in: half refund.");
      expect(body).toContain("A custom retreat we have not yet confirmed is always refunded in full.");
    }
  });

  it("leaves out the deadlines already past when it is written", () => {
    const email = renderGuestEmail(stay, "retreat_confirmed", { now: new Date("2027-01-10T00:00:00.000Z") });
    expect(email.text).not.toContain("Full refund until");
    expect(email.text).toContain("Half refund until 18 Jan 2027, 23:59 IST");
    const late = renderGuestEmail(stay, "confirmation", { now: new Date("2027-01-20T00:00:00.000Z") });
    expect(late.text).toContain("The refund deadlines for these dates have passed.");
  });

  it("is not in a message about a stay that will not happen", () => {
    for (const kind of ["conflict", "retreat_declined", "resort_cancelled"] as const) {
      expect(renderGuestEmail(stay, kind, { now: paidAt }).text).not.toMatch(/CANCELLATION POLICY|refund until/);
    }
  });
});

describe("the e-mails about what staff did", () => {
  it("a refund says how much, when it reaches the card, and that the booking stands", () => {
    const email = renderGuestEmail({ ...stay, status: "partially_refunded" }, "refund", { refund: { amountPaise: 1_030_000 } });
    expect(email.subject).toBe("Kaivalya Ayurveda Retreat: a refund of ₹10,300 is on its way (order order_TestOrder0001)");
    for (const body of [textOf(email.html), email.text]) {
      expect(body).toContain("Your refund is on its way");
      expect(body).toContain(
        "We have refunded ₹10,300 (about €100) to the card or account you paid with; it reaches your card in 5-7 working days.",
      );
      expect(body).toContain("Your booking stands as it was");
      expect(body).toMatch(/Refund:? ?₹10,300 \((about|≈) €100\)/);
      expect(body).toMatch(/Status:? ?Partially refunded/);
      expect(body).toMatch(/Balance due on arrival:? €1,976/);
    }
  });

  it("a cancellation by the resort says so, with the refund it made", () => {
    const email = renderGuestEmail({ ...stay, status: "cancelled" }, "resort_cancelled", { refund: { amountPaise: 5_088_200 } });
    expect(email.subject).toBe("Kaivalya Ayurveda Retreat: your booking is cancelled (order order_TestOrder0001)");
    for (const body of [textOf(email.html), email.text]) {
      expect(body).toContain("we have had to cancel your booking");
      expect(body).toContain("We are refunding ₹50,882 (about €494)");
      expect(body).toMatch(/Status:? ?Cancelled/);
      expect(body).not.toContain("Balance due on arrival");
      expect(body).not.toContain("What happens next");
    }
  });

  it("a cancellation without a refund does not promise one", () => {
    const email = renderGuestEmail({ ...stay, status: "cancelled" }, "resort_cancelled", { refund: null });
    for (const body of [textOf(email.html), email.text]) {
      expect(body).not.toMatch(/refunding|Refund:/);
      expect(body).toContain("write to us at stay@kaivalyaretreat.com");
    }
  });
});

describe("the resort's booking notice", () => {
  it("carries the guest's contact, each line, the full value, the deposit in rupees, the balance and both ids", () => {
    const notice = resortNoticePayload(stay, "+91 98470 12345", "paid");
    expect(notice).toMatchObject({
      _subject: "Booking paid: deposit received (order order_TestOrder0001)",
      email: "asha@example.com",
      name: "Asha Menon",
      phone: "+91 98470 12345",
      fullValue: "€2,470",
      depositCharged: "₹50,882 (20%, about €494)",
      balanceDueOnArrival: "€1,976",
      paymentId: "pay_TestPayment001",
      orderId: "order_TestOrder0001",
    });
    expect(notice.bookingDetails?.split("\n")).toEqual([
      "Tranquility (Room), Feb 01 - Feb 04, 2027, 3 nights, 2 guests, €570 x 1 = €570",
      "7-Day Yoga & Ayurveda (Retreat), Mar 01 - Mar 08, 2027, 6 nights, 2 guests, €1,900 x 1 = €1,900",
    ]);
    expect(resortNoticePayload(stay, "", "conflict")._subject).toContain("refunded automatically");
  });
});

describe("the balance e-mails and notice", () => {
  const stay = booking([line({ kind: "room", name: "Sunrise", price: 750, guests: 2, nights: 3 })], 15_450);
  const bookingPageUrl = "https://kaivalyaretreat.com/my-booking/order_TestOrder0001.abc";

  it("the receipt states the balance paid online, says nothing is due on arrival and links the booking page", () => {
    const email = renderGuestEmail(stay, "balance_receipt", { balance: { amountPaise: 6_180_000, bookingPageUrl } });
    expect(email.subject).toContain("your balance is paid");
    for (const part of [email.text, email.html]) {
      expect(part).toContain("₹61,800");
      expect(part).toContain(bookingPageUrl);
      expect(part).not.toContain("Balance due on arrival");
    }
  });

  it("the reminder states what is due and links the booking page to pay it", () => {
    const email = renderGuestEmail(stay, "balance_reminder", { balance: { amountPaise: 6_180_000, bookingPageUrl } });
    expect(email.subject).toContain("₹61,800");
    expect(email.text).toContain(`Pay your balance: ${bookingPageUrl}`);
    expect(email.html).toContain(bookingPageUrl);
  });

  it("the resort's notice names the balance paid, the payment and that nothing is left", () => {
    const notice = resortNoticePayload(stay, "+91 98470 12345", "balance_paid", {
      balancePaidPaise: 6_180_000,
      balancePaymentId: "pay_Balance000001",
    });
    expect(notice._subject).toBe("Balance paid online: ₹61,800 received (order order_TestOrder0001)");
    expect(notice.balanceDueOnArrival).toBe("nothing: ₹61,800 paid online (payment pay_Balance000001)");
    expect(notice.status).toBe("Paid in full: the balance was paid online");
  });
});
