import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { orderTooLargeMessage, tooManyUnpaidOrdersMessage } from "~/domain/availability/hold-caps";
import { resortTodayIso } from "~/domain/dates/resort-today";
import { formatMoney } from "~/domain/money/money";
import { orderRequestSchema, priceCart } from "~/domain/orders/pricing";
import { availabilityRepository, holdTtlSeconds } from "../../availability/availability-repository";
import { holdClientKey, unpaidOrdersPerClient } from "../../availability/hold-client";
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
 * Holds cannot be hoarded (docs/decisions/082-holds.md): an order larger than a family's stay is
 * refused (409), and so is a client's order beyond its cap of unpaid orders holding nights (429);
 * an order with the `checkoutId` of earlier unpaid orders releases their holds in its own batch.
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
    const tooLarge = orderTooLargeMessage(cart.lines);
    if (tooLarge) return c.json({ error: tooLarge }, 409);

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

    // Looks before asking Razorpay for an order; the batch that stores it is what decides.
    const checkoutId = body.checkoutId ?? null;
    const holdMinutes = Math.ceil(holdTtlSeconds(c.env) / 60);
    const clientKey = await holdClientKey(c.req.raw.headers, config.keySecret);
    const holdClient = clientKey ? { key: clientKey, maxUnpaidOrders: unpaidOrdersPerClient(c.env) } : null;
    const overClientCap = () =>
      c.json({ error: tooManyUnpaidOrdersMessage(holdClient?.maxUnpaidOrders ?? 0, holdMinutes) }, 429, { "Retry-After": "60" });
    const repo = bookingsRepository(c.env.DB);
    if (holdClient && (await repo.unpaidHoldingOrders(holdClient.key, now, checkoutId)) >= holdClient.maxUnpaidOrders) {
      return overClientCap();
    }
    const calendar = availabilityRepository(c.env.DB);
    const itemIds = body.cartItems.map((item) => item.id);
    const gone = await unavailableItems(calendar, cart.lines, itemIds, now, checkoutId);
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
      locale: body.locale ?? "en",
      lines: cart.lines,
      now,
      holdUntil,
      checkoutId,
      holdClient,
    };
    // Lost the race for a night: say which. If the blocking hold lapsed meanwhile, try once more.
    for (let attempt = 0; ; attempt++) {
      const stored = await repo.create(booking);
      if (stored.outcome === "created") break;
      if (stored.outcome === "client-cap") return overClientCap();
      const taken = await unavailableItems(calendar, cart.lines, itemIds, new Date(), checkoutId);
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
