import { BOOKING_SOURCE_LABELS } from "~/domain/booking/booking-source";
import { resortTodayIso } from "~/domain/dates/resort-today";
import type { IsoDate } from "~/domain/dates/dates";
import { formatMoney } from "~/domain/money/money";
import type { PricedLine } from "~/domain/orders/pricing";
import type { BalanceMethod } from "~/domain/staff/booking-action-rules";
import { type RecordBookingInput, recordedLines } from "~/domain/staff/record-booking";
import type { RecordBookingResult } from "~/domain/staff/staff-views";
import { availabilityRepository, isAvailabilityConflict } from "../availability/availability-repository";
import { type UnavailableItem, unavailableItems } from "../availability/order-availability";
import { enqueueRecordedConfirmation } from "../notifications/notice-queue";
import { sendNoticesNow } from "../notifications/notices";
import { PaymentsUnavailableError, paymentsConfig } from "../payments/config";
import { insertBookingLineStatement } from "../payments/bookings-repository";
import { makeReceipt } from "../payments/order-notes";
import { toHex } from "../payments/signatures";
import { performStaffAction, type StaffActionContext, type StaffActionHandler } from "./staff-actions";

/**
 * "Record a booking": a stay the guest booked by phone, by e-mail or at the front desk, entered by
 * staff (docs/decisions/084-recorded-bookings.md). It is stored like an order and takes its nights
 * like one: the booking (source phone | email | desk, paid, nothing charged online), its lines at
 * the agreed prices, its nights and retreat places sold (availabilityRepository.sellRecorded, the
 * same statements and keys as an order's holds), the deposit the guest paid the resort
 * (balance_payments, kind deposit), the guest's confirmation e-mail when there is an address, and
 * the audit row, all in one batch. A night taken fails the batch and nothing is stored (409 with
 * the nights). The order id is derived from the request's Idempotency-Key, so a double submit or
 * a retry stores the booking once and is answered with it.
 */

type Plan = { orderId: string; receipt: string; mode: "sandbox" | "live"; input: RecordBookingInput; lines: PricedLine[] };

/** Staff recorded bookings are told apart from gateway orders (order_…) by their id. */
async function recordedOrderId(staffEmail: string, idempotencyKey: string): Promise<string> {
  const bytes = new TextEncoder().encode(`record|${staffEmail.toLowerCase()}|${idempotencyKey}`);
  return `rec_${toHex(new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))).slice(0, 28)}`;
}

const toCents = (amount: number) => Math.round(amount * 100);

const RECEIVED_HOW: Readonly<Record<BalanceMethod, string>> = {
  cash: "in cash",
  card: "by card",
  upi: "by UPI",
  bank_transfer: "by bank transfer",
  other: "another way",
};

const recordBookingAction: StaffActionHandler<Plan, { orderId: string }> = {
  name: "booking.record",
  async plan(ctx, { orderId, receipt, mode, input, lines }) {
    const db = ctx.db;
    const at = ctx.now.toISOString();
    const calendar = availabilityRepository(db);
    const deposit = input.deposit;
    const total = lines.reduce((sum, line) => sum + toCents(line.price), 0);
    return {
      effect: [
        ...calendar.expireLapsed(ctx.now),
        db
          .prepare(
            `INSERT INTO bookings (order_id, receipt, mode, source, status, amount_paise, currency, guest_name, guest_email, guest_phone,
               locale, paid_at, created_at, updated_at)
             VALUES (?1, ?2, ?3, ?4, 'paid', 0, 'INR', ?5, ?6, ?7, ?9, ?8, ?8, ?8)`,
          )
          .bind(
            orderId,
            receipt,
            mode,
            input.source,
            input.guest.name,
            input.guest.email ?? null,
            input.guest.phone ?? null,
            at,
            input.locale ?? "en",
          ),
      ],
      audit: {
        orderId,
        amountMinor: total,
        currency: input.currency,
        reason: [`${BOOKING_SOURCE_LABELS[input.source]}`, input.note].filter(Boolean).join(": "),
      },
      followUp: [
        ...lines.map((line, position) => insertBookingLineStatement(db, orderId, position, line)),
        ...calendar.sellRecorded(orderId),
        ...(deposit
          ? [
              db
                .prepare(
                  `INSERT INTO balance_payments (id, order_id, kind, amount_minor, currency, method, note, staff_email, received_at)
                   VALUES (?, ?, 'deposit', ?, ?, ?, ?, ?, ?)`,
                )
                .bind(`bp_${orderId}`, orderId, deposit.amount, input.currency, deposit.method, deposit.note ?? null, ctx.actor.email, at),
            ]
          : []),
        enqueueRecordedConfirmation(db, { orderId, now: ctx.now }),
      ],
      settle: () => ({ ok: true, value: { orderId } }),
      afterCommit: input.guest.email ? () => sendNoticesNow(ctx.env, orderId, ctx.waitUntil) : undefined,
    };
  },
};

