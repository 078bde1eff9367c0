import { type GuestLinkEnv, guestLinkUrl } from "./guest-link";

/**
 * The link to a booking's page as it stands now (its current link version), for a message or page
 * that shows it: made when it is shown, so a reissued link is the one shown. Null for no such
 * booking, one never paid, or a deployment without links.
 */
export async function currentGuestLinkUrl(db: D1Database, env: GuestLinkEnv, orderId: string): Promise<string | null> {
  const version = await db
    .prepare("SELECT guest_link_version FROM bookings WHERE order_id = ? AND paid_at IS NOT NULL")
    .bind(orderId)
    .first<number>("guest_link_version");
  return version === null ? null : guestLinkUrl(env, orderId, version);
}
