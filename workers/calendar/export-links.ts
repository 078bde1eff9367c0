import * as z from "zod";
import { site } from "~/catalogue/site";
import { isLocalHostname } from "../payments/sandbox-hosts";
import { timingSafeEqual } from "../payments/signatures";

/**
 * The secret addresses of the resort's calendars (docs/decisions/086-calendar-export.md). Each room
 * has one export URL, and each channel calendar imported into a room (a calendar_feeds row) one of
 * its own, which leaves that channel's events out. The token in each is an HMAC of
 * CALENDAR_FEED_SECRET over what the URL is for and the room's export version, so the console can
 * show a URL again without storing it, and rotating (bumping the version) kills every URL of the
 * room at once.
 *
 * URLs are built from SITE_URL (else the site's own address), never from the request's host: a
 * forged Host header must not make the console hand out a URL on someone else's domain.
 */

/** The base of every export URL's path. */
const CALENDAR_EXPORT_PATH = "/calendars";

/** Shorter secrets are refused: the token is only as unguessable as the key behind it. */
const MIN_SECRET_LENGTH = 32;

/**
 * The secret used when CALENDAR_FEED_SECRET is unset and the request is to this machine
 * (development and the tests), like the sandbox gateway's public key. It is in the repository, so
 * it is never used for a request to any other host.
 */
const LOCAL_STAND_IN_SECRET = "kaivalya-local-calendar-feeds-stand-in-not-a-secret";

export type FeedSecret = { ok: true; secret: string } | { ok: false; problem: string };

type CalendarEnv = { CALENDAR_FEED_SECRET?: unknown; SITE_URL?: unknown };

/** The key for export tokens on a request to `requestUrl`, or what is wrong (in words that name the setting). */
export function calendarFeedSecret(env: object, requestUrl: URL): FeedSecret {
  const value = (env as CalendarEnv).CALENDAR_FEED_SECRET;
  const secret = typeof value === "string" ? value.trim() : "";
  if (secret.length >= MIN_SECRET_LENGTH) return { ok: true, secret };
  if (secret !== "") return { ok: false, problem: `CALENDAR_FEED_SECRET is shorter than ${MIN_SECRET_LENGTH} characters.` };
  if (isLocalHostname(requestUrl.hostname)) return { ok: true, secret: LOCAL_STAND_IN_SECRET };
  return { ok: false, problem: "CALENDAR_FEED_SECRET is not set." };
}

const siteUrlSchema = z.url({ protocol: /^https?$/ });

/** The origin export URLs are built on: SITE_URL when set (a staging host), else the site's own. */
export function calendarSiteOrigin(env: object): URL {
  const parsed = siteUrlSchema.safeParse((env as CalendarEnv).SITE_URL);
  return new URL(new URL(parsed.success ? parsed.data : site.url).origin);
}

/** What an export URL is for: a room's whole calendar, or a room's calendar as given to one channel. */
export type ExportTarget = { roomId: string; feedId?: string | undefined };

const encoder = new TextEncoder();
const TOKEN_BYTES = 32;

async function tokenBytes(secret: string, target: ExportTarget, version: number): Promise<Uint8Array> {
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  // A JSON array keeps the parts apart whatever characters an id holds.
  const message = JSON.stringify(
    target.feedId === undefined ? ["room", target.roomId, version] : ["feed", target.roomId, target.feedId, version],
  );
  return new Uint8Array(await crypto.subtle.sign("HMAC", key, encoder.encode(message)));
}

function toBase64Url(bytes: Uint8Array): string {
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*$/.test(text)) return null;
  try {
    const binary = atob(text.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(binary, (ch) => ch.charCodeAt(0));
  } catch {
    return null;
  }
}

/** The token of a target at a version: 256 bits of HMAC-SHA256, base64url (43 characters). */
export async function exportToken(secret: string, target: ExportTarget, version: number): Promise<string> {
  return toBase64Url(await tokenBytes(secret, target, version));
}

/** Whether `token` is the target's token at `version`, compared in constant time. */
export async function isExportToken(secret: string, target: ExportTarget, version: number, token: string): Promise<boolean> {
  const expected = await tokenBytes(secret, target, version);
  // A token of the wrong shape still costs a full HMAC and a full comparison.
  const given = fromBase64Url(token) ?? new Uint8Array(TOKEN_BYTES + 1);
  return timingSafeEqual(expected, given);
}

/** The absolute export URL of a target. */
export async function exportUrl(env: object, secret: string, target: ExportTarget, version: number): Promise<string> {
  const token = await exportToken(secret, target, version);
  const segments = [target.roomId, ...(target.feedId === undefined ? [] : [target.feedId]), `${token}.ics`].map(encodeURIComponent);
  return new URL(`${CALENDAR_EXPORT_PATH}/${segments.join("/")}`, calendarSiteOrigin(env)).href;
}
