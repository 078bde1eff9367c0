import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import type { GuestErasure } from "~/domain/staff/guest-erasure";
import type { BookingPage } from "~/domain/staff/staff-views";
import { devSignIn, type SeedLine, seedBooking, seedSubmission, staffFetch, staffPost, unique } from "./staff-helpers";

/**
 * "Erase this guest": POST /api/admin/guests/erase { email } anonymises every booking, deletes
 * every form submission and anonymises every notice of the address, keeping amounts, dates and the
 * audit row of the erasure; refused while anything about the guest is under way.
 */

type Answer = GuestErasure & { error?: string };

async function erase(token: string, email: string) {
  const res = await staffPost("/api/admin/guests/erase", { email }, { token });
  return { status: res.status, json: (await res.json()) as Answer };
}

async function search(token: string, q: string): Promise<BookingPage> {
  const res = await staffFetch(`/api/admin/bookings?q=${encodeURIComponent(q)}`, { token });
  expect(res.status).toBe(200);
  return (await res.json()) as BookingPage;
}

const today = () => resortTodayIso();
/** A stay that ended last week. */
const pastStay = (): SeedLine => ({
  kind: "room",
  productId: "sunrise",
  name: "Sunrise",
  start: addDays(today(), -10),
  end: addDays(today(), -7),
});
const futureStay = (): SeedLine => ({
  kind: "room",
  productId: "sunrise",
  name: "Sunrise",
  start: addDays(today(), 20),
  end: addDays(today(), 23),
});

async function addNotice(orderId: string, recipient: string, status: "delivered" | "pending") {
  const at = new Date().toISOString();
  await env.DB.prepare(
    `INSERT INTO booking_notices (id, order_id, kind, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at)
     VALUES (?, ?, ?, 'email', ?, ?, 0, ?, ?, ?)`,
  )
    .bind(crypto.randomUUID(), orderId, status === "pending" ? "guest_conflict" : "guest_confirmation", recipient, status, at, at, at)
    .run();
}

async function addRefund(orderId: string, paymentId: string, status: "processed" | "pending", note: string) {
  const at = new Date().toISOString();
  await env.DB.prepare(
    `INSERT INTO refunds (id, order_id, payment_id, amount_paise, reason, note, status, created_at, updated_at)
     VALUES (?, ?, ?, 10000, 'staff', ?, ?, ?, ?)`,
  )
    .bind(unique("rf_erase"), orderId, paymentId, note, status, at, at)
    .run();
}

async function guestAuditRows(since: string) {
  const { results } = await env.DB.prepare("SELECT * FROM staff_audit WHERE action = 'guest.erase' AND at >= ? ORDER BY at")
    .bind(since)
    .all<{ staff_email: string; actor: string; order_id: string | null; reason: string | null }>();
  return results;
}

