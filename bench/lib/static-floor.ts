// The static floor of a page: its own server-rendered HTML with its stylesheet and no scripts,
// saved as a static file and served by the same Worker (Workers Static Assets, from build/client)
// with the page's own document headers. Lighthouse on the floor shows how fast that document can
// paint with nothing of React on it; the page's LCP over the floor's is the figure that holds
// across machines.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Where the bench writes its floors: a path no route of the site uses, removed after the run. */
const FLOOR_DIR = "__bench";

/** Executable scripts: none, or a JavaScript type (JSON-LD and other data blocks stay). */
function isExecutable(openTag: string): boolean {
  const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(openTag);
  const value = (type?.[1] ?? type?.[2] ?? type?.[3] ?? "").trim().toLowerCase();
  return value === "" || value === "module" || value === "text/javascript" || value === "application/javascript";
}

/**
 * The document without anything that runs: executable <script> elements (inline or not) and
 * module preloads go; the stylesheet (inlined or linked), fonts, image preloads, data blocks and
 * the markup stay byte for byte.
 */
export function staticFloorHtml(html: string): string {
  return html
    .replace(/<script\b([^>]*)>[\s\S]*?<\/script>/gi, (whole, attrs: string) => (isExecutable(`<script ${attrs}>`) ? "" : whole))
    .replace(/<link\b[^>]*\brel\s*=\s*["']?modulepreload\b[^>]*>/gi, "");
}

/** A file name for the route's floor ("a retreat" → "a-retreat"). */
export function floorSlug(routeName: string): string {
  return (
    routeName
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "page"
  );
}

/**
 * The headers that decide how a browser treats a document, which a floor is served with as the page
 * is. `Cross-Origin-Opener-Policy` matters most: a navigation from a tab's first empty document to a
 * document with it moves to a new browsing context group, and Chromium then starts a renderer of
 * its own for it (tens of milliseconds before the first paint, docs/benchmarks.md). Without them
 * the floor would be faster by the page's security policy, not by anything the page's code does.
 */
export const DOCUMENT_HEADERS = ["Content-Security-Policy", "Cross-Origin-Opener-Policy", "Permissions-Policy", "X-Frame-Options"] as const;

const RULES_BEGIN = "# bench floor: begin";
const RULES_END = "# bench floor: end";
const RULES = new RegExp(`${RULES_BEGIN}[^\\n]*\\n[\\s\\S]*?${RULES_END}\\n`, "g");

/**
 * A `_headers` rule giving the floor at `path` the page's document headers (those of
 * DOCUMENT_HEADERS it has), between markers that removeStaticFloors finds again.
 */
export function floorHeaderRules(path: string, headers: Headers): string {
  const lines = DOCUMENT_HEADERS.flatMap((name) => {
    const value = headers.get(name);
    return value === null ? [] : [`  ${name}: ${value.replace(/[\r\n]+/g, " ")}`];
  });
  return `${RULES_BEGIN} ${path}\n${path}\n${lines.join("\n")}${lines.length ? "\n" : ""}${RULES_END}\n`;
}

/** `_headers` without the rules the bench added. */
export function withoutFloorRules(text: string): string {
  return text.replace(RULES, "");
}

/**
 * Writes the floor into the client assets directory, with the page's document headers added to
 * its `_headers`, and returns its URL path. Static assets serve `x.html` at `/x` (a request for
 * `/x.html` would be redirected there first).
 */
export function writeStaticFloor(clientDir: string, routeName: string, html: string, headers: Headers): string {
  const dir = join(clientDir, FLOOR_DIR, "floor");
  mkdirSync(dir, { recursive: true });
  const slug = floorSlug(routeName);
  const path = `/${FLOOR_DIR}/floor/${slug}`;
  writeFileSync(join(dir, `${slug}.html`), staticFloorHtml(html));
  const headersFile = join(clientDir, "_headers");
  const current = existsSync(headersFile) ? readFileSync(headersFile, "utf8") : "";
  writeFileSync(headersFile, `${current}${current.endsWith("\n") || current === "" ? "" : "\n"}${floorHeaderRules(path, headers)}`);
  return path;
}

/** Removes every floor and its headers, so a later deploy of the same build never ships them. */
export function removeStaticFloors(clientDir: string): void {
  rmSync(join(clientDir, FLOOR_DIR), { recursive: true, force: true });
  const headersFile = join(clientDir, "_headers");
  if (!existsSync(headersFile)) return;
  const current = readFileSync(headersFile, "utf8");
  const cleaned = withoutFloorRules(current);
  if (cleaned !== current) writeFileSync(headersFile, cleaned);
}
