/** Written by the build (vite.config.ts, from hydration-starter.ts): the client file that carries the hydration starter. */
declare module "virtual:hydration-starter" {
  /** Root-relative, e.g. "/assets/rolldown-runtime-….js"; empty under the dev server, which has none. */
  export const HYDRATION_STARTER_URL: string;
}
