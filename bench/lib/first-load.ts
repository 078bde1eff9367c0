// JavaScript and CSS a browser downloads on the first load of a page, gzip-compressed: every
// script, module preload and stylesheet the document names, the modules its inline scripts import,
// and the static imports of those modules, transitively. Dynamic import() is not followed: code
// behind it loads only when used. Deterministic: the same build gives the same bytes.
import { gzipSync } from "node:zlib";

export type FirstLoad = {
  js: { files: number; raw: number; gzip: number };
  css: { files: number; raw: number; gzip: number };
  /** Same-origin URLs fetched, with their gzip size, largest first. */
  resources: { url: string; kind: "js" | "css"; gzip: number }[];
};

function attr(tag: string, name: string): string | undefined {
  const m = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return m ? (m[1] ?? m[2] ?? m[3]) : undefined;
}

/** Static `import … from "x"`, `import "x"` and `export … from "x"` specifiers (not `import("x")`). */
function staticImports(source: string): string[] {
  const found: string[] = [];
  const re = /(?:^|[;}\s)])(?:import|export)\s*(?:[\w$*{},\s]*?\s*from\s*)?["']([^"'\n]+)["']/g;
  for (const m of source.matchAll(re)) if (m[1]) found.push(m[1]);
  return found;
}

/** `import("x")` specifiers with a literal argument. */
function dynamicImports(source: string): string[] {
  return [...source.matchAll(/\bimport\(\s*["']([^"'\n]+)["']\s*\)/g)].map((m) => m[1]!);
}

/** What the document asks for before any user interaction. */
function documentResources(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = (attr(tag, "rel") ?? "").toLowerCase().split(/\s+/);
    const href = attr(tag, "href");
    if (!href) continue;
    if (rel.includes("stylesheet")) styles.push(href);
    else if (rel.includes("modulepreload") || (rel.includes("preload") && attr(tag, "as") === "script")) scripts.push(href);
  }
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const open = `<script ${m[1] ?? ""}>`;
    const src = attr(open, "src");
    if (src) scripts.push(src);
    else if (attr(open, "type") === "module" || attr(open, "type") === LATE_MODULE_TYPE) {
      // React Router's inline bootstrap imports the manifest and route modules statically and the
      // client entry with import(): all of it runs on first load. The Worker defers it until the
      // page has loaded (workers/html/hydrate-after-load.ts): then it carries its preloads along.
      scripts.push(...staticImports(m[2] ?? ""), ...dynamicImports(m[2] ?? ""));
      scripts.push(...(attr(open, "data-preload") ?? "").split(/\s+/).filter(Boolean));
    }
  }
  return { scripts, styles };
}

/** React Router's module script once the Worker has deferred it (LATE_MODULE_TYPE in workers/html/hydration-starter.ts). */
const LATE_MODULE_TYPE = "text/x-late-module";

/** Relative or root-relative paths to JavaScript files: what a bundler's output imports. */
const isModulePath = /^\.{0,2}\/[^\s?#]*\.m?js(?:[?#].*)?$/;

export async function measureFirstLoad(pageUrl: string): Promise<FirstLoad> {
  const res = await fetch(pageUrl);
  const html = await res.text();
  const origin = new URL(pageUrl).origin;
  const { scripts, styles } = documentResources(html);
  const seen = new Map<string, { kind: "js" | "css"; raw: number; gzip: number }>();

  async function load(url: string, kind: "js" | "css"): Promise<string | null> {
    if (seen.has(url) || new URL(url).origin !== origin) return null;
    seen.set(url, { kind, raw: 0, gzip: 0 }); // claimed before awaiting, so cycles stop here
    const r = await fetch(url);
    if (!r.ok) throw new Error(`${url} answered ${r.status}`);
    const bytes = new Uint8Array(await r.arrayBuffer());
    seen.set(url, { kind, raw: bytes.byteLength, gzip: gzipSync(bytes).byteLength });
    return new TextDecoder().decode(bytes);
  }

  async function loadModule(url: string): Promise<void> {
    const source = await load(url, "js");
    if (source === null) return;
    const modules = staticImports(source).filter((spec) => isModulePath.test(spec));
    await Promise.all(modules.map((spec) => loadModule(new URL(spec, url).href)));
  }

  await Promise.all([
    ...scripts.map((s) => loadModule(new URL(s, pageUrl).href)),
    ...styles.map((s) => load(new URL(s, pageUrl).href, "css")),
  ]);

  const sum = (kind: "js" | "css") => {
    const entries = [...seen.values()].filter((e) => e.kind === kind);
    return {
      files: entries.length,
      raw: entries.reduce((n, e) => n + e.raw, 0),
      gzip: entries.reduce((n, e) => n + e.gzip, 0),
    };
  };
  return {
    js: sum("js"),
    css: sum("css"),
    resources: [...seen.entries()]
      .map(([url, e]) => ({ url: new URL(url).pathname, kind: e.kind, gzip: e.gzip }))
      .sort((a, b) => b.gzip - a.gzip),
  };
}
