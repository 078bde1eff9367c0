import { describe, expect, it } from "vitest";
import { paymentsConfig, parsePaymentsConfig, PaymentsUnavailableError } from "./config";

const live = {
  PAYMENTS_MODE: "live",
  RAZORPAY_KEY_ID: "rzp_live_abc",
  RAZORPAY_KEY_SECRET: "secret",
  RAZORPAY_WEBHOOK_SECRET: "whsec",
};

describe("parsePaymentsConfig", () => {
  it("runs the sandbox offline with its own public credentials", () => {
    expect(parsePaymentsConfig({ PAYMENTS_MODE: "sandbox", RAZORPAY_KEY_SECRET: "real" })).toMatchObject({
      mode: "sandbox",
      keyId: "rzp_sandbox_kaivalya",
      checkoutUrl: "/api/payments/sandbox/checkout.js",
    });
  });

  it("reads live settings with Razorpay's defaults", () => {
    expect(parsePaymentsConfig(live)).toEqual({
      mode: "live",
      keyId: "rzp_live_abc",
      keySecret: "secret",
      webhookSecret: "whsec",
      apiBase: "https://api.razorpay.com/v1",
      checkoutUrl: "https://checkout.razorpay.com/v1/checkout.js",
      timeoutMs: 10_000,
    });
    expect(parsePaymentsConfig({ ...live, RAZORPAY_API_BASE: "http://127.0.0.1:9999/v1/" })).toMatchObject({
      apiBase: "http://127.0.0.1:9999/v1",
    });
  });

  it.each(["RAZORPAY_KEY_ID", "RAZORPAY_KEY_SECRET", "RAZORPAY_WEBHOOK_SECRET"])(
    "refuses live mode without %s (missing or blank)",
    (name) => {
      expect(() => parsePaymentsConfig({ ...live, [name]: undefined })).toThrow(new RegExp(name));
      expect(() => parsePaymentsConfig({ ...live, [name]: "  " })).toThrow(PaymentsUnavailableError);
    },
  );

  it("never defaults to the sandbox", () => {
    expect(() => parsePaymentsConfig({})).toThrow(/PAYMENTS_MODE is not set/);
    expect(() => parsePaymentsConfig({ PAYMENTS_MODE: "Sandbox" })).toThrow(/must be 'sandbox' or 'live'/);
  });

  it("refuses malformed URLs and timeouts", () => {
    expect(() => parsePaymentsConfig({ ...live, RAZORPAY_API_BASE: "ftp://x" })).toThrow(/RAZORPAY_API_BASE/);
    expect(() => parsePaymentsConfig({ ...live, RAZORPAY_CHECKOUT_URL: "not a url" })).toThrow(/RAZORPAY_CHECKOUT_URL/);
    expect(() => parsePaymentsConfig({ ...live, RAZORPAY_TIMEOUT_MS: "soon" })).toThrow(/RAZORPAY_TIMEOUT_MS/);
  });
});

describe("paymentsConfig", () => {
  it("parses once per env object and keeps answering the same error", () => {
    const env = { ...live };
    const first = paymentsConfig(env);
    env.RAZORPAY_KEY_SECRET = "changed";
    expect(paymentsConfig(env)).toBe(first);
    const broken = { PAYMENTS_MODE: "live" };
    expect(() => paymentsConfig(broken)).toThrow(PaymentsUnavailableError);
    expect(() => paymentsConfig(broken)).toThrow(PaymentsUnavailableError);
  });
});
