import { applyD1Migrations, env } from "cloudflare:test";
import { beforeAll, describe, expect, it } from "vitest";

/**
 * Migration 0013 rebuilds seven tables (docs/decisions/080-data-model.md). Applied to a database
 * that holds rows written under the schema before it, every row must come through unchanged, with
 * the new columns filled as the plan says, and the triggers must still hold.
 */

const db = () => env.MIGRATIONS_DB;
const FIRST_OF_THE_PLAN = "0013";

/** The columns each table had before 0013, which must read the same afterwards. */
const OLD_COLUMNS: Record<string, string> = {
  bookings:
    "order_id, receipt, mode, status, amount_paise, deposit_percent, currency, guest_name, guest_email, guest_phone, payment_id, authorized_at, paid_at, failed_payment_id, failure_reason, refunded_paise, resort_confirmation, created_at, updated_at",
  booking_lines:
    "order_id, position, kind, product_id, name, description, start_date, end_date, nights, guests, quantity, currency, unit_rate_cents, price_cents",
  room_nights: "room_id, night, order_id, position, state, expires_at",
  retreat_places: "order_id, position, night, guests, capacity, state, expires_at",
  refunds:
    "id, order_id, payment_id, amount_paise, reason, note, status, gateway_refund_id, attempts, last_error, created_at, updated_at, processed_at",
  booking_notices:
    "id, order_id, kind, channel, recipient, status, attempts, last_error, next_attempt_at, created_at, updated_at, last_attempt_at, delivered_at",
  staff_audit: "id, at, staff_email, action, order_id, subject_id, amount_minor, currency, reason",
  balance_payments: "id, order_id, amount_minor, currency, method, note, staff_email, received_at",
  form_submissions:
    "id, kind, payload, status, attempts, last_error, next_attempt_at, created_at, updated_at, last_attempt_at, delivered_at",
  payment_events: "event_id, event, order_id, payment_id, outcome, received_at",
};

async function snapshot(): Promise<Record<string, unknown[]>> {
  const tables: Record<string, unknown[]> = {};
  for (const [table, columns] of Object.entries(OLD_COLUMNS)) {
    const order = columns.split(", ").slice(0, 3).join(", ");
    tables[table] = (await db().prepare(`SELECT ${columns} FROM ${table} ORDER BY ${order}`).all()).results;
  }
  return tables;
}

const HELD_UNTIL = "2099-01-01T00:00:00.000Z";

