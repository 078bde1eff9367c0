import type { CartItem } from "~/domain/cart/cart-item";
import type { Locale } from "~/domain/i18n/locale";
import type { CreatedOrder } from "./payment-window";
import type { RazorpaySuccess } from "./razorpay";

/**
 * Calls to the site's payment API (workers/api/payments.ts). They never throw: every outcome,
 * network failures included, is a value the checkout flow branches on.
 */

export type CreatedPaymentOrder = CreatedOrder & { mode: "sandbox" | "live"; checkout_script: string };

export type CreateOrderResult =
  | { kind: "created"; order: CreatedPaymentOrder }
  /** 409: the server's prices differ from the cart's. `cartItems` are the cart's lines repriced. */
  | { kind: "repriced"; amount: number; cartItems: unknown }
  /**
   * 409 or 429 for the order as a whole, not its dates: larger than one online booking holds, or
   * too many unpaid bookings from this address. `error` is the server's sentence for the guest.
   */
  | { kind: "refused"; error: string }
  | { kind: "failed"; status: number; error: string };

async function readJson(response: Response): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = await response.json();
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function postJson(path: string, body: unknown): Promise<Response> {
  return fetch(path, {
    method: "POST",
    headers: { "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify(body),
  });
}

function isCreatedOrder(value: Record<string, unknown> | null): value is CreatedPaymentOrder & Record<string, unknown> {
  const order = value?.order as Record<string, unknown> | undefined;
  return (
    !!order &&
    typeof order.id === "string" &&
    typeof order.amount === "number" &&
    typeof order.currency === "string" &&
    typeof value?.key_id === "string" &&
    typeof value?.checkout_script === "string"
  );
}

export async function createPaymentOrder(input: {
  userDetails: { name?: string; email: string; phone: string };
  cartItems: readonly CartItem[];
  amount: number;
  currency: "INR";
  checkoutId: string;
  locale: Locale;
}): Promise<CreateOrderResult> {
  let response: Response;
  try {
    response = await postJson("/api/payments/orders", input);
  } catch {
    return { kind: "failed", status: 0, error: "The server could not be reached." };
  }
  const json = await readJson(response);
  if (response.status === 201 && isCreatedOrder(json)) return { kind: "created", order: json };
  if (response.status === 409 && json && typeof json.amount === "number") {
    return { kind: "repriced", amount: json.amount, cartItems: json.cartItems };
  }
  if ((response.status === 409 || response.status === 429) && typeof json?.error === "string" && !("unavailable" in json)) {
    return { kind: "refused", error: json.error };
  }
  return { kind: "failed", status: response.status, error: typeof json?.error === "string" ? json.error : `HTTP ${response.status}` };
}

export type VerifyResult =
  | { kind: "verified" }
  /** The server answered and said no (bad signature, mismatch): 'Verify unsuccessful' (docs/product.md#checkout-notices). */
  | { kind: "rejected"; error: string; reason?: "nights-taken" }
  /** No usable answer (network, 5xx): 'Verify call failed'. */
  | { kind: "unreachable" };

export async function verifyPayment(payment: RazorpaySuccess): Promise<VerifyResult> {
  let response: Response;
  try {
    response = await postJson("/api/payments/verify", {
      razorpay_order_id: payment.razorpay_order_id,
      razorpay_payment_id: payment.razorpay_payment_id,
      razorpay_signature: payment.razorpay_signature,
    });
  } catch {
    return { kind: "unreachable" };
  }
  const json = await readJson(response);
  if (response.ok && json?.success === true) return { kind: "verified" };
  if (response.status >= 400 && response.status < 500 && json) {
    const error = typeof json.error === "string" ? json.error : "Verification failed";
    return json.reason === "nights-taken" ? { kind: "rejected", error, reason: "nights-taken" } : { kind: "rejected", error };
  }
  return { kind: "unreachable" };
}
