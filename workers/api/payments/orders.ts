import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { earliestTodayIso } from "~/domain/dates/dates";
import { formatMoney } from "~/domain/money/money";
import { orderRequestSchema, priceCart } from "~/domain/orders/pricing";
import { bookingsRepository } from "../../payments/bookings-repository";
import { paymentsConfig } from "../../payments/config";
import { makeReceipt, orderNotes } from "../../payments/order-notes";
import { razorpayClient, RazorpayError } from "../../payments/razorpay-client";
import { sandboxOrderId } from "../../payments/sandbox";
import { clientIp, limitBody, rateLimit, requireJson, zodHook } from "../guards";

/** POST /api/payments/orders: prices the cart on the server, creates the order, stores the booking. */
export const orders = new Hono<{ Bindings: Env }>();

const ORDER_BODY_LIMIT = 64 * 1024;

orders.post(
  "/",
  limitBody(ORDER_BODY_LIMIT),
  requireJson(),
  rateLimit("PAYMENTS_RATE_LIMITER", (c) => `orders:${clientIp(c)}`),
  zValidator("json", orderRequestSchema, zodHook),
  async (c) => {
    const config = paymentsConfig(c.env);
    const body = c.req.valid("json");
    const now = new Date();
    const priced = priceCart(body.cartItems, earliestTodayIso(now));
    if (!priced.ok) return c.json({ error: priced.error, fieldErrors: priced.fieldErrors }, 422);
    const { cart } = priced;

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

    await bookingsRepository(c.env.DB).create({
      orderId,
      receipt,
      mode: config.mode,
      amountPaise: cart.amountPaise,
      guest: body.userDetails,
      lines: cart.lines,
      now,
    });

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
