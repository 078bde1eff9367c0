import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import { z } from "zod";
import { bookingsRepository } from "../payments/bookings-repository";
import { deploymentPaymentsMode } from "../payments/config";
import { razorpayIdSchema } from "../payments/razorpay-ids";

/**
 * /api/bookings: a paid booking, for whoever holds both its order id and its payment id (the
 * confirmation page's URL carries exactly these), made in the payments mode this deployment runs
 * in. Anything else is a 404, mismatches included, so the endpoint never tells which half of a
 * guess was right.
 */
export const bookings = new Hono<{ Bindings: Env }>();

const NOT_FOUND = { error: "Booking not found." } as const;

bookings.get(
  "/:orderId",
  zValidator("param", z.object({ orderId: razorpayIdSchema }), (result, c) => {
    if (!result.success) return c.json(NOT_FOUND, 404);
  }),
  zValidator("query", z.object({ payment_id: razorpayIdSchema }), (result, c) => {
    if (!result.success) return c.json(NOT_FOUND, 404);
  }),
  async (c) => {
    const { orderId } = c.req.valid("param");
    const { payment_id: paymentId } = c.req.valid("query");
    const booking = await bookingsRepository(c.env.DB).confirmed(orderId, paymentId, deploymentPaymentsMode(c.env));
    if (!booking) return c.json(NOT_FOUND, 404);
    return c.json({ booking });
  },
);
