import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, paymentsModeFrom } from "../security/headers";
import { parsePaymentsConfig, PaymentsUnavailableError } from "./config";
import { parsePaymentsMode } from "./mode";

const credentials = { RAZORPAY_KEY_ID: "rzp_live_abc", RAZORPAY_KEY_SECRET: "secret", RAZORPAY_WEBHOOK_SECRET: "whsec" };

/** The mode payments run in for this PAYMENTS_MODE, or "unavailable" when they refuse to run. */
function paymentsRunIn(value: unknown): "sandbox" | "live" | "unavailable" {
  try {
    return parsePaymentsConfig({ ...credentials, PAYMENTS_MODE: value }).mode;
  } catch (error) {
    if (error instanceof PaymentsUnavailableError) return "unavailable";
    throw error;
  }
}

describe("PAYMENTS_MODE", () => {
  it("ignores the white space around a pasted value, for payments and for the CSP alike", () => {
    expect(paymentsRunIn(" live")).toBe("live");
    expect(paymentsModeFrom(" live")).toBe("live");
    const csp = contentSecurityPolicy({ nonce: "AAECAwQFBgcICQoLDA0ODw==", paymentsMode: paymentsModeFrom(" live") });
    expect(csp).toContain("https://checkout.razorpay.com");
  });

  it.each([" live", "live\n", "\tlive ", "live", "sandbox", " sandbox ", "LIVE", "Sandbox", "", "   ", "test", undefined, null, 1])(
    "%j: the CSP is live exactly when payments run live, and the sandbox's otherwise",
    (value) => {
      const payments = paymentsRunIn(value);
      expect(paymentsModeFrom(value)).toBe(payments === "live" ? "live" : "sandbox");
      expect(parsePaymentsMode(value)).toBe(payments === "unavailable" ? null : payments);
    },
  );
});
