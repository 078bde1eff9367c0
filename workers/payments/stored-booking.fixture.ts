import type { StoredBooking } from "./bookings-repository";

/** A booking as the repository returns it, for the unit tests of the payment decisions. */
export const storedBooking = (over: Partial<StoredBooking> = {}): StoredBooking => ({
  orderId: "order_A",
  receipt: "r1",
  mode: "live",
  status: "created",
  amountPaise: 4_326_000,
  currency: "INR",
  paymentId: null,
  refundedPaise: 0,
  failureReason: null,
  releasedAt: null,
  ...over,
});
