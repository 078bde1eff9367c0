import { MAX_UNPAID_ORDERS_PER_CLIENT } from "~/domain/availability/hold-caps";
import { rateLimitKeyFor } from "../http/client-key";
import { toHex } from "../payments/signatures";

/**
 * Who placed an unpaid order, for the cap on unpaid orders per client (docs/decisions/082-holds.md):
 * the client as the rate limits count it (its IPv4 address, or the /64 of its IPv6 address;
 * workers/http/client-key.ts), stored only as an HMAC-SHA-256 keyed with the payments key secret,
 * never as the address. The secret is in every deployment that can take an order, and without it
 * the stored value cannot be turned back into an address by trying all four billion of them.
 */

const encoder = new TextEncoder();

/**
 * The key of the request's client, or null when the request names none: Cloudflare sets
 * CF-Connecting-IP on every request from the internet, so only local runs and tests lack it, and
 * those are not one client to be capped together.
 */
export async function holdClientKey(headers: Headers, secret: string): Promise<string | null> {
  const address = headers.get("CF-Connecting-IP");
  if (!address?.trim()) return null;
  const key = await crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const digest = await crypto.subtle.sign("HMAC", key, encoder.encode(`unpaid-holds|${rateLimitKeyFor(address)}`));
  // 128 bits tell clients apart; the column takes 16 to 128 characters.
  return toHex(new Uint8Array(digest)).slice(0, 32);
}

/**
 * UNPAID_ORDERS_PER_CLIENT from the env: a positive whole number, else the cap of the ADR. Raised
 * only where many guests share one address on purpose (the browser tests all order from loopback).
 */
export function unpaidOrdersPerClient(env: { UNPAID_ORDERS_PER_CLIENT?: string | undefined }): number {
  const raw = env.UNPAID_ORDERS_PER_CLIENT;
  const value = raw === undefined || raw.trim() === "" ? Number.NaN : Number(raw);
  return Number.isInteger(value) && value > 0 ? value : MAX_UNPAID_ORDERS_PER_CLIENT;
}
