import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import worker from "@built-worker";
import { addDays } from "~/domain/dates/dates";
import { bookingRow, contact, dateSpan, itemsIn, type OrderAnswer, ORIGIN, postJson, uniqueEmail } from "./payments-helpers";
import { expectNoConfigurationDetail, loggedLines } from "./configuration-detail";
import { razorpayReceived, scriptRazorpay } from "./razorpay-fake-client";

/** This file books in its own days (see dateSpan). */
const span = dateSpan(430, 540);
const { retreatItem, roomItem } = itemsIn(span);

function orderBody(email: string, cartItems: unknown[] = [retreatItem("knees-joints-healing-7-day", { guests: 2 })]) {
  return { userDetails: contact(email), cartItems, amount: undefined };
}

describe("POST /api/payments/orders (live, against the fake Razorpay)", () => {
  it("creates the Razorpay order with Basic auth, paise, a short receipt and notes within limits", async () => {
    const email = uniqueEmail("live-order");
    const res = await postJson(
      "/api/payments/orders",
      orderBody(email, [retreatItem("knees-joints-healing-7-day", { guests: 2 }), roomItem("sunrise", { nights: 3 })]),
    );
    expect(res.status).toBe(201);
    const answer = (await res.json()) as OrderAnswer;
    expect(answer.mode).toBe("live");
    expect(answer.key_id).toBe(env.RAZORPAY_KEY_ID);
    expect(answer.checkout_script).toBe("https://checkout.razorpay.com/v1/checkout.js");
    expect(answer.order).toMatchObject({ amount: 5_994_600, currency: "INR" });
    expect(answer.order.id).toMatch(/^order_[A-Za-z0-9]{14}$/);

    const [request] = await razorpayReceived({ path: "/v1/orders", bodyIncludes: email });
    expect(request).toBeDefined();
    expect(request?.method).toBe("POST");
    expect(request?.headers.authorization).toBe(`Basic ${btoa(`${env.RAZORPAY_KEY_ID}:${env.RAZORPAY_KEY_SECRET}`)}`);
    expect(request?.headers["content-type"]).toMatch(/application\/json/);
    const sent = request?.json as { amount: number; currency: string; receipt: string; notes: Record<string, string> };
    expect(sent.amount).toBe(5_994_600);
    expect(sent.currency).toBe("INR");
    expect(sent.receipt.length).toBeLessThanOrEqual(40);
    expect(Object.keys(sent.notes).length).toBeLessThanOrEqual(15);
    for (const value of Object.values(sent.notes)) expect([...value].length).toBeLessThanOrEqual(256);
    expect(sent.notes).toMatchObject({ guest_email: email, lines: "2", booking_ref: sent.receipt });

    expect(await bookingRow(answer.order.id)).toMatchObject({
      mode: "live",
      status: "created",
      amount_paise: 5_994_600,
      receipt: sent.receipt,
    });
  });

  it("keeps the notes within Razorpay's limits for a cart of 20 lines with long names", async () => {
    const email = uniqueEmail("live-notes");
    // One room, twenty single nights in a row: a cart may hold a room on many nights, never twice on one.
    const first = span.take("forest", 20);
    const items = Array.from({ length: 20 }, (_, i) => roomItem("forest", { start: addDays(first, i), nights: 1 }));
    const res = await postJson("/api/payments/orders", { userDetails: { ...contact(email), name: "N".repeat(100) }, cartItems: items });
    expect(res.status).toBe(201);
    const [request] = await razorpayReceived({ path: "/v1/orders", bodyIncludes: email });
    expect(request).toBeDefined();
    const notes = (request?.json as { notes: Record<string, string> } | undefined)?.notes ?? {};
    expect(Object.keys(notes).length).toBe(15);
    for (const value of Object.values(notes)) expect([...value].length).toBeLessThanOrEqual(256);
    expect(request?.answered).toBe(200);
  });

  it.each([
    ["a 5xx", { status: 503, body: { error: { code: "SERVER_ERROR", description: "The server is down" } } }, /not responding/],
    [
      "a 4xx",
      { status: 400, body: { error: { code: "BAD_REQUEST_ERROR", description: "Order amount exceeds maximum amount allowed." } } },
      /refused/,
    ],
    ["no answer", { hang: true as const }, /not responding/],
    ["an unreadable answer", { status: 200, body: "<html>maintenance</html>" }, /not responding/],
  ])("answers 502 with a clear message when Razorpay gives %s, and stores nothing", async (_label, reply, message) => {
    const email = uniqueEmail("live-down");
    await scriptRazorpay({ path: "/v1/orders", bodyIncludes: email }, reply);
    const res = await postJson("/api/payments/orders", orderBody(email));
    expect(res.status).toBe(502);
    const json = (await res.json()) as { error: string };
    expect(json.error).toMatch(message);
    const { results } = await env.DB.prepare("SELECT order_id FROM bookings WHERE guest_email = ?").bind(email).all();
    expect(results).toEqual([]);
  });

  it("answers 502 when Razorpay refuses the credentials", async () => {
    const email = uniqueEmail("live-auth");
    await scriptRazorpay(
      { path: "/v1/orders", bodyIncludes: email },
      { status: 401, body: { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } } },
    );
    const res = await postJson("/api/payments/orders", orderBody(email));
    expect(res.status).toBe(502);
  });

  it("answers 502 when Razorpay's order is not for the amount asked", async () => {
    const email = uniqueEmail("live-amount");
    await scriptRazorpay(
      { path: "/v1/orders", bodyIncludes: email },
      {
        status: 200,
        body: { id: "order_WrongAmount0001", entity: "order", amount: 100, currency: "INR", receipt: "x", status: "created" },
      },
    );
    const res = await postJson("/api/payments/orders", orderBody(email));
    expect(res.status).toBe(502);
    expect(await bookingRow("order_WrongAmount0001")).toBeNull();
  });

  it("still answers 409 before calling Razorpay when the client's amount is wrong", async () => {
    const email = uniqueEmail("live-409");
    const res = await postJson("/api/payments/orders", { ...orderBody(email), amount: 1 });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { amount: number }).amount).toBe(44_496);
    expect(await razorpayReceived({ bodyIncludes: email })).toEqual([]);
  });
});

