import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { uniqueEmail } from "./forms-helpers";

/**
 * Rate limits count an IPv6 client by its /64 (workers/http/client-key.ts), through the API and the
 * contact page's action alike: rotating addresses inside one network does not buy a new budget.
 * wrangler.toml allows 30 form posts a minute per form and client locally.
 */

const LOCAL_FORMS_LIMIT = 30;

/** A random /64 of the documentation range, and addresses in it. */
function randomNetwork() {
  const hex = () => Math.floor(Math.random() * 0x10000).toString(16);
  const prefix = `2001:db8:${hex()}:${hex()}`;
  return { prefix, address: () => `${prefix}:${hex()}:${hex()}:${hex()}:${hex()}` };
}

// The limiter counts in fixed windows: allow for one window ending part-way through.
async function postUntilLimited(
  post: (ip: string, i: number) => Promise<Response>,
  nextIp: () => string,
  attempts = LOCAL_FORMS_LIMIT * 3,
) {
  for (let i = 0; i < attempts; i++) {
    const res = await post(nextIp(), i);
    await res.body?.cancel();
    if (res.status === 429) return i;
    expect(res.status).toBeLessThan(300);
  }
  return null;
}

describe("rate limits key IPv6 clients by their /64", () => {
  it("POST /api/forms/consultation: fresh addresses in one /64 share a budget; another /64 has its own", async () => {
    const network = randomNetwork();
    const post = (ip: string, i: number) =>
      SELF.fetch("https://kaivalya.test/api/forms/consultation", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
        body: JSON.stringify({ email: uniqueEmail(`v6-${i}`), phone: "+91 98470 12345" }),
      });
    const limitedAfter = await postUntilLimited(post, network.address);
    expect(limitedAfter, "no 429 for addresses rotating inside one /64").not.toBeNull();

    const neighbour = randomNetwork();
    const other = await post(neighbour.address(), 0);
    expect(other.status).toBe(202);
  });

  it("POST /contact (the page's action) counts the same way", async () => {
    const network = randomNetwork();
    const post = (ip: string, i: number) =>
      SELF.fetch("https://kaivalya.test/contact", {
        method: "POST",
        headers: { "CF-Connecting-IP": ip },
        body: new URLSearchParams({ name: "Ravi", email: uniqueEmail(`v6-page-${i}`), message: "Hello", _gotcha: "" }),
      });
    expect(await postUntilLimited(post, network.address), "no 429 for addresses rotating inside one /64").not.toBeNull();
  });

  it("counts IPv4 clients by their address", async () => {
    const bytes = crypto.getRandomValues(new Uint8Array(3));
    const base = `10.${bytes[0]}.${bytes[1]}`;
    let last = 0;
    const post = (ip: string, i: number) =>
      SELF.fetch("https://kaivalya.test/api/forms/consultation", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
        body: JSON.stringify({ email: uniqueEmail(`v4-${i}`), phone: "+91 98470 12345" }),
      });
    // Neighbouring IPv4 addresses are different clients: none of them is limited.
    expect(await postUntilLimited(post, () => `${base}.${last++ % 256}`, LOCAL_FORMS_LIMIT + 5)).toBeNull();
  });
});