describe("POST /api/admin/guests/erase", () => {
  it("anonymises the address's bookings and notices and deletes its messages, keeping amounts, dates and the audit", async () => {
    const since = new Date().toISOString();
    const token = await devSignIn();
    const email = `${unique("asha")}@example.com`;
    const stay = await seedBooking({ email, lines: [pastStay()], amountPaise: 48_000 });
    await addRefund(stay.orderId, stay.paymentId as string, "processed", "Asha Menon asked for the spa credit back");
    await addNotice(stay.orderId, email, "delivered");
    await addNotice(stay.orderId, email, "pending");
    // The same guest, another time, in capitals: an order never paid.
    const customRetreat: SeedLine = {
      kind: "custom",
      productId: "custom-retreat",
      name: "Asha's detox week",
      start: addDays(today(), 40),
      end: addDays(today(), 47),
    };
    const unpaid = await seedBooking({ email: email.toUpperCase(), status: "failed", lines: [futureStay(), customRetreat] });
    const message = await seedSubmission({ status: "delivered", email: email.toUpperCase() });
    const consultation = await seedSubmission({ status: "pending", email, kind: "consultation" });
    const someoneElse = await seedBooking({ lines: [pastStay()] });
    const otherMessage = await seedSubmission({ status: "delivered" });

    expect((await search(token, email)).bookings).toHaveLength(2);
    const answer = await erase(token, ` ${email} `);
    expect(answer).toEqual({ status: 200, json: { bookings: 2, submissions: 2, notices: 2 } });

    // Nothing of the address is left to find.
    expect((await search(token, email)).bookings).toEqual([]);
    expect((await search(token, "Asha Menon")).bookings.map((b) => b.orderId)).not.toContain(stay.orderId);
    const rows = await env.DB.prepare("SELECT * FROM bookings WHERE order_id IN (?, ?) ORDER BY created_at")
      .bind(stay.orderId, unpaid.orderId)
      .all<Record<string, unknown>>();
    for (const row of rows.results) {
      expect(row).toMatchObject({
        guest_name: null,
        guest_email: "anonymised@guest.invalid",
        guest_phone: "anonymised",
        anonymised_at: expect.any(String),
      });
    }
    // The books keep what was paid, when, for which nights.
    const kept = await staffFetch(`/api/admin/bookings/${stay.orderId}`, { token });
    const { booking } = (await kept.json()) as {
      booking: { chargedPaise: number; checkIn: string; paidAt: string; refunds: { note: string | null; amountPaise: number }[] };
    };
    expect(booking).toMatchObject({ chargedPaise: 48_000, checkIn: pastStay().start, paidAt: expect.any(String) });
    expect(booking.refunds).toEqual([expect.objectContaining({ note: null, amountPaise: 10_000 })]);
    const notices = await env.DB.prepare("SELECT recipient, status FROM booking_notices WHERE order_id = ? ORDER BY status")
      .bind(stay.orderId)
      .all();
    // The waiting one is parked, never sent to the placeholder.
    expect(notices.results).toEqual([
      { recipient: "anonymised@guest.invalid", status: "delivered" },
      { recipient: "anonymised@guest.invalid", status: "parked" },
    ]);
    // The name the guest gave a custom retreat goes too; the line, its dates and price stay.
    const lines = await env.DB.prepare("SELECT kind, name, price_cents FROM booking_lines WHERE order_id = ? ORDER BY position")
      .bind(unpaid.orderId)
      .all();
    expect(lines.results).toEqual([
      { kind: "room", name: "Sunrise", price_cents: 75_000 },
      { kind: "custom", name: "Custom retreat", price_cents: 75_000 },
    ]);
    const left = await env.DB.prepare("SELECT id FROM form_submissions WHERE id IN (?, ?, ?)")
      .bind(message.id, consultation.id, otherMessage.id)
      .all();
    expect(left.results).toEqual([{ id: otherMessage.id }]);
    expect((await search(token, someoneElse.email)).bookings).toHaveLength(1);

    // One audit row: who erased and how much, never the address.
    const audit = await guestAuditRows(since);
    expect(audit).toEqual([
      expect.objectContaining({
        staff_email: "frontdesk@kaivalyaretreat.com",
        actor: "staff",
        order_id: null,
        reason: expect.stringMatching(/2 booking/),
      }),
    ]);
    expect(JSON.stringify(audit)).not.toContain(email.split("@")[0]);
  });

  it("answers zeros to a repeat, and two erasures at once erase once with one audit row", async () => {
    const since = new Date().toISOString();
    const token = await devSignIn();
    const email = `${unique("lena")}@example.de`;
    for (let i = 0; i < 3; i++) await seedBooking({ email, lines: [pastStay()] });
    await seedSubmission({ status: "parked", email });

    const answers = await Promise.all(Array.from({ length: 6 }, () => erase(token, email)));
    for (const answer of answers) expect(answer.status).toBe(200);
    const total = answers.reduce(
      (sum, a) => ({ bookings: sum.bookings + a.json.bookings, submissions: sum.submissions + a.json.submissions }),
      {
        bookings: 0,
        submissions: 0,
      },
    );
    expect(total).toEqual({ bookings: 3, submissions: 1 });
    expect(await guestAuditRows(since)).toHaveLength(1);

    expect(await erase(token, email)).toEqual({ status: 200, json: { bookings: 0, submissions: 0, notices: 0 } });
    expect(await guestAuditRows(since)).toHaveLength(1);
    expect((await search(token, email)).bookings).toEqual([]);
  });

  it("refuses while a stay is ahead or under way, naming it, and erases nothing", async () => {
    const token = await devSignIn();
    const email = `${unique("ravi")}@example.com`;
    const over = await seedBooking({ email, lines: [pastStay()] });
    const ahead = await seedBooking({ email, lines: [futureStay()] });
    const message = await seedSubmission({ status: "delivered", email });
    const answer = await erase(token, email);
    expect(answer.status).toBe(409);
    expect(answer.json.error).toContain(`${ahead.orderId}: the stay is not over (check-out ${futureStay().end})`);
    expect(answer.json.error).not.toContain(over.orderId);
    expect((await search(token, email)).bookings).toHaveLength(2);
    expect(await env.DB.prepare("SELECT id FROM form_submissions WHERE id = ?").bind(message.id).first("id")).toBe(message.id);

    // A stay under way: check-out today.
    const email2 = `${unique("mia")}@example.com`;
    await seedBooking({ email: email2, lines: [{ ...pastStay(), start: addDays(today(), -2), end: today() }] });
    expect((await erase(token, email2)).json.error).toMatch(/the stay is not over/);
  });

  it("refuses while money moves: an authorized payment, a refund on its way, an unpaid order still holding nights", async () => {
    const token = await devSignIn();

    const authorized = await seedBooking({ email: `${unique("auth")}@example.com`, lines: [pastStay()] });
    await env.DB.prepare("UPDATE bookings SET status = 'authorized', paid_at = NULL, authorized_at = ? WHERE order_id = ?")
      .bind(new Date().toISOString(), authorized.orderId)
      .run();
    expect(await erase(token, authorized.email)).toMatchObject({
      status: 409,
      json: { error: expect.stringMatching(/authorized and not yet captured/) },
    });

    const refunding = await seedBooking({ email: `${unique("refund")}@example.com`, status: "cancelled", lines: [futureStay()] });
    await addRefund(refunding.orderId, refunding.paymentId as string, "pending", "Cancelled by phone");
    expect(await erase(token, refunding.email)).toMatchObject({
      status: 409,
      json: { error: expect.stringMatching(/refund is still on its way/) },
    });

    const holding = await seedBooking({ email: `${unique("hold")}@example.com`, status: "created", lines: [futureStay()] });
    await env.DB.prepare("INSERT INTO room_nights (room_id, night, order_id, position, state, expires_at) VALUES (?, ?, ?, 0, 'held', ?)")
      .bind(unique("erase-room-"), addDays(today(), 30), holding.orderId, new Date(Date.now() + 600_000).toISOString())
      .run();
    expect(await erase(token, holding.email)).toMatchObject({ status: 409, json: { error: expect.stringMatching(/still holds nights/) } });

    for (const { email } of [authorized, refunding, holding]) expect((await search(token, email)).bookings).toHaveLength(1);
  });

  it("answers bad input with a 4xx and a sentence, and only to staff on the site's own origin", async () => {
    const token = await devSignIn();
    const bad = await erase(token, "not an address");
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.json)).toMatch(/valid email/);
    const extra = await staffPost("/api/admin/guests/erase", { email: "a@example.com", everything: true }, { token });
    expect(extra.status).toBe(422);
    const form = await staffFetch("/api/admin/guests/erase", {
      token,
      method: "POST",
      body: "email=a@example.com",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(form.status).toBe(415);
    const foreign = await staffPost("/api/admin/guests/erase", { email: "a@example.com" }, { token, origin: "https://evil.example" });
    expect(foreign.status).toBe(403);
    const anonymous = await staffPost("/api/admin/guests/erase", { email: "a@example.com" });
    expect([401, 403]).toContain(anonymous.status);
  });

  it("works from the bookings page without client JavaScript: a box to tick, then the sentence", async () => {
    const token = await devSignIn();
    const { email } = await seedBooking({ lines: [pastStay()] });
    const post = (fields: Record<string, string>) =>
      staffFetch("/admin/bookings", {
        token,
        method: "POST",
        body: new URLSearchParams(fields),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      });
    const unticked = await post({ intent: "erase-guest", email });
    expect(unticked.status).toBe(422);
    expect(await unticked.text()).toContain("Tick the box to confirm: an erasure cannot be undone.");
    expect((await search(token, email)).bookings).toHaveLength(1);

    const done = await post({ intent: "erase-guest", email, confirm: "yes" });
    expect(done.status).toBe(200);
    expect(await done.text()).toContain("Erased: 1 booking, 0 form submissions, 0 notices. Amounts and dates stay for the books.");
    expect((await search(token, email)).bookings).toEqual([]);
  });
});