/** Rows as the code before 0013 wrote them: a paid stay with everything around it, a cancelled one, an unpaid hold. */
const SEED = [
  `INSERT INTO bookings (order_id, receipt, mode, status, amount_paise, deposit_percent, currency, guest_name, guest_email, guest_phone, payment_id, authorized_at, paid_at, refunded_paise, resort_confirmation, created_at, updated_at)
   VALUES ('order_Paid00000001', 'kv-paid', 'live', 'partially_refunded', 48000, 20, 'INR', 'Asha Menon', 'Asha@Example.com', '+91 98470 12345', 'pay_Paid0000000001', '2026-03-01T10:00:00.000Z', '2026-03-01T10:00:05.000Z', 10000, 'confirmed', '2026-03-01T09:59:00.000Z', '2026-03-02T08:00:00.000Z')`,
  `INSERT INTO bookings (order_id, receipt, mode, status, amount_paise, refunded_paise, guest_email, guest_phone, payment_id, paid_at, created_at, updated_at)
   VALUES ('order_Cancel000001', 'kv-cancel', 'live', 'refunded', 20000, 20000, 'lena@example.de', '+49 30 1234567', 'pay_Cancel00000001', '2026-02-01T10:00:00.000Z', '2026-02-01T09:00:00.000Z', '2026-02-05T09:00:00.000Z')`,
  `INSERT INTO bookings (order_id, receipt, mode, status, amount_paise, guest_email, guest_phone, failed_payment_id, failure_reason, created_at, updated_at)
   VALUES ('order_Unpaid000001', 'kv-unpaid', 'sandbox', 'failed', 15000, 'sam@example.com', '+1 555 0100', 'pay_Failed00000001', 'card declined', '2026-04-01T09:00:00.000Z', '2026-04-01T09:05:00.000Z')`,
  `INSERT INTO booking_lines VALUES ('order_Paid00000001', 0, 'room', 'sanctum-sanctorium', 'Sanctum Sanctorium', 'Sea view', '2027-01-10', '2027-01-13', 3, 2, 1, 'EUR', 20000, 60000)`,
  `INSERT INTO booking_lines VALUES ('order_Paid00000001', 1, 'retreat', 'panchakarma-14', 'Panchakarma', '14 days', '2027-01-10', '2027-01-12', 2, 2, 1, 'EUR', 150000, 300000)`,
  `INSERT INTO booking_lines VALUES ('order_Unpaid000001', 0, 'custom', 'custom-retreat', 'Custom retreat', 'Yoga and rest', '2027-02-01', '2027-02-03', 2, 1, 1, 'USD', 9000, 18000)`,
  `INSERT INTO room_nights VALUES ('sanctum-sanctorium', '2027-01-10', 'order_Paid00000001', 0, 'sold', NULL)`,
  `INSERT INTO room_nights VALUES ('sanctum-sanctorium', '2027-01-11', 'order_Paid00000001', 0, 'sold', NULL)`,
  `INSERT INTO room_nights VALUES ('sanctum-sanctorium', '2027-01-12', 'order_Paid00000001', 0, 'sold', NULL)`,
  `INSERT INTO retreat_places VALUES ('order_Paid00000001', 1, '2027-01-10', 2, 6, 'sold', NULL)`,
  `INSERT INTO retreat_places VALUES ('order_Paid00000001', 1, '2027-01-11', 2, 6, 'sold', NULL)`,
  `INSERT INTO retreat_places VALUES ('order_Unpaid000001', 0, '2027-02-01', 1, 6, 'held', '${HELD_UNTIL}')`,
  `INSERT INTO retreat_places VALUES ('order_Unpaid000001', 0, '2027-02-02', 1, 6, 'held', '${HELD_UNTIL}')`,
  `INSERT INTO refunds (id, order_id, payment_id, amount_paise, reason, note, status, gateway_refund_id, attempts, created_at, updated_at, processed_at)
   VALUES ('rf_paid_000000001', 'order_Paid00000001', 'pay_Paid0000000001', 10000, 'staff', 'Asha asked for the spa credit back', 'processed', 'rfnd_0000000001', 1, '2026-03-02T07:00:00.000Z', '2026-03-02T08:00:00.000Z', '2026-03-02T08:00:00.000Z')`,
  `INSERT INTO refunds (id, order_id, payment_id, amount_paise, reason, status, attempts, last_error, created_at, updated_at)
   VALUES ('rf_cancel_0000001', 'order_Cancel000001', 'pay_Cancel00000001', 20000, 'staff', 'processed', 1, NULL, '2026-02-05T08:00:00.000Z', '2026-02-05T09:00:00.000Z')`,
  `INSERT INTO booking_notices (id, order_id, kind, channel, recipient, status, attempts, next_attempt_at, created_at, updated_at, delivered_at)
   VALUES ('notice-1', 'order_Paid00000001', 'resort_paid', 'formspree', 'formspree:booking', 'delivered', 1, '2026-03-01T10:00:05.000Z', '2026-03-01T10:00:05.000Z', '2026-03-01T10:00:06.000Z', '2026-03-01T10:00:06.000Z')`,
  `INSERT INTO booking_notices (id, order_id, kind, channel, recipient, status, attempts, last_error, next_attempt_at, created_at, updated_at)
   VALUES ('notice-2', 'order_Paid00000001', 'guest_confirmation', 'email', 'Asha@Example.com', 'pending', 2, 'timed out', '2026-03-01T10:10:00.000Z', '2026-03-01T10:00:05.000Z', '2026-03-01T10:02:00.000Z')`,
  `INSERT INTO staff_audit (id, at, staff_email, action, order_id, amount_minor, currency, reason)
   VALUES ('audit-1', '2026-03-02T07:00:00.000Z', 'frontdesk@kaivalyaretreat.com', 'booking.refund', 'order_Paid00000001', 10000, 'INR', 'Asha asked for the spa credit back')`,
  `INSERT INTO staff_audit (id, at, staff_email, action, order_id, amount_minor, currency, reason)
   VALUES ('audit-2', '2026-02-05T08:00:00.000Z', 'manager@kaivalyaretreat.com', 'booking.cancel', 'order_Cancel000001', 20000, 'INR', 'flight cancelled')`,
  `INSERT INTO balance_payments VALUES ('bal_000000000001', 'order_Paid00000001', 50000, 'EUR', 'card', 'paid at check-in', 'frontdesk@kaivalyaretreat.com', '2027-01-10T12:00:00.000Z')`,
  `INSERT INTO form_submissions (id, kind, payload, status, attempts, next_attempt_at, created_at, updated_at)
   VALUES ('form-1', 'contact', '{"name":"Asha","email":"Asha@Example.com","message":"Hello"}', 'pending', 0, '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z', '2026-03-01T00:00:00.000Z')`,
  `INSERT INTO payment_events (event_id, event, order_id, payment_id, outcome, received_at)
   VALUES ('evt_000001', 'payment.captured', 'order_Paid00000001', 'pay_Paid0000000001', 'applied', '2026-03-01T10:00:06.000Z')`,
];

