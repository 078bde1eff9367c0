// Lets the bench import the Worker's own modules in Node, as they are: their `~/` imports (app/)
// and extensionless relative imports resolve as Vite resolves them, so what is measured here is the
// very code the Worker runs (workerd's clocks stand still during computation, so it cannot be
// timed there).
import { existsSync } from "node:fs";
import { registerHooks } from "node:module";
import { fileURLToPath, pathToFileURL } from "node:url";

const appDir = fileURLToPath(new URL("../../app/", import.meta.url));
/** Only the site's own sources are written without extensions; packages resolve as always. */
const sourceRoots = [new URL("../../app/", import.meta.url).href, new URL("../../workers/", import.meta.url).href];

registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier.startsWith("~/")) return nextResolve(withExtension(pathToFileURL(appDir + specifier.slice(2)).href), context);
    const parent = context.parentURL;
    if (parent && sourceRoots.some((root) => parent.startsWith(root)) && specifier.startsWith(".") && !/\.[cm]?[jt]sx?$/.test(specifier)) {
      return nextResolve(withExtension(new URL(specifier, context.parentURL).href), context);
    }
    return nextResolve(specifier, context);
  },
});

function withExtension(url: string): string {
  for (const extension of [".ts", ".tsx", "/index.ts"]) if (existsSync(fileURLToPath(url + extension))) return url + extension;
  return url;
}
