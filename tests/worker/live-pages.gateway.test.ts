import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import worker from "@built-worker";
import { contact, dateSpan, itemsIn, type OrderAnswer, ORIGIN, uniqueEmail } from "./payments-helpers";

/** This file books in its own days (see dateSpan). */
const { roomItem } = itemsIn(dateSpan(410, 430));

/**
 * Pages of the built Worker in live payment mode: their Content-Security-Policy must let Razorpay's
 * checkout run (its script, its frame, its API), where the sandbox's policy allows no third party.
 */

function directives(res: Response): Map<string, string[]> {
  const policy = res.headers.get("Content-Security-Policy") ?? "";
  return new Map(
    policy.split(";").map((part) => {
      const [name = "", ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

function expectLivePolicy(res: Response) {
  const csp = directives(res);
  expect(csp.get("script-src")).toEqual(expect.arrayContaining(["https://checkout.razorpay.com", "https://cdn.razorpay.com"]));
  expect(csp.get("frame-src")).toEqual(["https://api.razorpay.com", "https://checkout.razorpay.com"]);
  expect(csp.get("connect-src")).toEqual(expect.arrayContaining(["'self'", "https://api.razorpay.com", "https://lumberjack.razorpay.com"]));
  expect(res.headers.get("Permissions-Policy")).toContain('payment=(self "https://api.razorpay.com" "https://checkout.razorpay.com")');
}

async function withEnv(overrides: Record<string, unknown>, request: Request) {
  const ctx = createExecutionContext();
  const res = await worker.fetch(request, { ...env, ...overrides } as Env, ctx);
  await waitOnExecutionContext(ctx);
  return res;
}

describe("pages in live payment mode", () => {
  it.each(["/cart", "/rooms/sunrise", "/"])("%s allows Razorpay's checkout in its CSP", async (path) => {
    const res = await SELF.fetch(`${ORIGIN}${path}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("Content-Type")).toMatch(/^text\/html/);
    expectLivePolicy(res);
    await res.body?.cancel();
  });

  it("reads PAYMENTS_MODE with white space around it as live for the CSP and for the payments alike", async () => {
    const page = await withEnv({ PAYMENTS_MODE: " live\n" }, new Request(`${ORIGIN}/cart`));
    expect(page.status).toBe(200);
    expectLivePolicy(page);
    await page.body?.cancel();

    const order = await withEnv(
      { PAYMENTS_MODE: " live\n" },
      new Request(`${ORIGIN}/api/payments/orders`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ userDetails: contact(uniqueEmail("live-padded")), cartItems: [roomItem("sunrise")] }),
      }),
    );
    expect(order.status).toBe(201);
    const answer = (await order.json()) as OrderAnswer;
    expect(answer.mode).toBe("live");
    expect(answer.checkout_script).toBe("https://checkout.razorpay.com/v1/checkout.js");
  });
});