/** The booking this request recorded already, if it did (a retry, a double submit). */
async function recorded(db: D1Database, orderId: string): Promise<{ receipt: string } | null> {
  return db.prepare("SELECT receipt FROM bookings WHERE order_id = ?").bind(orderId).first<{ receipt: string }>();
}

function takenAnswer(taken: readonly UnavailableItem[]): RecordBookingResult {
  const nights = [...new Set(taken.flatMap((item) => item.nights))].sort() as IsoDate[];
  return { ok: false, status: 409, error: taken.map((item) => item.reason).join(" "), nights };
}

export async function recordBooking(
  ctx: StaffActionContext,
  input: RecordBookingInput,
  idempotencyKey: string,
): Promise<RecordBookingResult> {
  let mode: "sandbox" | "live";
  try {
    mode = paymentsConfig(ctx.env).mode;
  } catch (error) {
    if (error instanceof PaymentsUnavailableError) return { ok: false, status: 503, error: error.message };
    throw error;
  }
  const orderId = await recordedOrderId(ctx.actor.email, idempotencyKey);
  const again = (earlier: { receipt: string }): RecordBookingResult => ({
    ok: true,
    value: { orderId, receipt: earlier.receipt, created: false, message: `This booking was recorded already, as ${orderId}.` },
  });
  const earlier = await recorded(ctx.db, orderId);
  if (earlier) return again(earlier);

  const priced = recordedLines(input, resortTodayIso(ctx.now));
  if (!priced.ok) return { ok: false, status: 422, error: priced.error, fieldErrors: priced.fieldErrors };
  const { lines } = priced;
  const calendar = availabilityRepository(ctx.db);
  const itemIds = lines.map((_, index) => `lines.${index}`);
  // A look first, to name the nights; the batch's keys are what decide.
  const taken = await unavailableItems(calendar, lines, itemIds, ctx.now);
  if (taken.length > 0) return takenAnswer(taken);

  const receipt = makeReceipt(ctx.now);
  for (let attempt = 0; ; attempt++) {
    try {
      await performStaffAction(recordBookingAction, ctx, { orderId, receipt, mode, input, lines });
      break;
    } catch (error) {
      if (isAvailabilityConflict(error)) {
        const now = new Date();
        const lost = await unavailableItems(calendar, lines, itemIds, now);
        // The night that refused us was a hold that has lapsed since: one more try, as an order does.
        if (lost.length === 0 && attempt === 0) continue;
        return lost.length > 0
          ? takenAnswer(lost)
          : { ok: false, status: 409, error: "Some of these nights were taken meanwhile. Look at the calendar and try again.", nights: [] };
      }
      // The same request, submitted twice at once: the other one stored it.
      const stored = await recorded(ctx.db, orderId);
      if (stored) return again(stored);
      throw error;
    }
  }
  const total = lines.reduce((sum, line) => sum + toCents(line.price), 0);
  const deposit = input.deposit;
  const money = (minor: number) => formatMoney(minor / 100, input.currency);
  return {
    ok: true,
    value: {
      orderId,
      receipt,
      created: true,
      message: [
        `Recorded: ${money(total)} agreed`,
        deposit ? `, ${money(deposit.amount)} deposit received ${RECEIVED_HOW[deposit.method]}` : ", no deposit yet",
        input.guest.email ? `. The confirmation goes to ${input.guest.email}.` : ". No e-mail address, so no confirmation is sent.",
      ].join(""),
    },
  };
}
