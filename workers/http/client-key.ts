/**
 * The key a rate limit counts a client under, from the address Cloudflare saw (the
 * `CF-Connecting-IP` header). Used by the API's guards (workers/api/guards.ts) and for page
 * actions' form posts (workers/app.ts) alike, so one client has one budget whichever way it posts.
 *
 * - IPv4: the address itself (`203.0.113.7`).
 * - IPv6: the /64 prefix (`2001:db8:1:2::/64`). A /64 is one subscriber's network: a client can
 *   pick any of its 2^64 addresses at will, so keying on the full address would give it as many
 *   budgets as it likes. Compressed, full, upper-case and zoned (`fe80::1%eth0`) forms of one
 *   network give the same key.
 * - IPv4-mapped IPv6 (`::ffff:203.0.113.7`, `::ffff:cb00:7107`): the IPv4 address it maps.
 * - No header: one shared key. Anything else unparsable is kept as text (trimmed, lower-case,
 *   bounded): Cloudflare always sends a valid address, so only local runs and tests send other
 *   values, and they may use them to name clients.
 */

export const UNKNOWN_CLIENT = "unknown-client";

const MAX_RAW_KEY_LENGTH = 64;

/** The rate-limit key for a client address (see above). Pure; never throws. */
export function rateLimitKeyFor(address: string | null | undefined): string {
  const text = (address ?? "").trim();
  if (text === "") return UNKNOWN_CLIENT;
  const v4 = parseIpv4(text);
  if (v4) return v4.join(".");
  const v6 = parseIpv6(text);
  if (v6) {
    if (isIpv4Mapped(v6)) return [v6[6]! >> 8, v6[6]! & 0xff, v6[7]! >> 8, v6[7]! & 0xff].join(".");
    return `${v6
      .slice(0, 4)
      .map((group) => group.toString(16))
      .join(":")}::/64`;
  }
  return `unparsed:${text.toLowerCase().slice(0, MAX_RAW_KEY_LENGTH)}`;
}

/** The key rate limits use for a request: its `CF-Connecting-IP`, as `rateLimitKeyFor` reads it. */
export function clientKeyOf(headers: Headers): string {
  return rateLimitKeyFor(headers.get("CF-Connecting-IP"));
}

const IPV4_OCTET = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;

/** Dotted-quad IPv4 as four octets, or null. Leading zeros are refused (they read as octal elsewhere). */
function parseIpv4(text: string): number[] | null {
  const parts = text.split(".");
  if (parts.length !== 4 || !parts.every((part) => IPV4_OCTET.test(part))) return null;
  return parts.map(Number);
}

const HEXTET = /^[0-9a-f]{1,4}$/i;

/** IPv6 in any textual form (RFC 4291 section 2.2, with an optional zone and brackets) as eight 16-bit groups, or null. */
function parseIpv6(input: string): number[] | null {
  let text = input;
  if (text.startsWith("[") && text.endsWith("]")) text = text.slice(1, -1);
  const zone = text.indexOf("%");
  if (zone !== -1) text = text.slice(0, zone);
  if (!text.includes(":")) return null;

  // A trailing dotted quad stands for the last two groups: rewrite it as them.
  const lastColon = text.lastIndexOf(":");
  const last = text.slice(lastColon + 1);
  if (last.includes(".")) {
    const v4 = parseIpv4(last);
    if (!v4) return null;
    const hex = (high: number, low: number) => ((high << 8) | low).toString(16);
    text = `${text.slice(0, lastColon + 1)}${hex(v4[0]!, v4[1]!)}:${hex(v4[2]!, v4[3]!)}`;
  }

  const halves = text.split("::");
  if (halves.length > 2) return null;
  const groups = (half: string | undefined) => (half === undefined || half === "" ? [] : half.split(":"));
  const head = groups(halves[0]);
  const rest = groups(halves[1]);
  if (![...head, ...rest].every((group) => HEXTET.test(group))) return null;
  const explicit = head.length + rest.length;
  if (halves.length === 1) {
    if (explicit !== 8) return null;
  } else if (explicit > 7) {
    return null;
  }
  const zeros = new Array<number>(8 - explicit).fill(0);
  const parse = (group: string) => Number.parseInt(group, 16);
  return [...head.map(parse), ...(halves.length === 2 ? zeros : []), ...rest.map(parse)];
}

/** ::ffff:a.b.c.d, the IPv4-mapped range (RFC 4291 section 2.5.5.2). */
function isIpv4Mapped(groups: number[]): boolean {
  return groups.slice(0, 5).every((group) => group === 0) && groups[5] === 0xffff;
}
