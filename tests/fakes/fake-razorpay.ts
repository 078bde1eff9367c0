import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { type CheckoutOrder, handleCheckoutRequest } from "./fake-razorpay-checkout.ts";
import { listenOnLoopback, parseJson, readBody } from "./loopback.ts";

/**
 * Razorpay's REST API as the Worker uses it, on loopback for the Worker tests:
 *   POST /v1/orders          Basic auth; checks amount (integer paise, >= 100), currency, receipt
 *                            (<= 40 characters) and notes (<= 15 keys, <= 256 characters each) as
 *                            Razorpay does, and answers an order entity.
 *   GET  /v1/payments/:id    a payment registered by a test, else Razorpay's 400 for unknown ids.
 *   POST /v1/payments/:id/capture   { amount, currency }: authorized -> captured, as Razorpay does:
 *                            400 unless the payment is authorized and the amount and currency are
 *                            exactly the authorized ones.
 *   POST /v1/payments/:id/refund    { amount?, speed?, receipt?, notes? } with X-Refund-Idempotency:
 *                            only a captured payment, 100 paise up to what is left unrefunded; the
 *                            same key and body answer the same refund (never a second one), the
 *                            same key with another body is Razorpay's 400. Refunds are `processed`.
 *   GET  /v1/refunds/:id     a refund made here.
 * Tests drive it over HTTP (so code inside workerd can too):
 *   POST /__fake/payments    { id, order_id, amount, currency?, status?, captured? }  register a
 *                            payment (status `captured` unless given, e.g. `authorized` to be
 *                            captured; `captured` true only for status `captured` unless given)
 *   POST /__fake/payments/:id/auto-refund   Razorpay refunding an authorization that was not
 *                            captured in time: `refunded` with `captured: false` (409 unless authorized)
 *   GET  /__fake/payments/:id  the payment as the fake holds it now (captured? refunded?)
 *   POST /__fake/rules       { match?: { method?, path?, bodyIncludes? }, reply, times? }
 *                            newest first; reply { status, body?, delayMs? }, { hang: true } (never
 *                            answer) or { drop: true } (close the connection: a network error)
 *   GET  /__fake/requests    ?path=&bodyIncludes=  what was received, oldest first
 * It listens on a free port (port 0): other checkouts run tests on the same machine. Tests match
 * rules on something unique to them (an email address, a payment id), so they can run in parallel.
 *
 * It also plays Razorpay Checkout in the browser (fake-razorpay-checkout.ts): checkout.js, the
 * payment frame and the calls they make, paying the orders created here. The script is served from
 * a second loopback port (`checkoutUrl`), as Razorpay serves it from another host than its API.
 */

export const FAKE_RAZORPAY_KEY_ID = "rzp_test_fakeKeyId001";
export const FAKE_RAZORPAY_KEY_SECRET = "fake_key_secret_for_tests_only";
export const FAKE_RAZORPAY_WEBHOOK_SECRET = "fake_webhook_secret_for_tests_only";

type Reply = { status: number; body?: unknown; delayMs?: number } | { hang: true } | { drop: true };
type Rule = { match?: { method?: string; path?: string; bodyIncludes?: string }; reply: Reply; remaining: number };

type RecordedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: string;
  json: unknown;
  answered: number | "hang" | "drop";
};

export type FakeRazorpay = {
  /** The API's origin (RAZORPAY_API_BASE is this plus /v1); it also serves the payment frame. */
  url: string;
  /** The checkout script, on an origin of its own (RAZORPAY_CHECKOUT_URL). */
  checkoutUrl: string;
  close(): Promise<void>;
};

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
const randomId = (prefix: string) =>
  prefix + Array.from({ length: 14 }, () => ALPHABET[Math.floor(Math.random() * ALPHABET.length)]).join("");

function razorpayError(status: number, description: string, field?: string) {
  return {
    status,
    body: {
      error: {
        code: "BAD_REQUEST_ERROR",
        description,
        source: "business",
        step: "payment_initiation",
        reason: "input_validation_failed",
        metadata: {},
        ...(field ? { field } : {}),
      },
    },
  };
}

