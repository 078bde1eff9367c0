import { describe, expect, it } from "vitest";
import { type ErasableBooking, eraseGuestInputSchema, erasureRefusal } from "./guest-erasure";

const TODAY = "2026-11-25";
const booking = (overrides: Partial<ErasableBooking>): ErasableBooking => ({
  orderId: "order_A",
  status: "paid",
  checkOut: "2026-11-24",
  refundsMoving: 0,
  liveHolds: 0,
  ...overrides,
});

describe("erasureRefusal", () => {
  it("lets a guest with nothing under way be erased", () => {
    expect(erasureRefusal([], TODAY)).toBeNull();
    expect(erasureRefusal([booking({})], TODAY)).toBeNull();
    expect(erasureRefusal([booking({ status: "created" }), booking({ status: "failed" })], TODAY)).toBeNull();
    // Cancelled or refunded stays are over, whatever their dates.
    expect(erasureRefusal([booking({ status: "cancelled", checkOut: "2027-01-01" })], TODAY)).toBeNull();
    expect(erasureRefusal([booking({ status: "refunded", checkOut: "2027-01-01" })], TODAY)).toBeNull();
  });

  it("refuses while a stay stands until its check-out day has passed", () => {
    expect(erasureRefusal([booking({ checkOut: TODAY })], TODAY)).toMatch(/order_A: the stay is not over \(check-out 2026-11-25\)/);
    expect(erasureRefusal([booking({ status: "partially_refunded", checkOut: "2027-02-01" })], TODAY)).toMatch(/not over/);
  });

  it("refuses while money moves or an unpaid order could still be paid", () => {
    expect(erasureRefusal([booking({ status: "authorized" })], TODAY)).toMatch(/authorized and not yet captured/);
    expect(erasureRefusal([booking({ status: "refunded", refundsMoving: 1 })], TODAY)).toMatch(/refund is still on its way/);
    expect(erasureRefusal([booking({ status: "created", liveHolds: 2 })], TODAY)).toMatch(/still holds nights/);
  });

  it("names every booking in the way", () => {
    const refusal = erasureRefusal(
      [booking({ orderId: "order_B", status: "authorized" }), booking({}), booking({ orderId: "order_C", checkOut: "2027-01-01" })],
      TODAY,
    );
    expect(refusal).toMatch(/^Nothing was erased: order_B: .*\. order_C: .*\. Erase the guest once this is over\.$/);
  });
});

describe("eraseGuestInputSchema", () => {
  it("takes one trimmed address and refuses anything else with a sentence", () => {
    expect(eraseGuestInputSchema.parse({ email: "  Asha@Example.com " })).toEqual({ email: "Asha@Example.com" });
    expect(eraseGuestInputSchema.safeParse({ email: "asha" }).success).toBe(false);
    expect(eraseGuestInputSchema.safeParse({}).error?.issues[0]?.message).toBe("Enter the guest's e-mail address.");
  });
});
