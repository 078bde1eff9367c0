import { type PaymentsConfig, PaymentsUnavailableError, paymentsConfig } from "../payments/config";
import { type BookingActionFacts, bookingActionFacts } from "./booking-action-state";
import type { StaffActionContext, StaffActionPlan } from "./staff-actions";

/**
 * The first steps every booking action of the staff console shares (refund, cancel, balance,
 * confirm, decline): the payments settings, the booking as the action decides on it, and the
 * check that it was made in the payment mode this site runs in. Each failure is the refusal the
 * action answers with: 503 without payments settings, 404 for no such booking, 409 for the other mode.
 */

type Refusal = Extract<StaffActionPlan<unknown>, { refuse: unknown }>;

export async function loadBookingForAction(
  ctx: StaffActionContext,
  orderId: string,
): Promise<{ facts: BookingActionFacts; config: PaymentsConfig } | Refusal> {
  let config: PaymentsConfig;
  try {
    config = paymentsConfig(ctx.env);
  } catch (error) {
    if (error instanceof PaymentsUnavailableError) return { refuse: { status: 503, error: error.message } };
    throw error;
  }
  const facts = await bookingActionFacts(ctx.db, orderId);
  if (!facts) return { refuse: { status: 404, error: "There is no booking with this order id." } };
  if (facts.mode !== config.mode) {
    return { refuse: { status: 409, error: `This booking was made in ${facts.mode} mode; this site runs in ${config.mode} mode.` } };
  }
  return { facts, config };
}
