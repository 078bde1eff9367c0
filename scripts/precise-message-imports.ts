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
 */
const NAMESPACE_IMPORT = /^import\s*\{\s*m\s*\}\s*from\s*(["'])([^"']*paraglide\/messages\.js)\1;?[ \t]*$/m;
const MESSAGE_CALL = /\bm\.([a-z][a-z0-9_]*)\b/g;

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
      const local = `const m = { ${keys.map((key) => `${key}: __message_${key}`).join(", ")} };`;
      return { code: code.replace(statement, [...imports, local].join(" ")), map: null };
    },
  };
}
