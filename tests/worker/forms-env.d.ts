// Bindings the worker project adds for the form tests (vitest.config.ts).
declare namespace Cloudflare {
  interface Env {
    FORMSPREE_BASE_URL: string;
    FORMSPREE_CONTACT_FORM: string;
    FORMSPREE_CONSULTATION_FORM: string;
    FORMSPREE_BOOKING_FORM: string;
    FORMSPREE_TIMEOUT_MS: string;
    /** A form the fake Formspree knows but that is not active (tests only). */
    TEST_INACTIVE_FORM_ID: string;
  }
}
