import { z } from "zod";
import { site } from "~/catalogue/site";
import type { BookingView } from "~/domain/booking/booking-view";
import { addDays } from "~/domain/dates/dates";
import { type Locale, localizePath } from "~/domain/i18n/locale";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { bookingsRepository } from "../payments/bookings-repository";
import { parsePaymentsMode } from "../payments/mode";
import { sandboxAllowedAt } from "../payments/sandbox-hosts";
import { timingSafeEqual } from "../payments/signatures";

/**
 * The guest's booking-page link, `/my-booking/<token>`: a capability, not a login. The token is the
 * order id and an HMAC-SHA-256 of a secret (GUEST_LINK_SECRET), the order id and the booking's
 * `guest_link_version`; nothing else is stored, so the outbox can put the link in an e-mail when it
 * sends, and reissuing it (bumping the version) kills every earlier link at once. The order id in
 * the token only says which booking to check; the 256-bit MAC is the whole of the capability.
 * See docs/decisions/088-guest-booking-page.md.
 *
 * Where the secret is unset and the deployment runs the sandbox gateway (wrangler.toml's top
 * level), links are signed with the public stand-in below, like sandbox payments: the routes of
 * the page answer with it only where the sandbox gateway may answer (loopback, or a host
 * SANDBOX_ALLOWED_HOSTS names; guestLinkAllowedAt). A live deployment without the secret has no
 * links at all, and the staff console says so (workers/admin/settings-problems.ts).
 */

export type GuestLinkEnv = { GUEST_LINK_SECRET?: unknown; PAYMENTS_MODE?: unknown; SITE_URL?: unknown };

/** Public on purpose: it signs links only where the sandbox runs, never in a live deployment. */
const LOCAL_STAND_IN_SECRET = "guest-link-secret-local-stand-in-not-for-real-bookings";
/** A real secret is at least this long: 32 random bytes in base64 are 44 characters. */
const GUEST_LINK_SECRET_MIN_LENGTH = 32;
/** How long after check-out the link keeps working, in calendar days at the resort. */
const GUEST_LINK_DAYS_AFTER_CHECK_OUT = 30;

const MAC_BYTES = 32;
const ORDER_ID = /^[A-Za-z0-9_-]{1,64}$/;
const BASE64URL_MAC = /^[A-Za-z0-9_-]{43}$/;
const encoder = new TextEncoder();

/** Why links cannot be made in this env (for the log and the staff console), or null when they can. */
export function guestLinkSecretProblem(env: GuestLinkEnv): string | null {
  const value = typeof env.GUEST_LINK_SECRET === "string" ? env.GUEST_LINK_SECRET.trim() : "";
  if (value !== "" && value.length < GUEST_LINK_SECRET_MIN_LENGTH) {
    return `GUEST_LINK_SECRET is shorter than ${GUEST_LINK_SECRET_MIN_LENGTH} characters.`;
  }
  if (value === "" && parsePaymentsMode(env.PAYMENTS_MODE) !== "sandbox") return "GUEST_LINK_SECRET is not set.";
  return null;
}

/** Whether this env signs with the public stand-in (sandbox without a secret of its own). */
export function usesLocalStandIn(env: GuestLinkEnv): boolean {
  return guestLinkSecretProblem(env) === null && !(typeof env.GUEST_LINK_SECRET === "string" && env.GUEST_LINK_SECRET.trim() !== "");
}

/**
 * Whether the booking page and its API may answer a request for `url`: with a secret of the
 * deployment's own, anywhere; with the public stand-in, only where the sandbox gateway may.
 */
export function guestLinksServedAt(url: URL, env: GuestLinkEnv): boolean {
  if (guestLinkSecretProblem(env) !== null) return false;
  return !usesLocalStandIn(env) || sandboxAllowedAt(url, env);
}

