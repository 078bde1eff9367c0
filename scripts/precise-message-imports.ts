import { existsSync } from "node:fs";
import { resolve, sep } from "node:path";

/**
 * Components import Paraglide's messages as one namespace (`import { m } from
 * "~/paraglide/messages.js"`, ADR 091), which re-exports every message of the site. Tree-shaking
 * keeps only the messages a page calls, but the module graph still says every page that imports
 * `m` depends on every message, so the code-splitting rules (vite.config.ts) saw them all as
 * shared: messages of one page went into chunks of their own, and a first load grew past 8 files.
 * This rewrites that import into one import per message the module calls, and a local `m` of just
 * those, so the graph says which page uses which message and each message goes where its users
 * are. Keys are taken from `m.<key>` in the source and kept only if Paraglide compiled that
 * message, so an unrelated `m.something` is left alone.
 *
 * Each call names its import directly (`__message_<key>(…)`), so that a message only a route's
 * loader calls leaves the browser's bundle with the loader: an object of all the module's
 * messages kept every one of them (0.1–0.2 kB on a page that words its title in its loader). The
 * local `m` remains only where the module still uses `m` otherwise.
 */
const NAMESPACE_IMPORT = /^import\s*\{\s*m\s*\}\s*from\s*(["'])([^"']*paraglide\/messages\.js)\1;?[ \t]*$/m;
const MESSAGE_CALL = /\bm\.([a-z][a-z0-9_]*)\b/g;
/** `m` as an identifier of its own, not a property (`x.m`) nor part of a name. */
const BARE_M = /(?<![\w$.])m(?![\w$])/;

export function preciseMessageImports(paraglideDir: string) {
  const messagesDir = resolve(paraglideDir, "messages");
  return {
    name: "precise-message-imports",
    enforce: "pre" as const,
    transform(code: string, id: string) {
      const path = id.split("?")[0] ?? "";
      if (!/\.(tsx?|jsx?)$/.test(path) || path.split(sep).join("/").includes("/paraglide/")) return null;
      const match = NAMESPACE_IMPORT.exec(code);
      if (!match) return null;
      const [statement, quote, specifier] = match as unknown as [string, string, string];
      const keys = [...new Set([...code.matchAll(MESSAGE_CALL)].map((call) => call[1] as string))].filter((key) =>
        existsSync(resolve(messagesDir, `${key}.js`)),
      );
      const base = specifier.slice(0, -"messages.js".length);
      const imports = keys.map((key) => `import { ${key} as __message_${key} } from ${quote}${base}messages/${key}.js${quote};`);
      const named = (text: string) =>
        keys.reduce((out, key) => out.replace(new RegExp(`(?<![\\w$.])m\\.${key}\\b`, "g"), `__message_${key}`), text);
      const before = named(code.slice(0, match.index));
      const after = named(code.slice(match.index + statement.length));
      const local = BARE_M.test(before + after) ? [`const m = { ${keys.map((key) => `${key}: __message_${key}`).join(", ")} };`] : [];
      return { code: before + [...imports, ...local].join(" ") + after, map: null };
    },
  };
}
