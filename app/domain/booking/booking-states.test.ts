import { describe, expect, it } from "vitest";
import {
  AWAITING_RESORT_STATUSES,
  awaitsResort,
  BOOKING_STATUSES,
  type BookingStatus,
  CAPTURED_STATUSES,
  isPayableBy,
  REFUNDABLE_STATUSES,
  REFUNDED_STATUSES,
  RESORT_CONFIRMATIONS,
  STAY_STATUSES,
  statusIn,
  UNPAID_STATUSES,
} from "./booking-states";

const sorted = (list: readonly string[]) => [...list].sort();
const without = (list: readonly BookingStatus[], gone: readonly BookingStatus[]) => list.filter((s) => !gone.includes(s));

describe("the booking states", () => {
  it("each status is unpaid, authorized or captured, exactly one of them", () => {
    for (const status of BOOKING_STATUSES) {
      const sets = [statusIn(UNPAID_STATUSES, status), status === "authorized", statusIn(CAPTURED_STATUSES, status)];
      expect(sets.filter(Boolean), status).toHaveLength(1);
    }
    expect(sorted([...UNPAID_STATUSES, "authorized", ...CAPTURED_STATUSES])).toEqual(sorted(BOOKING_STATUSES));
  });

  it("refunds and the staff's actions act only on a captured payment", () => {
    for (const list of [REFUNDED_STATUSES, REFUNDABLE_STATUSES, STAY_STATUSES, AWAITING_RESORT_STATUSES]) {
      expect(without(list, CAPTURED_STATUSES), list.join()).toEqual([]);
    }
  });

  it("everything captured is refundable until it is refunded in full", () => {
    expect(sorted(REFUNDABLE_STATUSES)).toEqual(sorted(without(CAPTURED_STATUSES, ["refunded"])));
  });

  it("a stay the resort stands by is paid, perhaps partly refunded: never a conflict, cancelled or refunded", () => {
    expect(sorted(STAY_STATUSES)).toEqual(["paid", "partially_refunded"]);
    expect(without(STAY_STATUSES, REFUNDABLE_STATUSES)).toEqual([]);
  });

  it("only a paid request awaits the resort: not an authorized payment, nor a partly refunded one", () => {
    expect([...AWAITING_RESORT_STATUSES]).toEqual(["paid"]);
  });

  it("lists have no repeats", () => {
    for (const list of [BOOKING_STATUSES, UNPAID_STATUSES, CAPTURED_STATUSES, REFUNDED_STATUSES, REFUNDABLE_STATUSES, STAY_STATUSES]) {
      expect(new Set(list).size, list.join()).toBe(list.length);
    }
  });
});

describe("isPayableBy: which payment may pay a booking", () => {
  const cases: [status: BookingStatus, holds: string | null, payment: string, payable: boolean][] = [
    ["created", null, "pay_1", true],
    ["failed", null, "pay_1", true],
    ["authorized", "pay_1", "pay_1", true],
    ["authorized", "pay_1", "pay_2", false],
    ["paid", "pay_1", "pay_1", false],
    ["paid", "pay_1", "pay_2", false],
    ["conflict", "pay_1", "pay_1", false],
    ["refunded", "pay_1", "pay_1", false],
    ["partially_refunded", "pay_1", "pay_1", false],
    ["cancelled", "pay_1", "pay_1", false],
  ];
  for (const [status, holds, payment, payable] of cases) {
    it(`a ${status} booking holding ${holds ?? "no payment"}, paid by ${payment}: ${payable ? "payable" : "not payable"}`, () => {
      expect(isPayableBy({ status, paymentId: holds }, payment)).toBe(payable);
    });
  }

  it("covers every status", () => {
    expect(new Set(cases.map(([status]) => status))).toEqual(new Set(BOOKING_STATUSES));
  });
});

describe("awaitsResort: a custom-retreat request the resort may confirm or decline", () => {
  it("is an awaiting request whose deposit is captured and nothing refunded", () => {
    for (const status of BOOKING_STATUSES) {
      for (const resortConfirmation of [...RESORT_CONFIRMATIONS, null]) {
        const expected = status === "paid" && resortConfirmation === "awaiting";
        expect(awaitsResort({ status, resortConfirmation }), `${status} ${resortConfirmation}`).toBe(expected);
      }
    }
  });

  it("not while the payment is only authorized", () => {
    expect(awaitsResort({ status: "authorized", resortConfirmation: "awaiting" })).toBe(false);
  });
});