describe("migration 0013 on a database with rows from before it", () => {
  let before: Record<string, unknown[]>;

  beforeAll(async () => {
    const earlier = env.TEST_MIGRATIONS.filter((m) => m.name < FIRST_OF_THE_PLAN);
    expect(earlier.length).toBeGreaterThan(0);
    expect(env.TEST_MIGRATIONS.some((m) => m.name.startsWith(FIRST_OF_THE_PLAN))).toBe(true);
    await applyD1Migrations(db(), earlier);
    await db().batch(SEED.map((sql) => db().prepare(sql)));
    before = await snapshot();
    await applyD1Migrations(db(), env.TEST_MIGRATIONS);
  });

  it("keeps every row of every table as it was", async () => {
    const after = await snapshot();
    expect(before.bookings).toHaveLength(3);
    expect(before.room_nights).toHaveLength(3);
    expect(before.retreat_places).toHaveLength(4);
    expect(after).toEqual(before);
    expect(await db().prepare("PRAGMA foreign_key_check").all()).toMatchObject({ results: [] });
  });

  it("fills the new columns from the rows as they were", async () => {
    const bookings = await db()
      .prepare(
        "SELECT order_id, source, cancelled_by, cancelled_at, guest_link_version, locale, anonymised_at FROM bookings ORDER BY order_id",
      )
      .all();
    expect(bookings.results).toEqual([
      // Cancelled (then refunded) from the staff console: the audit row says when.
      {
        order_id: "order_Cancel000001",
        source: "online",
        cancelled_by: "resort",
        cancelled_at: "2026-02-05T08:00:00.000Z",
        guest_link_version: 1,
        locale: "en",
        anonymised_at: null,
      },
      {
        order_id: "order_Paid00000001",
        source: "online",
        cancelled_by: null,
        cancelled_at: null,
        guest_link_version: 1,
        locale: "en",
        anonymised_at: null,
      },
      {
        order_id: "order_Unpaid000001",
        source: "online",
        cancelled_by: null,
        cancelled_at: null,
        guest_link_version: 1,
        locale: "en",
        anonymised_at: null,
      },
    ]);
    expect((await db().prepare("SELECT DISTINCT event_key FROM booking_notices").all()).results).toEqual([{ event_key: "" }]);
    expect((await db().prepare("SELECT DISTINCT actor FROM staff_audit").all()).results).toEqual([{ actor: "staff" }]);
    expect((await db().prepare("SELECT DISTINCT kind FROM balance_payments").all()).results).toEqual([{ kind: "balance" }]);
    expect((await db().prepare("SELECT count(*) AS n FROM room_nights WHERE block_id IS NOT NULL").first("n")) as number).toBe(0);
  });

  it("still refuses a refund above the payment and a retreat night over capacity", async () => {
    const refund = db()
      .prepare(
        `INSERT INTO refunds (id, order_id, payment_id, amount_paise, reason, status, created_at, updated_at)
         VALUES ('rf_over_00000001', 'order_Paid00000001', 'pay_Paid0000000001', 38001, 'staff', 'requested', 't', 't')`,
      )
      .run();
    await expect(refund).rejects.toThrow(/refund exceeds the payment/);
    const place = db()
      .prepare(
        "INSERT INTO retreat_places (order_id, position, night, guests, capacity, state) VALUES ('order_Cancel000001', 0, '2027-01-10', 5, 6, 'sold')",
      )
      .run();
    await expect(place).rejects.toThrow(/retreat places full/);
  });

  it("0015: backfills one captured deposit per booking that holds a payment, at the booking's amount", async () => {
    const payments = await db()
      .prepare("SELECT id, order_id, gateway_order_id, kind, amount_paise, status, payment_id, captured_at FROM payments ORDER BY order_id")
      .all();
    expect(payments.results).toEqual([
      {
        id: "deposit_order_Cancel000001",
        order_id: "order_Cancel000001",
        gateway_order_id: "order_Cancel000001",
        kind: "deposit",
        amount_paise: 20000,
        status: "captured",
        payment_id: "pay_Cancel00000001",
        captured_at: "2026-02-01T10:00:00.000Z",
      },
      {
        id: "deposit_order_Paid00000001",
        order_id: "order_Paid00000001",
        gateway_order_id: "order_Paid00000001",
        kind: "deposit",
        amount_paise: 48000,
        status: "captured",
        payment_id: "pay_Paid0000000001",
        captured_at: "2026-03-01T10:00:05.000Z",
      },
    ]);
  });

  it("0015: caps refunds per payment, and keeps one open balance order per booking", async () => {
    const balance = (id: string, gatewayOrderId: string, status: string, paymentId: string | null) =>
      db()
        .prepare(
          `INSERT INTO payments (id, order_id, gateway_order_id, kind, amount_paise, status, payment_id, captured_at, created_at, updated_at)
           VALUES (?, 'order_Paid00000001', ?, 'balance', 150000, ?, ?, CASE WHEN ?3 = 'captured' THEN 't' END, 't', 't')`,
        )
        .bind(id, gatewayOrderId, status, paymentId)
        .run();
    await balance("balance_0000000001", "order_Balance000001", "captured", "pay_Balance0000001");
    await balance("balance_0000000002", "order_Balance000002", "created", null);
    await expect(balance("balance_0000000003", "order_Balance000003", "failed", null)).rejects.toThrow(/UNIQUE constraint failed/);

    const refund = (id: string, paymentId: string, amount: number) =>
      db()
        .prepare(
          `INSERT INTO refunds (id, order_id, payment_id, amount_paise, reason, status, created_at, updated_at)
           VALUES (?, 'order_Paid00000001', ?, ?, 'guest', 'requested', 't', 't')`,
        )
        .bind(id, paymentId, amount)
        .run();
    // The whole balance payment can be refunded, even though it is more than the deposit's 48,000.
    await refund("rf_balance_000001", "pay_Balance0000001", 150000);
    await expect(refund("rf_balance_000002", "pay_Balance0000001", 100)).rejects.toThrow(/refund exceeds the payment/);
    // The deposit's cap is its own: 38,000 of it is left, whatever the balance's refunds.
    await expect(refund("rf_deposit_00001", "pay_Paid0000000001", 38001)).rejects.toThrow(/refund exceeds the payment/);
    await refund("rf_deposit_00002", "pay_Paid0000000001", 38000);
    // A failed refund does not count; a payment nobody knows caps at nothing.
    await db().prepare("UPDATE refunds SET status = 'failed' WHERE id = 'rf_balance_000001'").run();
    await refund("rf_balance_000003", "pay_Balance0000001", 150000);
    await expect(refund("rf_unknown_00001", "pay_Unknown0000001", 100)).rejects.toThrow(/refund exceeds the payment/);
  });

  it("lets a block take a free night, never a taken one, and frees its nights when it goes", async () => {
    await db()
      .prepare(
        `INSERT INTO calendar_blocks (id, room_id, from_night, to_night, reason, created_by, created_at)
         VALUES ('block_0000000001', 'sanctum-sanctorium', '2027-01-12', '2027-01-14', 'maintenance', 'frontdesk@kaivalyaretreat.com', 't')`,
      )
      .run();
    const night = (n: string) =>
      db()
        .prepare(
          "INSERT INTO room_nights (room_id, night, block_id, state) VALUES ('sanctum-sanctorium', ?, 'block_0000000001', 'blocked')",
        )
        .bind(n);
    await expect(night("2027-01-12").run()).rejects.toThrow(/UNIQUE constraint failed: room_nights/);
    await night("2027-01-13").run();
    await db().prepare("DELETE FROM calendar_blocks WHERE id = 'block_0000000001'").run();
    expect(await db().prepare("SELECT count(*) AS n FROM room_nights WHERE night = '2027-01-13'").first("n")).toBe(0);
  });

  it("sends a notice once per booking, kind and event, bookings or not", async () => {
    const notice = (id: string, orderId: string | null, kind: string, eventKey: string) =>
      db()
        .prepare(
          `INSERT INTO booking_notices (id, order_id, kind, event_key, channel, recipient, next_attempt_at, created_at, updated_at)
           VALUES (?, ?, ?, ?, 'formspree', 'formspree:booking', 't', 't', 't') ON CONFLICT DO NOTHING`,
        )
        .bind(id, orderId, kind, eventKey)
        .run();
    expect((await notice("n-a", "order_Paid00000001", "resort_paid", "")).meta.changes).toBe(0);
    expect((await notice("n-b", "order_Paid00000001", "guest_refund", "rf_paid_000000001")).meta.changes).toBe(1);
    expect((await notice("n-c", "order_Paid00000001", "guest_refund", "rf_paid_000000002")).meta.changes).toBe(1);
    expect((await notice("n-d", null, "resort_feed_failing", "feed-1@2027-01-01")).meta.changes).toBe(1);
    expect((await notice("n-e", null, "resort_feed_failing", "feed-1@2027-01-01")).meta.changes).toBe(0);
  });

  it("holds an anonymised booking to placeholders only", async () => {
    const anonymise = (email: string) =>
      db()
        .prepare(
          "UPDATE bookings SET anonymised_at = 't', guest_name = NULL, guest_email = ?, guest_phone = 'anonymised' WHERE order_id = 'order_Unpaid000001'",
        )
        .bind(email)
        .run();
    await expect(anonymise("sam@example.com")).rejects.toThrow(/CHECK constraint failed/);
    expect((await anonymise("anonymised@guest.invalid")).meta.changes).toBe(1);
  });
});