export async function startFakeRazorpay(): Promise<FakeRazorpay> {
  let rules: Rule[] = [];
  const received: RecordedRequest[] = [];
  const payments = new Map<string, Record<string, unknown>>();
  const orders = new Map<string, CheckoutOrder>();
  let apiOrigin = "";
  const refunds = new Map<string, Record<string, unknown>>();
  /** X-Refund-Idempotency key -> the request body it was first used with and the refund made. */
  const refundKeys = new Map<string, { body: string; refundId: string }>();
  const expectedAuth = `Basic ${Buffer.from(`${FAKE_RAZORPAY_KEY_ID}:${FAKE_RAZORPAY_KEY_SECRET}`).toString("base64")}`;

  function defaultReply(
    method: string,
    path: string,
    headers: Record<string, string>,
    json: unknown,
    raw: string,
  ): { status: number; body: unknown } {
    if (!path.startsWith("/v1/"))
      return { status: 404, body: { error: { code: "NOT_FOUND", description: "The requested URL was not found on the server." } } };
    if (headers.authorization !== expectedAuth) {
      return { status: 401, body: { error: { code: "BAD_REQUEST_ERROR", description: "Authentication failed" } } };
    }
    if (method === "POST" && path === "/v1/orders") {
      const order = (json ?? {}) as Record<string, unknown>;
      if (!Number.isInteger(order.amount) || (order.amount as number) < 100) {
        return razorpayError(400, "The amount must be at least INR 1.00", "amount");
      }
      if (order.currency !== "INR") return razorpayError(400, "The currency is invalid", "currency");
      if (typeof order.receipt === "string" && order.receipt.length > 40) {
        return razorpayError(400, "receipt: the length must be no more than 40.", "receipt");
      }
      const notes = (order.notes ?? {}) as Record<string, unknown>;
      if (Object.keys(notes).length > 15) return razorpayError(400, "notes: the number of keys must be no more than 15.", "notes");
      for (const value of Object.values(notes)) {
        if (typeof value !== "string" || [...value].length > 256) {
          return razorpayError(400, "notes: values must be strings of at most 256 characters.", "notes");
        }
      }
      const created = {
        id: randomId("order_"),
        amount: order.amount as number,
        currency: "INR",
        status: "created",
        amount_paid: 0,
        attempts: 0,
      };
      orders.set(created.id, created);
      return {
        status: 200,
        body: {
          id: created.id,
          entity: "order",
          amount: order.amount,
          amount_paid: 0,
          amount_due: order.amount,
          currency: order.currency,
          receipt: order.receipt ?? null,
          offer_id: null,
          status: "created",
          attempts: 0,
          notes,
          created_at: Math.floor(Date.now() / 1000),
        },
      };
    }
    const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(path);
    if (method === "GET" && paymentMatch) {
      const payment = payments.get(decodeURIComponent(paymentMatch[1] ?? ""));
      if (!payment) return razorpayError(400, "The id provided does not exist");
      return { status: 200, body: payment };
    }
    const captureMatch = /^\/v1\/payments\/([^/]+)\/capture$/.exec(path);
    if (method === "POST" && captureMatch) return capture(decodeURIComponent(captureMatch[1] ?? ""), json);
    const refundMatch = /^\/v1\/payments\/([^/]+)\/refund$/.exec(path);
    if (method === "POST" && refundMatch) return refund(decodeURIComponent(refundMatch[1] ?? ""), json, raw, headers);
    const fetchRefundMatch = /^\/v1\/refunds\/([^/]+)$/.exec(path);
    if (method === "GET" && fetchRefundMatch) {
      const found = refunds.get(decodeURIComponent(fetchRefundMatch[1] ?? ""));
      return found ? { status: 200, body: found } : razorpayError(400, "The id provided does not exist");
    }
    return { status: 404, body: { error: { code: "NOT_FOUND", description: "The requested URL was not found on the server." } } };
  }

  function capture(paymentId: string, json: unknown): { status: number; body: unknown } {
    const payment = payments.get(paymentId);
    if (!payment) return razorpayError(400, "The id provided does not exist");
    const input = (json ?? {}) as Record<string, unknown>;
    if (!Number.isInteger(input.amount)) return razorpayError(400, "The amount must be an integer.", "amount");
    if (payment.captured === true) return razorpayError(400, "This payment has already been captured");
    if (payment.status !== "authorized") {
      return razorpayError(400, "Only payments which have been authorized and not yet captured can be captured");
    }
    if (input.amount !== payment.amount) {
      return razorpayError(400, "Capture amount must be equal to the amount authorized", "amount");
    }
    if (input.currency !== payment.currency) return razorpayError(400, "The currency should be same as the payment currency", "currency");
    payment.status = "captured";
    payment.captured = true;
    return { status: 200, body: payment };
  }

  function refund(paymentId: string, json: unknown, raw: string, headers: Record<string, string>): { status: number; body: unknown } {
    const key = headers["x-refund-idempotency"];
    if (key !== undefined) {
      if (!/^[A-Za-z0-9_-]{10,}$/.test(key)) return razorpayError(400, "The idempotency key is invalid.");
      const earlier = refundKeys.get(key);
      if (earlier) {
        if (earlier.body !== raw) return razorpayError(400, "Different request with the same idempotency key has already been processed.");
        return { status: 200, body: refunds.get(earlier.refundId) };
      }
    }
    const payment = payments.get(paymentId);
    if (!payment) return razorpayError(400, "The id provided does not exist");
    if (payment.status !== "captured" && payment.status !== "refunded") {
      return razorpayError(400, "The payment has not been captured");
    }
    const input = (json ?? {}) as Record<string, unknown>;
    const left = (payment.amount as number) - ((payment.amount_refunded as number | undefined) ?? 0);
    const amount = input.amount === undefined ? left : input.amount;
    if (!Number.isInteger(amount)) return razorpayError(400, "The amount must be an integer.", "amount");
    if ((amount as number) < 100) return razorpayError(400, "The amount must be at least INR 1.00", "amount");
    if (left <= 0) return razorpayError(400, "The payment has been fully refunded already");
    if ((amount as number) > left) return razorpayError(400, "The refund amount provided is greater than amount captured", "amount");
    const made = {
      id: randomId("rfnd_"),
      entity: "refund",
      amount,
      currency: payment.currency,
      payment_id: paymentId,
      notes: input.notes ?? {},
      receipt: input.receipt ?? null,
      acquirer_data: { arn: null },
      created_at: Math.floor(Date.now() / 1000),
      batch_id: null,
      status: "processed",
      speed_processed: "normal",
      speed_requested: input.speed ?? "normal",
    };
    refunds.set(made.id, made);
    if (key !== undefined) refundKeys.set(key, { body: raw, refundId: made.id });
    payment.amount_refunded = ((payment.amount_refunded as number | undefined) ?? 0) + (amount as number);
    payment.refund_status = payment.amount_refunded === payment.amount ? "full" : "partial";
    if (payment.amount_refunded === payment.amount) payment.status = "refunded";
    return { status: 200, body: made };
  }

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    const url = new URL(req.url ?? "/", "http://fake.invalid");
    const method = req.method ?? "GET";
    const json = parseJson(body);
    if (url.pathname.startsWith("/__fake/")) return control(method, url, json, res);
    const checkoutState = {
      keyId: FAKE_RAZORPAY_KEY_ID,
      keySecret: FAKE_RAZORPAY_KEY_SECRET,
      apiOrigin: () => apiOrigin,
      orders,
      payments,
    };
    if (handleCheckoutRequest(checkoutState, method, url, json, res)) return;

    const headers = Object.fromEntries(
      Object.entries(req.headers).map(([name, value]) => [name, Array.isArray(value) ? value.join(", ") : (value ?? "")]),
    );
    const rule = rules.find((r) => matches(r.match, method, url.pathname, body));
    if (rule && --rule.remaining <= 0) rules = rules.filter((r) => r !== rule);
    const reply: Reply = rule?.reply ?? defaultReply(method, url.pathname, headers, json, body);
    const answered = "hang" in reply ? "hang" : "drop" in reply ? "drop" : reply.status;
    received.push({ method, path: url.pathname, headers, body, json, answered });
    if ("hang" in reply) return; // the client's timeout ends the request
    if ("drop" in reply) return void req.socket.destroy();
    if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
    send(res, reply.status, reply.body ?? {});
  };

  function control(method: string, url: URL, json: unknown, res: ServerResponse) {
    const action = url.pathname.slice("/__fake/".length);
    if (method === "POST" && action === "payments") {
      const payment = json as Record<string, unknown> | null;
      if (!payment || typeof payment.id !== "string") return send(res, 400, { error: "expected a payment with an id" });
      payments.set(payment.id, {
        entity: "payment",
        currency: "INR",
        status: "captured",
        method: "card",
        amount_refunded: 0,
        created_at: Math.floor(Date.now() / 1000),
        captured: (payment.status ?? "captured") === "captured",
        ...payment,
      });
      return send(res, 200, { ok: true });
    }
    const autoRefund = /^payments\/([^/]+)\/auto-refund$/.exec(action);
    if (method === "POST" && autoRefund) {
      // What Razorpay does to an authorization nobody captured in time: refunded, never captured.
      const payment = payments.get(decodeURIComponent(autoRefund[1] ?? ""));
      if (!payment) return send(res, 404, { error: "no such payment" });
      if (payment.status !== "authorized") return send(res, 409, { error: `the payment is ${String(payment.status)}, not authorized` });
      Object.assign(payment, { status: "refunded", captured: false, amount_refunded: payment.amount, refund_status: "full" });
      return send(res, 200, payment);
    }
    if (method === "GET" && action.startsWith("payments/")) {
      const payment = payments.get(decodeURIComponent(action.slice("payments/".length)));
      return payment ? send(res, 200, payment) : send(res, 404, { error: "no such payment" });
    }
    if (method === "POST" && action === "rules") {
      const rule = json as (Omit<Rule, "remaining"> & { times?: number }) | null;
      if (!rule?.reply) return send(res, 400, { error: "expected a rule with a reply" });
      rules.unshift({ match: rule.match, reply: rule.reply, remaining: rule.times ?? Number.POSITIVE_INFINITY });
      return send(res, 200, { ok: true });
    }
    if (method === "GET" && action === "requests") {
      const path = url.searchParams.get("path") ?? undefined;
      const bodyIncludes = url.searchParams.get("bodyIncludes") ?? undefined;
      return send(
        res,
        200,
        received.filter((r) => matches({ path, bodyIncludes }, r.method, r.path, r.body)),
      );
    }
    return send(res, 404, { error: `no control endpoint ${method} ${url.pathname}` });
  }

  const api = await listenOnLoopback(createServer(handle));
  const checkoutHost = await listenOnLoopback(createServer(handle));
  apiOrigin = api.url;
  return {
    url: api.url,
    checkoutUrl: `${checkoutHost.url}/v1/checkout.js`,
    close: async () => {
      await Promise.all([api.close(), checkoutHost.close()]);
    },
  };
}

