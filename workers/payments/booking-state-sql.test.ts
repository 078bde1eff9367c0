import { readdirSync, readFileSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";
import { fileURLToPath } from "node:url";
import { beforeAll, describe, expect, it } from "vitest";
import {
  AWAITING_RESORT_STATUSES,
  awaitsResort,
  BOOKING_STATUSES,
  type BookingStatus,
  CAPTURED_STATUSES,
  isPayableBy,
  REFUNDABLE_STATUSES,
  RESORT_CONFIRMATIONS,
  type ResortConfirmation,
  STAY_STATUSES,
  UNPAID_STATUSES,
} from "~/domain/booking/booking-states";
import { SQL_AWAITS_RESORT, sqlPayableBy, sqlStatusIn, sqlStatusList } from "./booking-state-sql";

/**
 * The rendered SQL run against the bookings table the migrations make (SQLite, as D1 is): each
 * fragment selects exactly the bookings its rule in booking-states.ts accepts, and the table's
 * CHECK constraints agree with the lists.
 */

const migrations = fileURLToPath(new URL("../../migrations/", import.meta.url));
let db: DatabaseSync;

beforeAll(() => {
  db = new DatabaseSync(":memory:");
  for (const file of readdirSync(migrations)
    .filter((f) => f.endsWith(".sql"))
    .sort()) {
    db.exec(readFileSync(`${migrations}${file}`, "utf8"));
  }
});

let sequence = 0;
const AMOUNT = 10_000;

/** Inserts a booking as the schema allows it; throws when a CHECK refuses it. */
function insert(status: string, options: { paymentId?: string | null; paid?: boolean; resort?: ResortConfirmation | null } = {}) {
  const orderId = `order_${++sequence}`;
  const paymentId = options.paymentId === undefined ? `pay_${sequence}` : options.paymentId;
  const refunded = status === "refunded" ? AMOUNT : status === "partially_refunded" ? AMOUNT / 2 : 0;
  db.prepare(
    `INSERT INTO bookings (order_id, receipt, mode, status, amount_paise, guest_email, guest_phone, payment_id, paid_at, refunded_paise, resort_confirmation, created_at, updated_at)
     VALUES (?, ?, 'live', ?, ?, 'g@example.com', '+919847012345', ?, ?, ?, ?, 'now', 'now')`,
  ).run(orderId, `rcpt_${sequence}`, status, AMOUNT, paymentId, options.paid ? "now" : null, refunded, options.resort ?? null);
  return { orderId, paymentId };
}

/** One booking of each status, as the lifecycle leaves it. */
function oneOfEach(resort: ResortConfirmation | null = null) {
  return BOOKING_STATUSES.map((status) => {
    const unpaid = (UNPAID_STATUSES as readonly string[]).includes(status);
    const { orderId, paymentId } = insert(status, {
      paymentId: unpaid ? null : undefined,
      paid: !unpaid && status !== "authorized",
      resort,
    });
    return { orderId, status, paymentId };
  });
}

/** The order ids (of `orderIds`) that `where` selects; `?1` is bound to `param`. */
function selected(where: string, orderIds: string[], param: string | null = null): string[] {
  const list = orderIds.map((id) => `'${id}'`).join(", ");
  const query = `SELECT order_id FROM bookings WHERE order_id IN (${list}) AND ${where} ORDER BY order_id`;
  const rows = (where.includes("?1") ? db.prepare(query).all(param) : db.prepare(query).all()) as { order_id: string }[];
  return rows.map((r) => r.order_id);
}

describe("sqlStatusList and sqlStatusIn", () => {
  it("render a list of states as SQL literals", () => {
    expect(sqlStatusList(["paid", "partially_refunded"])).toBe("'paid', 'partially_refunded'");
    expect(sqlStatusIn(["paid"])).toBe("status IN ('paid')");
    expect(sqlStatusIn(STAY_STATUSES, "b.status")).toBe("b.status IN ('paid', 'partially_refunded')");
  });

  it("refuse anything that is not a booking state, and an empty list", () => {
    expect(() => sqlStatusList(["paid', 'x"] as unknown as BookingStatus[])).toThrow(/not a booking state/);
    expect(() => sqlStatusList(["Paid"] as unknown as BookingStatus[])).toThrow(/not a booking state/);
    expect(() => sqlStatusList([])).toThrow(/empty/);
  });

  it("select exactly the bookings in the list", () => {
    const bookings = oneOfEach();
    const ids = bookings.map((b) => b.orderId);
    for (const list of [UNPAID_STATUSES, CAPTURED_STATUSES, REFUNDABLE_STATUSES, STAY_STATUSES, AWAITING_RESORT_STATUSES]) {
      const expected = bookings.filter((b) => (list as readonly string[]).includes(b.status)).map((b) => b.orderId);
      expect(selected(sqlStatusIn(list), ids), list.join()).toEqual(expected.sort());
    }
  });
});

describe("sqlPayableBy", () => {
  it("selects the bookings isPayableBy accepts, for their own payment and for another", () => {
    const bookings = oneOfEach();
    const ids = bookings.map((b) => b.orderId);
    for (const payment of [...bookings.map((b) => b.paymentId).filter((p) => p !== null), "pay_other"]) {
      const expected = bookings.filter((b) => isPayableBy(b, payment)).map((b) => b.orderId);
      expect(selected(sqlPayableBy("?1"), ids, payment), payment).toEqual(expected.sort());
    }
  });
});

describe("SQL_AWAITS_RESORT", () => {
  it("selects the requests awaitsResort accepts", () => {
    for (const resort of [...RESORT_CONFIRMATIONS, null]) {
      const bookings = oneOfEach(resort);
      const expected = bookings.filter((b) => awaitsResort({ status: b.status, resortConfirmation: resort })).map((b) => b.orderId);
      expect(
        selected(
          SQL_AWAITS_RESORT,
          bookings.map((b) => b.orderId),
        ),
        String(resort),
      ).toEqual(expected.sort());
    }
  });
});

describe("the bookings table agrees with the lists", () => {
  const accepts = (status: string, options: Parameters<typeof insert>[1]) => {
    try {
      insert(status, options);
      return true;
    } catch {
      return false;
    }
  };

  it("stores exactly the booking statuses", () => {
    for (const status of BOOKING_STATUSES) {
      const shapes = [{ paymentId: null }, {}, { paid: true }];
      expect(
        shapes.filter((shape) => accepts(status, shape)),
        status,
      ).toHaveLength(1);
    }
    for (const shape of [{ paymentId: null }, {}, { paid: true }]) expect(accepts("settled", shape)).toBe(false);
  });

  it("holds no payment exactly while unpaid, and a capture time exactly once captured", () => {
    const withoutPayment = BOOKING_STATUSES.filter((s) => accepts(s, { paymentId: null }));
    expect(withoutPayment).toEqual(BOOKING_STATUSES.filter((s) => (UNPAID_STATUSES as readonly string[]).includes(s)));
    const capturedAt = BOOKING_STATUSES.filter((s) => accepts(s, { paid: true }));
    expect(capturedAt).toEqual(BOOKING_STATUSES.filter((s) => (CAPTURED_STATUSES as readonly string[]).includes(s)));
  });
});
