import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { formatDateRange } from "~/domain/dates/dates";
import { LOCALE_FIELD_MESSAGE } from "~/domain/i18n/guest-locale";
import { formatMoney } from "~/domain/money/money";
import { formspreeReceived, postJson as postForm, waitForRow } from "./forms-helpers";
import { mailReceived, waitForNotices } from "./notices-helpers";
import { addDays } from "~/domain/dates/dates";
import { contact, createOrder, createOrderOk, dateSpan, itemsIn, postJson, uniqueEmail, verify } from "./payments-helpers";
import { devSignIn, staffPost } from "./staff-helpers";

/**
 * The guest's language, through the built Worker in sandbox mode with a real local D1, the fake
 * Formspree and the fake e-mail API: the order stores the locale of the page it came from, the
 * guest's e-mails are written in it, and what the resort receives stays English and names it.
 */

/** This file books in its own days (see dateSpan). */
const span = dateSpan(520, 560);
const { roomItem } = itemsIn(span);
const NBSP = "\u00a0";

async function storedLocale(orderId: string): Promise<string | null> {
  return env.DB.prepare("SELECT locale FROM bookings WHERE order_id = ?").bind(orderId).first<string>("locale");
}

async function bookingsOf(email: string): Promise<number> {
  return (await env.DB.prepare("SELECT count(*) AS n FROM bookings WHERE guest_email = ?").bind(email).first<number>("n")) ?? 0;
}

