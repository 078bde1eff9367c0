// Bindings the worker project adds for the calendar sync (vitest.config.ts): the fake channel.
declare namespace Cloudflare {
  interface Env {
    TEST_CHANNEL_URL: string;
    CALENDAR_FEED_TIMEOUT_MS: string;
  }
}
