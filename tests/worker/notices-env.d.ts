// Bindings both Worker projects add for the booking notices (vitest.config.ts): the fake e-mail API.
declare namespace Cloudflare {
  interface Env {
    EMAIL_API_BASE: string;
    EMAIL_API_ACCOUNT_ID: string;
    EMAIL_API_TOKEN: string;
    EMAIL_TIMEOUT_MS: string;
  }
}