/** Pays the order in the sandbox and verifies it, as the checkout does; the notices follow. */
async function payInSandbox(orderId: string) {
  const paid = await postJson("/api/payments/sandbox/pay", { order_id: orderId });
  expect(paid.status).toBe(200);
  const { res } = await verify(
    (await paid.json()) as { razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
  );
  expect(res.status).toBe(200);
  await waitForNotices(orderId, 2);
}

describe("POST /api/payments/orders with the guest's language", () => {
  it("stores the locale the order names, and English when it names none", async () => {
    const german = await createOrderOk([roomItem("tranquility", { nights: 2 })], { locale: "de" });
    expect(await storedLocale(german.order.id)).toBe("de");
    const english = await createOrderOk([roomItem("tranquility", { nights: 2 })]);
    expect(await storedLocale(english.order.id)).toBe("en");
  });

  it("refuses any other language with 422 and a clear message, and stores nothing", async () => {
    for (const locale of ["fr", "de-DE", "DE", "", 7, null]) {
      const email = uniqueEmail("bad-locale");
      const { res, json } = await createOrder([roomItem("lilybeth", { nights: 2 })], { userDetails: contact(email), locale });
      expect(res.status, JSON.stringify(locale)).toBe(422);
      expect(json.fieldErrors).toEqual({ locale: [LOCALE_FIELD_MESSAGE] });
      expect(json.error).toContain(LOCALE_FIELD_MESSAGE);
      expect(await bookingsOf(email)).toBe(0);
    }
  });
});

describe("the e-mails of a booking made on the German pages", () => {
  it("the confirmation is German, with German amounts and dates and the German booking page; the resort's notice is English and names the language", async () => {
    const item = roomItem("tranquility", { nights: 3 });
    const { order } = await createOrderOk([item], { locale: "de" });
    await payInSandbox(order.id);

    const [mail] = await mailReceived(order.id);
    const subject = String(mail?.json?.subject);
    const text = String(mail?.json?.text);
    const html = String(mail?.json?.html);
    expect(subject).toBe(`Kaivalya Ayurveda Retreat: Ihre Buchung ist bestätigt (Buchungsnummer ${order.id})`);
    const deposit = formatMoney(order.amount / 100, "INR", { locale: "de" });
    expect(deposit).toContain(`${NBSP}₹`);
    expect(text).toContain("Guten Tag, Asha Menon,");
    expect(text).toContain(`Ihre Anzahlung von ${deposit} ist bei uns eingegangen`);
    expect(text).toContain(formatDateRange(item.startDate, item.endDate, "de"));
    expect(text).toContain("3 Nächte");
    // Tranquility, €190 a night for three nights.
    expect(text).toContain(`Gesamtpreis: 570${NBSP}€`);
    expect(text).toContain("STORNIERUNGSBEDINGUNGEN");
    expect(text).toMatch(/Buchung verwalten: https:\/\/www\.kaivalyaretreat\.com\/de\/my-booking\/order_/);
    expect(html).toContain('<html lang="de">');
    expect(html).toContain("Testbuchung · es wurde kein Geld abgebucht");
    for (const english of [
      "Dear",
      "your booking",
      "Deposit paid",
      "Balance due on arrival",
      "What happens next",
      "Cancellation policy",
      "Full refund",
    ]) {
      expect(`${subject}\n${text}`).not.toContain(english);
    }

    const [notice] = await formspreeReceived(order.id);
    expect(notice?.json).toMatchObject({
      _subject: `Booking paid: deposit received (order ${order.id})`,
      guestLanguage: "German",
      fullValue: "€570",
    });
  });

  it("a booking made on the English pages gets the English e-mail as before", async () => {
    const { order } = await createOrderOk([roomItem("tranquility", { nights: 2 })]);
    await payInSandbox(order.id);
    const [mail] = await mailReceived(order.id);
    expect(String(mail?.json?.subject)).toBe(`Kaivalya Ayurveda Retreat: your booking is confirmed (order ${order.id})`);
    expect(String(mail?.json?.text)).toContain("Dear Asha Menon,");
    expect(String(mail?.json?.text)).toMatch(/Manage your booking: https:\/\/www\.kaivalyaretreat\.com\/my-booking\/order_/);
    expect(String(mail?.json?.html)).toContain('<html lang="en">');
    const [notice] = await formspreeReceived(order.id);
    expect(notice?.json).toMatchObject({ guestLanguage: "English" });
  });
});

describe("a booking staff record for a German guest", () => {
  async function record(locale: unknown, email: string) {
    const startDate = span.take("forest", 2);
    const res = await staffPost(
      "/api/admin/bookings",
      {
        source: "email",
        guest: { name: "Jana Fischer", email },
        lines: [{ type: "room", roomId: "forest", startDate, endDate: addDays(startDate, 2), guests: 2, price: 44_000 }],
        currency: "EUR",
        ...(locale === undefined ? {} : { locale }),
      },
      { token: await devSignIn(), headers: { "Idempotency-Key": crypto.randomUUID() } },
    );
    return { status: res.status, json: (await res.json()) as { orderId?: string; fieldErrors?: Record<string, string[]> } };
  }

  it("stores the language staff chose, and the confirmation goes out in it", async () => {
    const email = uniqueEmail("telefon");
    const { status, json } = await record("de", email);
    expect(status).toBe(201);
    const orderId = json.orderId as string;
    expect(await storedLocale(orderId)).toBe("de");
    await waitForNotices(orderId, 1);
    const [mail] = await mailReceived(orderId);
    expect(String(mail?.json?.subject)).toBe(`Kaivalya Ayurveda Retreat: Ihre Buchung ist bestätigt (Buchungsnummer ${orderId})`);
    expect(String(mail?.json?.text)).toContain("den vollen Betrag begleichen Sie bei Ihrer Ankunft");
    expect(String(mail?.json?.text)).toContain(`Restbetrag bei Ankunft: 440${NBSP}€`);
    expect(String(mail?.json?.text)).toContain("Resort kontaktieren: https://www.kaivalyaretreat.com/de/contact");
  });

  it("without a choice the guest's e-mails are English; another language is refused and nothing is stored", async () => {
    const { json } = await record(undefined, uniqueEmail("phone"));
    expect(await storedLocale(json.orderId as string)).toBe("en");
    const refusedEmail = uniqueEmail("telephone");
    const refused = await record("fr", refusedEmail);
    expect(refused.status).toBe(422);
    expect(refused.json.fieldErrors).toEqual({ locale: [LOCALE_FIELD_MESSAGE] });
    expect(await bookingsOf(refusedEmail)).toBe(0);
  });
});

describe("a form sent from the German pages", () => {
  it("reaches the resort in English, naming the language the guest wrote in", async () => {
    const email = uniqueEmail("kontakt");
    const res = await postForm("/api/forms/contact", {
      name: "Jana Fischer",
      email,
      message: "Wir möchten im Februar zu zweit eine Panchakarma-Kur machen.",
      locale: "de",
    });
    expect(res.status).toBe(202);
    await waitForRow(((await res.json()) as { id: string }).id, (row) => row.status === "delivered");
    const [received] = await formspreeReceived(email);
    expect(received?.json).toEqual({
      name: "Jana Fischer",
      email,
      message: "Wir möchten im Februar zu zweit eine Panchakarma-Kur machen.",
      language: "German",
      _subject: "Website message from Jana Fischer",
    });
  });

  it("the consultation request too; a form without a language is English", async () => {
    const german = uniqueEmail("beratung");
    expect((await postForm("/api/forms/consultation", { email: german, phone: "+49 30 1234567", locale: "de" })).status).toBe(202);
    const english = uniqueEmail("consult");
    expect((await postForm("/api/forms/consultation", { email: english, phone: "+44 20 7946 0958" })).status).toBe(202);
    const [de] = await waitForReceived(german);
    const [en] = await waitForReceived(english);
    expect(de?.json).toMatchObject({ language: "German", _subject: "Journey Planning Consultation" });
    expect(en?.json).toMatchObject({ language: "English" });
  });

  it("refuses a language the site does not speak with 422, and forwards nothing", async () => {
    const email = uniqueEmail("langue");
    const res = await postForm("/api/forms/contact", { name: "Léa Martin", email, message: "Bonjour", locale: "fr" });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({ locale: [LOCALE_FIELD_MESSAGE] });
    const stored = await env.DB.prepare("SELECT count(*) AS n FROM form_submissions WHERE payload LIKE ?")
      .bind(`%${email}%`)
      .first<number>("n");
    expect(stored).toBe(0);
  });
});

function waitForReceived(email: string) {
  return vi.waitFor(
    async () => {
      const received = await formspreeReceived(email);
      if (received.length === 0) throw new Error(`nothing received for ${email}`);
      return received;
    },
    { timeout: 5_000, interval: 50 },
  );
}
