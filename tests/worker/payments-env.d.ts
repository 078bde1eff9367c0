// Bindings the worker-gateway project adds for the payment tests (vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    RAZORPAY_KEY_ID?: string;
    RAZORPAY_KEY_SECRET?: string;
    RAZORPAY_WEBHOOK_SECRET?: string;
    RAZORPAY_API_BASE?: string;
    RAZORPAY_TIMEOUT_MS?: string;
  }
}
// Bindings the worker-gateway project adds for the staff console tests (vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    ACCESS_TEAM_DOMAIN?: string;
  }
}
