// Mutation testing of the modules that decide money and state (`npm run mutate`; docs/mutation.md).
// Not part of `npm test`: it runs the unit tests once per mutant, which takes a while on two cores.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: "vitest",
  plugins: ["@stryker-mutator/vitest-runner"],
  // Forks, not threads: the date tests move the process to other time zones (TZ), which a worker
  // thread cannot do.
  vitest: { configFile: "vitest.mutate.config.ts", related: true, pool: "forks" },
  mutate: [
    "app/domain/money/money.ts",
    "app/domain/orders/pricing.ts",
    "app/domain/booking/booking-rules.ts",
    "app/domain/booking/checkout-contact.ts",
    "app/domain/booking/booking-states.ts",
    "app/domain/contact-fields.ts",
    "app/domain/dates/dates.ts",
    "app/domain/dates/stay-window.ts",
    "app/domain/cart/cart-rules.ts",
    "app/domain/cart/cart-item.ts",
    "app/domain/availability/**/*.ts",
    "app/domain/retention/retention-rules.ts",
    "workers/payments/signatures.ts",
    "workers/payments/webhook-events.ts",
    "workers/payments/verify-decision.ts",
    "!**/*.test.ts",
  ],
  ignoreStatic: true,
  concurrency: 2,
  timeoutMS: 10_000,
  reporters: ["clear-text", "progress", "html"],
  htmlReporter: { fileName: "reports/mutation/index.html" },
  thresholds: { high: 90, low: 80, break: null },
  tempDirName: ".stryker-tmp",
  // Stryker rewrites the tsconfig it is pointed at through TypeScript's JavaScript API, which
  // TypeScript 7 (native) no longer has. Vitest does not read the tsconfig, so point it at none.
  tsconfigFile: "no-tsconfig-for-stryker.json",
};
