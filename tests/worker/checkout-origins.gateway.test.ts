import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "@built-worker";
import { contact, dateSpan, itemsIn, type OrderAnswer, ORIGIN, uniqueEmail } from "./payments-helpers";

/** This file books in its own days (see dateSpan). */
const { roomItem } = itemsIn(dateSpan(390, 410));

/**
 * Live pages allow the checkout that is configured (RAZORPAY_CHECKOUT_URL, RAZORPAY_API_BASE), not
 * a hard-coded Razorpay: with a stand-in configured, its origins are in the CSP and Razorpay's are
 * not (tests/e2e/live-checkout.spec.ts runs the whole checkout in a browser this way).
 */

const STAND_IN = { RAZORPAY_CHECKOUT_URL: "http://127.0.0.1:41001/v1/checkout.js", RAZORPAY_API_BASE: "http://127.0.0.1:41002/v1" };

async function withEnv(overrides: Record<string, unknown>, request: Request) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, ...overrides } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

function directives(res: Response): Map<string, string[]> {
  return new Map(
    (res.headers.get("Content-Security-Policy") ?? "").split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

describe("the CSP of live pages with a configured checkout", () => {
  it("allows the configured script, frame and API origins, and nothing of Razorpay's", async () => {
    const res = await withEnv(STAND_IN, new Request(`${ORIGIN}/cart`));
    expect(res.status).toBe(200);
    await res.body?.cancel();
    const csp = directives(res);
    expect(csp.get("script-src")).toContain("http://127.0.0.1:41001");
    expect(csp.get("frame-src")).toEqual(["http://127.0.0.1:41002", "http://127.0.0.1:41001"]);
    expect(csp.get("connect-src")).toEqual(["'self'", "http://127.0.0.1:41002", "http://127.0.0.1:41001"]);
    expect(res.headers.get("Content-Security-Policy")).not.toContain("razorpay.com");
    expect(res.headers.get("Permissions-Policy")).toContain('payment=(self "http://127.0.0.1:41002" "http://127.0.0.1:41001")');
  });

  it("hands the browser the same script it allows", async () => {
    const res = await withEnv(
      { ...STAND_IN, RAZORPAY_API_BASE: env.RAZORPAY_API_BASE },
      new Request(`${ORIGIN}/api/payments/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ userDetails: contact(uniqueEmail("csp-script")), cartItems: [roomItem("sunrise")] }),
      }),
    );
    expect(res.status).toBe(201);
    expect(((await res.json()) as OrderAnswer).checkout_script).toBe(STAND_IN.RAZORPAY_CHECKOUT_URL);
    const page = await withEnv({ ...STAND_IN, RAZORPAY_API_BASE: env.RAZORPAY_API_BASE }, new Request(`${ORIGIN}/cart`));
    await page.body?.cancel();
    expect(directives(page).get("script-src")).toContain(new URL(STAND_IN.RAZORPAY_CHECKOUT_URL).origin);
  });
});