/** The secret links are signed with here, or null where there are no links (see above). */
function guestLinkSecret(env: GuestLinkEnv): string | null {
  if (guestLinkSecretProblem(env) !== null) return null;
  return usesLocalStandIn(env) ? LOCAL_STAND_IN_SECRET : (env.GUEST_LINK_SECRET as string).trim();
}

async function linkMac(secret: string, orderId: string, version: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  // Prefixed so the same secret could never sign something else that reads the same.
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(`guest-link\n${orderId}\n${version}`)));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!BASE64URL_MAC.test(text)) return null;
  const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes.length === MAC_BYTES ? bytes : null;
}

/** The token of a booking's link: `<order id>.<base64url HMAC-SHA-256>`, URL-safe as it is. */
export async function guestLinkToken(secret: string, orderId: string, version: number): Promise<string> {
  if (!ORDER_ID.test(orderId)) throw new RangeError(`Not an order id: ${JSON.stringify(orderId)}`);
  if (!Number.isInteger(version) || version < 1) throw new RangeError(`Not a link version: ${version}`);
  if (secret === "") throw new RangeError("The guest link secret is empty");
  return `${orderId}.${toBase64Url(await linkMac(secret, orderId, version))}`;
}

const siteUrlSchema = z.url({ protocol: /^https?$/ });

/**
 * The absolute link to a booking's page, on the site's own address (SITE_URL, else the site's
 * address in app/catalogue/site.ts), never the host a request named, in the edition of the guest's
 * language (`/de/my-booking/<token>`); null where this deployment has no links (a live one without
 * GUEST_LINK_SECRET), so a message leaves it out. The token is the same in every language.
 */
export async function guestLinkUrl(env: GuestLinkEnv, orderId: string, version: number, locale: Locale = "en"): Promise<string | null> {
  const secret = guestLinkSecret(env);
  if (secret === null) return null;
  const parsed = siteUrlSchema.safeParse(env.SITE_URL);
  const base = parsed.success ? parsed.data : site.url;
  return new URL(localizePath(`/my-booking/${await guestLinkToken(secret, orderId, version)}`, locale), base).href;
}

/** The first day the link of a stay checking out on `checkOut` no longer works, at the resort. */
export function guestLinkExpiresOn(checkOut: string): string {
  return addDays(checkOut, GUEST_LINK_DAYS_AFTER_CHECK_OUT + 1);
}

type LinkRow = { guest_link_version: number; paid_at: string | null; check_out: string | null };

/**
 * The booking a token opens at `now`, or null: a token of the wrong shape, a forged or reissued
 * one (the MAC of the stored version differs), a booking never paid, or a link expired (from the
 * 31st day after the latest check-out, in Kerala). The MAC is computed and compared in constant
 * time whatever the token, so how long a refusal takes tells nothing about why.
 */
export async function findBookingByGuestLink(db: D1Database, env: GuestLinkEnv, token: string, now: Date): Promise<BookingView | null> {
  const secret = guestLinkSecret(env);
  if (secret === null) return null;
  const dot = token.lastIndexOf(".");
  const orderId = dot > 0 ? token.slice(0, dot) : "";
  const given = fromBase64Url(token.slice(dot + 1));
  const wellFormed = ORDER_ID.test(orderId) && given !== null;

  const row = wellFormed
    ? await db
        .prepare(
          `SELECT b.guest_link_version, b.paid_at, (SELECT max(end_date) FROM booking_lines l WHERE l.order_id = b.order_id) AS check_out
           FROM bookings b WHERE b.order_id = ?`,
        )
        .bind(orderId)
        .first<LinkRow>()
    : null;
  const expected = await linkMac(secret, wellFormed ? orderId : "-", row?.guest_link_version ?? 1);
  const macMatches = timingSafeEqual(expected, given ?? new Uint8Array(MAC_BYTES));
  if (!(wellFormed && row && macMatches)) return null;
  if (row.paid_at === null || row.check_out === null) return null;
  if (resortTodayIso(now) >= guestLinkExpiresOn(row.check_out)) return null;
  return bookingsRepository(db).view(orderId);
}
