// The static floor of a page: its own server-rendered HTML with its stylesheet and no scripts,
// saved as a static file and served by the same Worker (Workers Static Assets, from build/client).
// Lighthouse on the floor shows how fast that document can paint with nothing of React on it; the
// page's LCP over the floor's is the figure that holds across machines.
import { mkdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/** Where the bench writes its floors: a path no route of the site uses, removed after the run. */
export const FLOOR_DIR = "__bench";

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
 * Writes the floor into the client assets directory and returns its URL path. Static assets serve
 * `x.html` at `/x` (a request for `/x.html` would be redirected there first).
 */
export function writeStaticFloor(clientDir: string, routeName: string, html: string): string {
  const dir = join(clientDir, FLOOR_DIR, "floor");
  mkdirSync(dir, { recursive: true });
  const slug = floorSlug(routeName);
  writeFileSync(join(dir, `${slug}.html`), staticFloorHtml(html));
  return `/${FLOOR_DIR}/floor/${slug}`;
}

/** Removes every floor, so a later deploy of the same build never ships them. */
export function removeStaticFloors(clientDir: string): void {
  rmSync(join(clientDir, FLOOR_DIR), { recursive: true, force: true });
}
