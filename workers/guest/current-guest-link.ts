import { bookingLocale } from "../payments/bookings-repository";
import { type GuestLinkEnv, guestLinkUrl } from "./guest-link";

/**
 * The link to a booking's page as it stands now (its current link version), for a message or page
 * that shows it: made when it is shown, so a reissued link is the one shown, and in the booking's
 * language. Null for no such booking, one never paid, or a deployment without links.
 */
export async function currentGuestLinkUrl(db: D1Database, env: GuestLinkEnv, orderId: string): Promise<string | null> {
  const row = await db
    .prepare("SELECT guest_link_version, locale FROM bookings WHERE order_id = ? AND paid_at IS NOT NULL")
    .bind(orderId)
    .first<{ guest_link_version: number; locale: string }>();
  if (row === null) return null;
  return guestLinkUrl(env, orderId, row.guest_link_version, bookingLocale({ order_id: orderId, locale: row.locale }));
}
