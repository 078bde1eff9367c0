import { z } from "zod";

/**
 * The one place this Worker talks to Razorpay's REST API (https://razorpay.com/docs/api/):
 * Basic auth with the key id and secret, JSON in and out, a timeout on every call, the base URL
 * from configuration (so tests and local runs can point it at a fake on loopback), and answers
 * validated with zod before anything trusts them.
 */

export type RazorpayClientConfig = {
  apiBase: string;
  keyId: string;
  keySecret: string;
  timeoutMs: number;
};

/**
 * Why a call failed. `unavailable`: no answer, a timeout, a 5xx or an unreadable answer (try
 * again later). `rejected`: Razorpay refused the request (4xx); retrying the same call will not help.
 */
export class RazorpayError extends Error {
  override readonly name = "RazorpayError";
  constructor(
    readonly kind: "unavailable" | "rejected",
    message: string,
    readonly status?: number,
    readonly code?: string,
  ) {
    super(message);
  }
}

/** The parts of Razorpay's order entity this site uses. */
const orderSchema = z.object({
  id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  receipt: z.string().nullish(),
  status: z.string(),
});

/** The parts of Razorpay's payment entity this site uses. */
const paymentSchema = z.object({
  id: z.string().min(1),
  order_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(["created", "authorized", "captured", "refunded", "failed"]).or(z.string()),
  captured: z.boolean().nullish(),
  amount_refunded: z.number().int().nullish(),
  method: z.string().nullish(),
  email: z.string().nullish(),
  contact: z.string().nullish(),
  error_description: z.string().nullish(),
});
export type RazorpayPayment = z.infer<typeof paymentSchema>;

/**
 * The parts of Razorpay's refund entity this site uses. `pending` until the bank confirms,
 * then `processed` (refund.processed) or `failed` (refund.failed).
 */
const refundSchema = z.object({
  id: z.string().min(1),
  payment_id: z.string().min(1),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(["pending", "processed", "failed"]).or(z.string()),
  receipt: z.string().nullish(),
});
export type RazorpayRefund = z.infer<typeof refundSchema>;

export type RefundInput = {
  /** In paise; at least 100 and at most what is left unrefunded of the payment. */
  amount: number;
  /**
   * Sent as X-Refund-Idempotency: a retry with the same key (and the same body) gets the same
   * refund back instead of a second one. 10 or more letters, digits, hyphens or underscores.
   */
  idempotencyKey: string;
  /** Our reference for the refund, at most 40 characters. */
  receipt?: string;
  notes?: Record<string, string>;
};

/** Razorpay's rule for X-Refund-Idempotency keys. */
export const REFUND_IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{10,}$/;

const errorBodySchema = z.object({
  error: z.object({ code: z.string().optional(), description: z.string().optional() }),
});

export type CreateOrderInput = {
  /** In paise (the currency's smallest unit). */
  amount: number;
  currency: "INR";
  /** Our reference, unique, at most 40 characters. */
  receipt: string;
  /** At most 15 keys of at most 256 characters each (see order-notes.ts). */
  notes: Record<string, string>;
};

export function razorpayClient(config: RazorpayClientConfig) {
  const authorization = `Basic ${btoa(`${config.keyId}:${config.keySecret}`)}`;

  async function call<T>(
    method: "GET" | "POST",
    path: string,
    schema: z.ZodType<T>,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
  ): Promise<T> {
    let response: Response;
    try {
      response = await fetch(`${config.apiBase}${path}`, {
        method,
        headers: {
          Authorization: authorization,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
          ...extraHeaders,
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(config.timeoutMs),
      });
    } catch (error) {
      const timedOut = error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      throw new RazorpayError(
        "unavailable",
        timedOut
          ? `Razorpay did not answer ${method} ${path} within ${config.timeoutMs} ms`
          : `Razorpay could not be reached: ${String(error)}`,
      );
    }
    let json: unknown = null;
    try {
      json = await response.json();
    } catch {
      // handled below: an unreadable body is never a success
    }
    if (!response.ok) {
      const detail = errorBodySchema.safeParse(json);
      const description = detail.success ? detail.data.error.description : undefined;
      const code = detail.success ? detail.data.error.code : undefined;
      throw new RazorpayError(
        response.status >= 500 || response.status === 429 ? "unavailable" : "rejected",
        `Razorpay answered ${response.status} to ${method} ${path}${description ? `: ${description}` : ""}`,
        response.status,
        code,
      );
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) {
      throw new RazorpayError("unavailable", `Razorpay's answer to ${method} ${path} was not what the API documents`, response.status);
    }
    return parsed.data;
  }

  return {
    /** POST /v1/orders */
    createOrder: (input: CreateOrderInput) => call("POST", "/orders", orderSchema, input),
    /** GET /v1/payments/:id */
    fetchPayment: (paymentId: string) => call("GET", `/payments/${encodeURIComponent(paymentId)}`, paymentSchema),
    /**
     * POST /v1/payments/:id/capture: authorized -> captured. Amount and currency must be the
     * order's as stored in D1. Razorpay refuses (400) a payment that is not `authorized`.
     */
    capturePayment: (paymentId: string, input: { amount: number; currency: "INR" }) =>
      call("POST", `/payments/${encodeURIComponent(paymentId)}/capture`, paymentSchema, input),
    /** POST /v1/payments/:id/refund, full or partial, idempotent by its key. */
    refundPayment: (paymentId: string, input: RefundInput) => {
      if (!REFUND_IDEMPOTENCY_KEY.test(input.idempotencyKey)) {
        throw new RazorpayError("rejected", "A refund idempotency key is 10 or more letters, digits, hyphens or underscores.");
      }
      const body: Record<string, unknown> = { amount: input.amount, speed: "normal" };
      if (input.receipt) body.receipt = input.receipt;
      if (input.notes) body.notes = input.notes;
      return call("POST", `/payments/${encodeURIComponent(paymentId)}/refund`, refundSchema, body, {
        "X-Refund-Idempotency": input.idempotencyKey,
      });
    },
    /** GET /v1/refunds/:id */
    fetchRefund: (refundId: string) => call("GET", `/refunds/${encodeURIComponent(refundId)}`, refundSchema),
  };
}
