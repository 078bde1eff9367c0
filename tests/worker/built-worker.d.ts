// build/server/index.js (the module SELF calls into), aliased in vitest.config.ts so the type
// checker never reads the bundle. Its shape is workers/app.ts's default export.
declare module "@built-worker" {
  const worker: typeof import("../../workers/app").default;
  export default worker;
}
