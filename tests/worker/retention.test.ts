import { createExecutionContext, createScheduledController, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { accountsRetentionCutoff } from "~/domain/retention/retention-rules";
import type entry from "../../workers/app";
import { depositMirrorStatement } from "../../workers/payments/bookings-repository";

/**
 * The retention rules as the daily Cron Trigger enforces them (docs/decisions/081-retention.md):
 * rows on each side of every window, then the built Worker's scheduled() with the daily schedule.
 */

const BUILT_WORKER = "../../build/server/index.js";
const DAILY = "30 21 * * *";
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

async function runCron(at: Date, cron = DAILY) {
  const worker = ((await import(/* @vite-ignore */ BUILT_WORKER)) as { default: typeof entry }).default;
  const ctx = createExecutionContext();
  await worker.scheduled(createScheduledController({ scheduledTime: at, cron }), env, ctx);
  await waitOnExecutionContext(ctx);
}

const tag = () => crypto.randomUUID().replace(/-/g, "").slice(0, 12);

type Seed = {
  status: string;
  updatedAt: Date;
  checkOut?: string;
};

/** A booking as the code writes it, with a line, a notice, a refund note, an audit reason and a balance note. */
async function seedBooking(label: string, seed: Seed): Promise<{ orderId: string; email: string }> {
  const orderId = `order_${label}${tag()}`.slice(0, 40);
  const email = `${label}-${tag()}@example.com`;
  const paid = !["created", "failed", "authorized"].includes(seed.status);
  const at = seed.updatedAt.toISOString();
  const checkOut = seed.checkOut ?? "2027-01-13";
  const checkIn = addDays(checkOut, -3);
  const statements = [
    env.DB.prepare(
      `INSERT INTO bookings (order_id, receipt, mode, status, amount_paise, guest_name, guest_email, guest_phone, payment_id, authorized_at, paid_at, failure_reason, refunded_paise, created_at, updated_at)
       VALUES (?1, ?2, 'sandbox', ?3, 48000, 'Asha Menon', ?4, '+91 98470 12345', ?5, ?6, ?7, ?8, ?9, ?10, ?10)`,
    ).bind(
      orderId,
      `kv-${tag()}`,
      seed.status,
      email,
      seed.status === "created" || seed.status === "failed" ? null : `pay_${tag()}`,
      seed.status === "authorized" ? at : null,
      paid ? at : null,
      seed.status === "failed" ? "card declined for Asha" : null,
      seed.status === "refunded" ? 48000 : 0,
      at,
    ),
    // The deposit's payment row, as the payment pipeline writes it (refunds are capped by it).
    depositMirrorStatement(env.DB, orderId, seed.updatedAt),
    env.DB.prepare(
      `INSERT INTO booking_lines VALUES (?, 0, 'room', 'sanctum-sanctorium', 'Sanctum Sanctorium', 'Sea view', ?, ?, 3, 2, 1, 'EUR', 20000, 60000)`,
    ).bind(orderId, checkIn, checkOut),
    env.DB.prepare(
      `INSERT INTO staff_audit (id, at, staff_email, action, order_id, amount_minor, currency, reason)
       VALUES (?, ?, 'frontdesk@kaivalyaretreat.com', 'booking.balance', ?, 100, 'EUR', 'Asha paid by card')`,
    ).bind(crypto.randomUUID(), at, orderId),
    env.DB.prepare(
      `INSERT INTO balance_payments (id, order_id, amount_minor, currency, method, note, staff_email, received_at)
       VALUES (?, ?, 100, 'EUR', 'card', 'Asha''s husband paid', 'frontdesk@kaivalyaretreat.com', ?)`,
    ).bind(`bal_${tag()}`, orderId, at),
  ];
  if (paid) {
    statements.push(
      env.DB.prepare(
        `INSERT INTO booking_notices (id, order_id, kind, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at, delivered_at)
         VALUES (?, ?, 'guest_confirmation', 'email', ?, 'delivered', 1, ?4, ?4, ?4, ?4)`,
      ).bind(crypto.randomUUID(), orderId, email, at),
    );
  }
  await env.DB.batch(statements);
  return { orderId, email };
}

async function addRefund(orderId: string, status: "processed" | "pending", at: Date) {
  const paymentId = await env.DB.prepare("SELECT payment_id FROM bookings WHERE order_id = ?").bind(orderId).first<string>("payment_id");
  await env.DB.prepare(
    `INSERT INTO refunds (id, order_id, payment_id, amount_paise, reason, note, status, created_at, updated_at)
     VALUES (?, ?, ?, 1000, 'staff', 'Asha asked for it', ?, ?5, ?5)`,
  )
    .bind(`rf_${tag()}`, orderId, paymentId, status, at.toISOString())
    .run();
}

type Row = Record<string, unknown>;
async function state(orderId: string) {
  const [booking, lines, audit, balance, notices, refunds] = await env.DB.batch<Row>([
    env.DB.prepare("SELECT * FROM bookings WHERE order_id = ?").bind(orderId),
    env.DB.prepare("SELECT start_date, end_date, price_cents FROM booking_lines WHERE order_id = ?").bind(orderId),
    env.DB.prepare("SELECT reason, amount_minor, staff_email FROM staff_audit WHERE order_id = ?").bind(orderId),
    env.DB.prepare("SELECT note, amount_minor FROM balance_payments WHERE order_id = ?").bind(orderId),
    env.DB.prepare("SELECT recipient, status FROM booking_notices WHERE order_id = ?").bind(orderId),
    env.DB.prepare("SELECT note, amount_paise FROM refunds WHERE order_id = ?").bind(orderId),
  ]);
  return {
    booking: booking?.results[0] as Row,
    lines: lines?.results,
    audit: audit?.results,
    balance: balance?.results,
    notices: notices?.results,
    refunds: refunds?.results,
  };
}

function expectAnonymised(s: Awaited<ReturnType<typeof state>>, at: Date) {
  expect(s.booking).toMatchObject({
    guest_name: null,
    guest_email: "anonymised@guest.invalid",
    guest_phone: "anonymised",
    failure_reason: null,
    anonymised_at: at.toISOString(),
    amount_paise: 48000,
  });
  expect(s.lines).toEqual([{ start_date: expect.any(String), end_date: expect.any(String), price_cents: 60000 }]);
  // The rows stay, with their amounts and who did what; only the free text goes.
  expect(s.audit).toEqual([{ reason: null, amount_minor: 100, staff_email: "frontdesk@kaivalyaretreat.com" }]);
  expect(s.balance).toEqual([{ note: null, amount_minor: 100 }]);
  for (const notice of s.notices ?? []) expect(notice.recipient).toBe("anonymised@guest.invalid");
  for (const refund of s.refunds ?? []) expect(refund).toMatchObject({ note: null, amount_paise: 1000 });
}

function expectKept(s: Awaited<ReturnType<typeof state>>, email: string) {
  expect(s.booking).toMatchObject({ guest_name: "Asha Menon", guest_email: email, guest_phone: "+91 98470 12345", anonymised_at: null });
  expect(s.audit).toEqual([expect.objectContaining({ reason: "Asha paid by card" })]);
  expect(s.balance).toEqual([expect.objectContaining({ note: "Asha's husband paid" })]);
}

describe("orders never paid", () => {
  it("lose the guest's details 30 days after their last change, and keep amounts and dates", async () => {
    const now = new Date();
    const justPast = new Date(now.getTime() - 30 * DAY - MINUTE);
    const justWithin = new Date(now.getTime() - 30 * DAY + MINUTE);
    const unpaidOld = await seedBooking("unpaid", { status: "created", updatedAt: justPast });
    const failedOld = await seedBooking("failed", { status: "failed", updatedAt: justPast });
    const unpaidRecent = await seedBooking("recent", { status: "created", updatedAt: justWithin });
    const authorizedOld = await seedBooking("authorized", { status: "authorized", updatedAt: justPast });
    const paidOld = await seedBooking("paid", { status: "paid", updatedAt: justPast });

    await runCron(now);

    expectAnonymised(await state(unpaidOld.orderId), now);
    expectAnonymised(await state(failedOld.orderId), now);
    expectKept(await state(unpaidRecent.orderId), unpaidRecent.email);
    // Money still moving, and a stay: kept.
    expectKept(await state(authorizedOld.orderId), authorizedOld.email);
    expectKept(await state(paidOld.orderId), paidOld.email);
  });

  it("are left alone by the five-minute schedule, and a second daily run changes nothing more", async () => {
    const now = new Date();
    const old = await seedBooking("twice", { status: "created", updatedAt: new Date(now.getTime() - 40 * DAY) });
    await runCron(now, "*/5 * * * *");
    expectKept(await state(old.orderId), old.email);

    await runCron(now);
    const first = await state(old.orderId);
    expectAnonymised(first, now);
    await runCron(new Date(now.getTime() + DAY));
    expect(await state(old.orderId)).toEqual(first);
  });
});

describe("stays", () => {
  it("keep their details for eight financial years after the one they belong to, then lose them", async () => {
    const now = new Date();
    const cutoff = accountsRetentionCutoff(resortTodayIso(now));
    const longAgo = new Date(`${addDays(cutoff, -400)}T00:00:00.000Z`);
    // The stay's records date from its check-out: the last day before the cutoff, and the cutoff itself.
    const past = await seedBooking("past", { status: "paid", updatedAt: longAgo, checkOut: addDays(cutoff, -1) });
    const within = await seedBooking("within", { status: "paid", updatedAt: longAgo, checkOut: cutoff });
    await addRefund(past.orderId, "processed", longAgo);
    // A change after check-out (a refund recorded later) moves the record into a later year.
    const changedLater = await seedBooking("changed", {
      status: "refunded",
      updatedAt: new Date(`${cutoff}T00:00:00.000Z`),
      checkOut: addDays(cutoff, -30),
    });
    // A refund still on its way: never while money moves.
    const moving = await seedBooking("moving", { status: "paid", updatedAt: longAgo, checkOut: addDays(cutoff, -30) });
    await addRefund(moving.orderId, "pending", longAgo);

    await runCron(now);

    const anonymised = await state(past.orderId);
    expectAnonymised(anonymised, now);
    expect(anonymised.notices).toEqual([{ recipient: "anonymised@guest.invalid", status: "delivered" }]);
    expect(anonymised.refunds).toEqual([{ note: null, amount_paise: 1000 }]);
    expect(anonymised.booking).toMatchObject({ status: "paid", paid_at: longAgo.toISOString() });
    expectKept(await state(within.orderId), within.email);
    expectKept(await state(changedLater.orderId), changedLater.email);
    const kept = await state(moving.orderId);
    expectKept(kept, moving.email);
    expect(kept.refunds).toEqual([{ note: "Asha asked for it", amount_paise: 1000 }]);
  });
});

describe("form submissions", () => {
  it("are deleted 90 days after they last moved: delivered, parked, or still pending", async () => {
    const now = new Date();
    const justPast = new Date(now.getTime() - 90 * DAY - MINUTE).toISOString();
    const justWithin = new Date(now.getTime() - 90 * DAY + MINUTE).toISOString();
    const ancient = new Date(now.getTime() - 200 * DAY).toISOString();
    const id = tag();
    const rows: [string, string, createdAt: string, updatedAt: string, deliveredAt: string | null][] = [
      ["delivered-past", "delivered", ancient, justPast, justPast],
      ["delivered-within", "delivered", ancient, justWithin, justWithin],
      ["parked-past", "parked", ancient, justPast, null],
      ["parked-within", "parked", ancient, justWithin, null],
      ["pending-past", "pending", justPast, justWithin, null],
      ["pending-within", "pending", justWithin, justWithin, null],
    ];
    await env.DB.batch(
      rows.map(([name, status, createdAt, updatedAt, deliveredAt]) =>
        env.DB.prepare(
          `INSERT INTO form_submissions (id, kind, payload, status, attempts, next_attempt_at, created_at, updated_at, delivered_at)
           VALUES (?, 'contact', '{"email":"asha@example.com"}', ?, 1, ?, ?, ?, ?)`,
        ).bind(`${id}-${name}`, status, new Date(now.getTime() + DAY).toISOString(), createdAt, updatedAt, deliveredAt),
      ),
    );

    await runCron(now);

    const left = await env.DB.prepare("SELECT id FROM form_submissions WHERE id LIKE ? ORDER BY id").bind(`${id}-%`).all<{ id: string }>();
    expect(left.results.map((r) => r.id.slice(id.length + 1))).toEqual(["delivered-within", "parked-within", "pending-within"]);
  });
});

describe("the audit trail", () => {
  it("records each run that removed anything, as the system", async () => {
    const now = new Date(Date.now() + 1000);
    await seedBooking("audited", { status: "failed", updatedAt: new Date(now.getTime() - 31 * DAY) });
    await runCron(now);
    const row = await env.DB.prepare("SELECT actor, staff_email, reason FROM staff_audit WHERE action = 'retention.enforce' AND at = ?")
      .bind(now.toISOString())
      .first<Row>();
    expect(row).toMatchObject({ actor: "system", staff_email: null, reason: expect.stringMatching(/^anonymised [1-9]\d* unpaid order/) });
  });
});
