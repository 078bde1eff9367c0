import { z } from "zod";

/** Razorpay ids (order_…, pay_…) and the sandbox's are short runs of letters, digits and underscores. */
export const RAZORPAY_ID = /^[A-Za-z0-9_]{1,64}$/;

export const razorpayIdSchema = z.string().trim().min(1).max(64).regex(RAZORPAY_ID, { error: "Not a Razorpay id" });