function matches(match: Rule["match"], method: string, path: string, body: string): boolean {
  if (match?.method && match.method !== method) return false;
  if (match?.path && match.path !== path) return false;
  if (match?.bodyIncludes && !body.includes(match.bodyIncludes)) return false;
  return true;
}

function send(res: ServerResponse, status: number, body: unknown) {
  const text = JSON.stringify(body);
  res.writeHead(status, { "Content-Type": "application/json", "Content-Length": Buffer.byteLength(text) });
  res.end(text);
}

/**
 * Worker vars (for `wrangler dev --var`) that put the Worker in live mode against this fake; with
 * `checkoutUrl`, browsers load the fake's checkout too (else Razorpay's real checkout.js).
 */
export function workerVars(fakeUrl: string, checkoutUrl?: string): Record<string, string> {
  return {
    PAYMENTS_MODE: "live",
    RAZORPAY_KEY_ID: FAKE_RAZORPAY_KEY_ID,
    RAZORPAY_KEY_SECRET: FAKE_RAZORPAY_KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: FAKE_RAZORPAY_WEBHOOK_SECRET,
    RAZORPAY_API_BASE: `${fakeUrl}/v1`,
    ...(checkoutUrl ? { RAZORPAY_CHECKOUT_URL: checkoutUrl } : {}),
  };
}
