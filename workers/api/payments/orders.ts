import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { formatMoney } from "~/domain/money/money";
import { orderRequestSchema, priceCart } from "~/domain/orders/pricing";
import { availabilityRepository, holdTtlSeconds } from "../../availability/availability-repository";
import { inventoryRefusal, unavailableAnswer, unavailableItems } from "../../availability/order-availability";
import { bookingsRepository } from "../../payments/bookings-repository";
import { paymentsConfig } from "../../payments/config";
import { makeReceipt, orderNotes } from "../../payments/order-notes";
import { razorpayClient, RazorpayError } from "../../payments/razorpay-client";
import { sandboxOrderId } from "../../payments/sandbox";
import { rateLimitKey, limitBody, rateLimit, requireJson, zodHook } from "../guards";

/**
 * POST /api/payments/orders: prices the cart on the server (check-ins from the resort's today),
 * checks it against the inventory, creates the order, and stores the booking together with holds
 * on its nights and places (409 with the lines that are no longer available, nothing stored).
 */
export const orders = new Hono<{ Bindings: Env }>();

const ORDER_BODY_LIMIT = 64 * 1024;

orders.post(
  "/",
  limitBody(ORDER_BODY_LIMIT),
  requireJson(),
  rateLimit("PAYMENTS_RATE_LIMITER", (c) => `orders:${rateLimitKey(c)}`),
  zValidator("json", orderRequestSchema, zodHook),
  async (c) => {
    const config = paymentsConfig(c.env);
    const body = c.req.valid("json");
    const now = new Date();
    const priced = priceCart(body.cartItems, resortTodayIso(now));
    if (!priced.ok) return c.json({ error: priced.error, fieldErrors: priced.fieldErrors }, 422);
    const { cart } = priced;
    const refusal = inventoryRefusal(cart.lines);
    if (refusal) return c.json(refusal, 422);

    if (body.amount !== undefined && body.amount !== cart.amountInr) {
      return c.json(
        {
          error: `Prices have changed: the deposit is now ${formatMoney(cart.amountInr, "INR")}, not ${formatMoney(body.amount, "INR")}. Please review your cart.`,
          amount: cart.amountInr,
          currency: cart.currency,
          cartItems: cart.repricedItems,
        },
        409,
      );
    }

    // A look before asking Razorpay for an order; the hold below is what decides.
    const calendar = availabilityRepository(c.env.DB);
    const itemIds = body.cartItems.map((item) => item.id);
    const gone = await unavailableItems(calendar, cart.lines, itemIds, now);
    if (gone.length > 0) return c.json(unavailableAnswer(gone), 409);

    const receipt = makeReceipt(now);
    let orderId: string;
    if (config.mode === "sandbox") {
      orderId = sandboxOrderId();
    } else {
      const order = await razorpayClient(config).createOrder({
        amount: cart.amountPaise,
        currency: cart.currency,
        receipt,
        notes: orderNotes({ receipt, guest: body.userDetails, lines: cart.lines }),
      });
      if (order.amount !== cart.amountPaise || order.currency !== cart.currency) {
        throw new RazorpayError(
          "unavailable",
          `Razorpay created order ${order.id} for ${order.amount} ${order.currency}, not ${cart.amountPaise} ${cart.currency}`,
        );
      }
      orderId = order.id;
    }

    const holdUntil = new Date(now.getTime() + holdTtlSeconds(c.env) * 1000);
    const booking = {
      orderId,
      receipt,
      mode: config.mode,
      amountPaise: cart.amountPaise,
      guest: body.userDetails,
      lines: cart.lines,
      now,
      holdUntil,
    };
    // Lost the race for a night: say which. If the blocking hold lapsed meanwhile, try once more.
    for (let attempt = 0; ; attempt++) {
      const stored = await bookingsRepository(c.env.DB).create(booking);
      if (stored.outcome === "created") break;
      const taken = await unavailableItems(calendar, cart.lines, itemIds, new Date());
      if (taken.length > 0 || attempt > 0) {
        console.warn("order refused, nights taken", orderId, taken.map((item) => item.id).join(","));
        return c.json(unavailableAnswer(taken), 409);
      }
    }

    return c.json(
      {
        order: { id: orderId, amount: cart.amountPaise, currency: cart.currency },
        key_id: config.keyId,
        mode: config.mode,
        checkout_script: config.checkoutUrl,
      },
      201,
    );
  },
);
