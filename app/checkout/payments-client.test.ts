import { afterEach, describe, expect, it, vi } from "vitest";
import { createPaymentOrder } from "./payments-client";

const input = {
  userDetails: { email: "asha@example.com", phone: "+91 98470 12345" },
  cartItems: [],
  amount: 1030,
  currency: "INR" as const,
  checkoutId: "Zq3v0c1M8dJ4nT6xY2bH9w",
  locale: "de" as const,
};

function answer(status: number, body: unknown) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  const fetch = vi.fn(
    async (_path: string, _init?: RequestInit) => new Response(text, { status, headers: { "Content-Type": "application/json" } }),
  );
  vi.stubGlobal("fetch", fetch);
  return fetch;
}

afterEach(() => vi.unstubAllGlobals());

describe("createPaymentOrder", () => {
  it("sends the cart's checkout id and the page's language with the order", async () => {
    const fetch = answer(201, {
      order: { id: "order_1", amount: 103_000, currency: "INR" },
      key_id: "k",
      mode: "live",
      checkout_script: "/s",
    });
    expect((await createPaymentOrder(input)).kind).toBe("created");
    expect(JSON.parse(String(fetch.mock.calls[0]?.[1]?.body))).toMatchObject({ checkoutId: input.checkoutId, locale: "de" });
  });

  it("gives the server's words when the order as a whole is refused: too large (409) or too many unpaid (429)", async () => {
    answer(409, { error: "One online booking can hold at most 3 rooms (this one asks for 8)." });
    expect(await createPaymentOrder(input)).toEqual({
      kind: "refused",
      error: "One online booking can hold at most 3 rooms (this one asks for 8).",
    });
    answer(429, { error: "You already have 3 unpaid bookings holding dates." });
    expect(await createPaymentOrder(input)).toEqual({ kind: "refused", error: "You already have 3 unpaid bookings holding dates." });
  });

  it("keeps taken dates, new prices and the rate limit's plain text apart from those", async () => {
    answer(409, { error: "Sunrise is no longer available", unavailable: [{ id: "sunrise-1", reason: "taken", nights: [] }] });
    expect((await createPaymentOrder(input)).kind).toBe("failed");
    answer(409, { error: "Prices have changed", amount: 2000, cartItems: [] });
    expect((await createPaymentOrder(input)).kind).toBe("repriced");
    answer(429, "Too many requests from your address. Please wait a minute and try again.");
    expect(await createPaymentOrder(input)).toMatchObject({ kind: "failed", status: 429 });
  });
});
