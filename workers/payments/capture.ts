import type { BookingsRepository, StoredBooking } from "./bookings-repository";
import type { PaymentGateway } from "./gateway";
import { RazorpayError } from "./razorpay-client";
import { RELEASED_REASON } from "./webhook-events";

/**
 * An authorized payment becomes a paid booking here: recorded as authorized, captured through the
 * gateway (amount and currency from the stored order), then recorded as paid, which sells its
 * nights and enqueues the booking's notices (or, when its nights were taken meanwhile, makes it a
 * conflict). The browser's verify, the payment.authorized webhook and the Cron Trigger all come
 * here; each step is idempotent, so they may race and repeat. A balance payment takes the same steps
 * on its own row (workers/payments/payments-repository.ts).
 */

export type CaptureResult =
  | { outcome: "paid" | "already-paid"; booking: StoredBooking }
  /**
   * Captured, but its holds had lapsed and another guest holds its nights now: the booking is
   * `conflict`, refunded automatically (`nights-taken`: this call found it; settleConflict).
   */
  | { outcome: "nights-taken" | "already-conflict"; booking: StoredBooking }
  /** Not captured (Razorpay refused or did not answer): the booking stays authorized, not paid. */
  | { outcome: "capture-failed"; reason: string; booking: StoredBooking }
  /**
   * Never captured, and Razorpay has given the money back (its automatic refund of an
   * authorization not captured in time): the booking failed and its holds are released.
   */
  | { outcome: "released"; booking: StoredBooking }
  | { outcome: "paid-by-another-payment"; booking: StoredBooking }
  | { outcome: "not-found" };

/** The steps capturing takes, on a booking (its deposit) or on a balance payment (payments-repository.ts). */
type CaptureSteps = Pick<BookingsRepository, "markAuthorized" | "markCaptureFailed" | "markReleased" | "markPaid">;

export async function captureAndRecord(
  deps: { repo: CaptureSteps; gateway: PaymentGateway },
  payment: { orderId: string; paymentId: string },
  now: () => Date = () => new Date(),
): Promise<CaptureResult> {
  const { repo, gateway } = deps;
  const authorized = await repo.markAuthorized(payment.orderId, payment.paymentId, now());
  if (authorized.outcome === "not-found" || authorized.outcome === "paid-by-another-payment") return authorized;
  if (authorized.outcome === "already-captured") {
    return { outcome: authorized.booking.status === "conflict" ? "already-conflict" : "already-paid", booking: authorized.booking };
  }

  const booking = authorized.booking;
  try {
    await gateway.capture(payment.paymentId, { amount: booking.amountPaise, currency: booking.currency });
  } catch (error) {
    const failure = error instanceof RazorpayError ? error : new RazorpayError("unavailable", String(error));
    // A refusal may only mean someone captured it first (a racing verify or webhook, or automatic
    // capture; a racing conflict may even have refunded it since): what matters is whether the
    // gateway holds it captured. Its status cannot say so: `refunded` is also what Razorpay makes
    // of an authorization nobody captured in time, when the money went back to the guest.
    const state = failure.kind === "rejected" ? await gateway.paymentState(payment.paymentId).catch(() => null) : null;
    if (state && !state.captured && state.status === "refunded") {
      const released = await repo.markReleased(payment.orderId, payment.paymentId, RELEASED_REASON, now());
      console.error(`capture: ${payment.paymentId} for ${payment.orderId} was refunded by Razorpay before it was captured`);
      return released ? { outcome: "released", booking: released } : { outcome: "not-found" };
    }
    if (state?.captured !== true) {
      await repo.markCaptureFailed(payment.orderId, payment.paymentId, failure.message, now());
      console.error(`capture: ${payment.paymentId} for ${payment.orderId} not captured: ${failure.message}`);
      return { outcome: "capture-failed", reason: failure.message, booking };
    }
  }
  const paid = await repo.markPaid(payment.orderId, payment.paymentId, now());
  return paid;
}
