import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { guestLinkUrl } from "../../workers/guest/guest-link";
import { formspreeReceived } from "./forms-helpers";
import { mailReceived, waitForNotices } from "./notices-helpers";
import { ORIGIN } from "./payments-helpers";
import { registerPayment } from "./razorpay-fake-client";
import { seedBooking, staffPost, teamToken } from "./staff-helpers";

/**
 * The e-mails about a German guest's refund and cancellation, in live mode against the fake
 * Razorpay and the fake e-mail API: written in German whoever caused them (staff or the guest on
 * their page), while the resort's notice stays English and names the guest's language.
 */

const NBSP = "\u00a0";
const today = resortTodayIso();
/** The English words of these e-mails, none of which a German guest reads. */
const ENGLISH = ["Dear", "refund", "your booking", "Balance due", "Status: Cancelled", "We are sorry"];

/** A paid booking of a German guest, its deposit ₹7,416 captured at the fake Razorpay. */
async function germanBooking() {
  const amountPaise = 741_600;
  const seeded = await seedBooking({
    mode: "live",
    amountPaise,
    lines: [{ kind: "room", productId: "sunrise", name: "Sunrise", start: addDays(today, 45), end: addDays(today, 48) }],
  });
  await env.DB.prepare("UPDATE bookings SET locale = 'de' WHERE order_id = ?").bind(seeded.orderId).run();
  const paymentId = seeded.paymentId as string;
  await registerPayment({ id: paymentId, order_id: seeded.orderId, amount: amountPaise, status: "captured" });
  return { ...seeded, paymentId };
}

async function onlyMail(orderId: string) {
  const mails = await mailReceived(orderId);
  expect(mails).toHaveLength(1);
  return { subject: String(mails[0]?.json?.subject), text: String(mails[0]?.json?.text), html: String(mails[0]?.json?.html) };
}

function expectNoEnglish(mail: { subject: string; text: string }) {
  for (const english of ENGLISH) expect(`${mail.subject}\n${mail.text}`).not.toContain(english);
}

describe("a German guest's refund and cancellation e-mails", () => {
  it("a refund staff make is announced in German, with German amounts", async () => {
    const { orderId } = await germanBooking();
    const res = await staffPost(
      `/api/admin/bookings/${orderId}/refund`,
      { amount: 103_000, reason: "Spa closed for a day", refundsSeen: 0 },
      { token: await teamToken() },
    );
    expect(res.status).toBe(200);
    await waitForNotices(orderId, 1);
    const mail = await onlyMail(orderId);
    expect(mail.subject).toBe(`Kaivalya Ayurveda Retreat: Ihre Erstattung von 1.030${NBSP}₹ ist unterwegs (Buchungsnummer ${orderId})`);
    expect(mail.text).toContain(
      `wir haben Ihnen 1.030${NBSP}₹ (etwa 10${NBSP}€) auf das Zahlungsmittel erstattet, mit dem Sie bezahlt haben`,
    );
    expect(mail.text).toContain("Ihre Buchung bleibt unverändert bestehen");
    expect(mail.text).toContain("Status: Teilweise erstattet");
    expect(mail.html).toContain('<html lang="de">');
    expectNoEnglish(mail);
  });

  it("a cancellation by the resort is announced in German, with the refund it made", async () => {
    const { orderId } = await germanBooking();
    const res = await staffPost(
      `/api/admin/bookings/${orderId}/cancel`,
      { refund: true, reason: "Flooded road", refundsSeen: 0 },
      { token: await teamToken() },
    );
    expect(res.status).toBe(200);
    await waitForNotices(orderId, 1);
    const mail = await onlyMail(orderId);
    expect(mail.subject).toBe(`Kaivalya Ayurveda Retreat: Ihre Buchung ist storniert (Buchungsnummer ${orderId})`);
    expect(mail.text).toContain("es tut uns sehr leid: Wir mussten Ihre Buchung stornieren.");
    expect(mail.text).toContain(`Wir erstatten Ihnen 7.416${NBSP}₹ (etwa 72${NBSP}€)`);
    expect(mail.text).toContain("Status: Storniert");
    expect(mail.text).not.toContain("Flooded road");
    expectNoEnglish(mail);
  });

  it("the guest's own cancellation on the German booking page is confirmed in German; the resort hears in English", async () => {
    const { orderId } = await germanBooking();
    const link = (await guestLinkUrl(env, orderId, 1, "de")) as string;
    expect(new URL(link).pathname).toMatch(/^\/de\/my-booking\//);
    const token = new URL(link).pathname.split("/").at(-1) as string;
    const res = await SELF.fetch(`${ORIGIN}/api/my-booking/${token}/cancel`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: "{}",
    });
    expect(res.status).toBe(200);
    await waitForNotices(orderId, 2);

    const mail = await onlyMail(orderId);
    expect(mail.subject).toBe(`Kaivalya Ayurveda Retreat: Ihre Buchung ist storniert (Buchungsnummer ${orderId})`);
    expect(mail.text).toContain("wie auf Ihrer Buchungsseite gewünscht, haben wir diese Buchung storniert");
    expect(mail.text).toContain(`Gemäß den Stornierungsbedingungen Ihrer Buchung erstatten wir Ihnen 7.416${NBSP}₹`);
    expect(mail.text).toContain("Status: Von Ihnen storniert");
    expectNoEnglish(mail);

    const [notice] = await formspreeReceived(orderId);
    expect(notice?.json).toMatchObject({
      _subject: `Guest cancelled on their booking page: nights freed (order ${orderId})`,
      guestLanguage: "German",
    });
  });
});
