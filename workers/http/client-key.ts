/** The key rate limits use for a request: the client's address as Cloudflare saw it. */
export function clientKeyOf(headers: Headers): string {
  return headers.get("CF-Connecting-IP") ?? "unknown-client";
}