describe("live mode configuration", () => {
  async function withEnv(overrides: Record<string, unknown>, request: Request) {
    const ctx = createExecutionContext();
    const res = await worker.fetch(request, { ...env, ...overrides } as Env, ctx);
    await waitOnExecutionContext(ctx);
    return res;
  }

  afterEach(() => vi.restoreAllMocks());

  const UNAVAILABLE = { error: "Online payments are unavailable right now. Please contact the resort to complete your booking." };

  it("answers 503 naming no setting, logs which secret is missing, and never falls back to the sandbox", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const missing of ["RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET", "RAZORPAY_KEY_ID"]) {
      logged.mockClear();
      const res = await withEnv(
        { [missing]: undefined },
        new Request(`${ORIGIN}/api/payments/orders`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(orderBody(uniqueEmail("live-503"))),
        }),
      );
      expect(res.status).toBe(503);
      const body = await res.text();
      expect(JSON.parse(body)).toEqual(UNAVAILABLE);
      expectNoConfigurationDetail(body, [env.RAZORPAY_KEY_ID as string]);
      expect(loggedLines(logged).join("\n")).toContain(`Live payments need ${missing}, which is not set.`);
    }
    const verify = await withEnv(
      { RAZORPAY_KEY_SECRET: "" },
      new Request(`${ORIGIN}/api/payments/verify`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ razorpay_order_id: "order_x", razorpay_payment_id: "pay_x", razorpay_signature: "00" }),
      }),
    );
    expect(verify.status).toBe(503);
    expectNoConfigurationDetail(await verify.text());
    const webhook = await withEnv(
      { RAZORPAY_WEBHOOK_SECRET: undefined },
      new Request(`${ORIGIN}/api/payments/webhook`, { method: "POST", headers: { "Content-Type": "application/json" }, body: "{}" }),
    );
    expect(webhook.status).toBe(503);
    expectNoConfigurationDetail(await webhook.text());
    // The sandbox is not a fallback: its endpoints stay closed.
    const sandbox = await withEnv({ RAZORPAY_KEY_SECRET: undefined }, new Request(`${ORIGIN}/api/payments/sandbox/checkout.js`));
    expect(sandbox.status).toBe(404);
  });

  it("answers 503 when PAYMENTS_MODE is missing or unknown, naming neither it nor its value", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    for (const mode of [undefined, "unknown-mode"]) {
      const res = await withEnv(
        { PAYMENTS_MODE: mode },
        new Request(`${ORIGIN}/api/payments/orders`, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify(orderBody(uniqueEmail("live-mode"))),
        }),
      );
      expect(res.status).toBe(503);
      const body = await res.text();
      expect(JSON.parse(body)).toEqual(UNAVAILABLE);
      expectNoConfigurationDetail(body, ["unknown-mode"]);
    }
    expect(loggedLines(logged).join("\n")).toContain("PAYMENTS_MODE must be 'sandbox' or 'live', not 'unknown-mode'.");
  });

  it("has no sandbox endpoints", async () => {
    expect((await SELF.fetch(`${ORIGIN}/api/payments/sandbox/checkout.js`)).status).toBe(404);
    expect((await postJson("/api/payments/sandbox/pay", { order_id: "order_sbxAnything000000" })).status).toBe(404);
    expect((await postJson("/api/payments/sandbox/fail", { order_id: "order_sbxAnything000000" })).status).toBe(404);
  });
});
