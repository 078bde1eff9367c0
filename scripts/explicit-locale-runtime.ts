import { sep } from "node:path";

/**
 * Paraglide's message functions take the locale as an option and otherwise ask its runtime, whose
 * strategies keep a locale in module state, cookies or AsyncLocalStorage. The site passes the
 * request's locale to every call (app/i18n, ADR 091): one isolate renders many visitors' pages at
 * once, and the browser and the Worker must agree. In the build this two-line runtime stands in
 * for the generated one, so a call without a locale fails loudly instead of falling back to a
 * shared value, and the 2.9 kB gzip of strategies the site never uses stay out of every page.
 */
const RUNTIME = "/app/paraglide/runtime.js";
const EXPLICIT_LOCALE_RUNTIME = [
  "export const experimentalStaticLocale = undefined;",
  'export const getLocale = () => { throw new Error("A message was called without { locale } (ADR 091)"); };',
].join("\n");

export const explicitLocaleRuntime = {
  name: "explicit-locale-runtime",
  load(id: string) {
    const path = (id.split("?")[0] ?? "").split(sep).join("/");
    return path.endsWith(RUNTIME) ? EXPLICIT_LOCALE_RUNTIME : null;
  },
};
