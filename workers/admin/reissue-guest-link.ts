import type { BookingActionOutcome } from "~/domain/staff/staff-views";
import { currentGuestLinkUrl } from "../guest/current-guest-link";
import { bookingStatus } from "./refund-booking";
import type { StaffActionHandler } from "./staff-actions";

/**
 * "Reissue the guest's link": bumps the booking's guest_link_version, so every link to its page
 * sent so far (a forwarded e-mail, a link that leaked) stops working, and answers the new link for
 * the member of staff to send. Only from the version the member of staff's request read: a double
 * click reissues once, and the second says so.
 */
export const reissueGuestLinkAction: StaffActionHandler<{ orderId: string; reason: string }, BookingActionOutcome> = {
  name: "booking.link_reissue",
  async plan(ctx, input) {
    const row = await ctx.db
      .prepare("SELECT guest_link_version, paid_at FROM bookings WHERE order_id = ?")
      .bind(input.orderId)
      .first<{ guest_link_version: number; paid_at: string | null }>();
    if (!row) return { refuse: { status: 404, error: "There is no booking with this order id." } };
    if (row.paid_at === null) return { refuse: { status: 409, error: "This order was never paid: it has no booking page." } };
    return {
      effect: [
        ctx.db
          .prepare(
            "UPDATE bookings SET guest_link_version = guest_link_version + 1, updated_at = ? WHERE order_id = ? AND guest_link_version = ?",
          )
          .bind(ctx.now.toISOString(), input.orderId, row.guest_link_version),
      ],
      audit: { orderId: input.orderId, reason: input.reason },
      async settle(applied) {
        if (!applied) return { ok: false, status: 409, error: "The link was reissued a moment ago. Reload the booking to see it." };
        const url = await currentGuestLinkUrl(ctx.db, ctx.env, input.orderId);
        return {
          ok: true,
          value: {
            message: url
              ? `Reissued: earlier links no longer work. The guest's new link: ${url}`
              : "Reissued: earlier links no longer work. This deployment has no GUEST_LINK_SECRET, so there is no new link to send.",
            status: await bookingStatus(ctx.db, input.orderId),
            refund: null,
            balancePayment: null,
          },
        };
      },
    };
  },
};
