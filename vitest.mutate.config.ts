import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The unit tests of the pure modules that `npm run mutate` mutates (stryker.config.mjs), in Node.
export default defineConfig({
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  test: {
    include: ["app/domain/**/*.test.ts", "workers/payments/*.test.ts"],
    environment: "node",
  },
});
