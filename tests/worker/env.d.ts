declare namespace Cloudflare {
  interface Env {
    TEST_MIGRATIONS: import("cloudflare:test").D1Migration[];
    /** An empty database for the migration tests (the worker project only). */
    MIGRATIONS_DB: D1Database;
  }
}
