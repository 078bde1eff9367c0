import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { usedCss } from "../../workers/html/page-stylesheet";

/**
 * Each document inlines only the rules its markup uses (workers/html/page-stylesheet.ts), read from
 * the built stylesheet. Parsed and put back together for a page that used every class it names,
 * the built stylesheet must come out whole: nothing of it is beyond the parser. It declares no font
 * face: the page loads it after its first paint, over the document's own copy, and a face declared
 * again there would make the browser lay out the text once more (app/app.css).
 */
const assetsDir = "build/client/assets";

describe("the built stylesheet", () => {
  it("is one file, and comes out whole for a page that uses every class it names", () => {
    const files = readdirSync(assetsDir).filter((name) => /^app-.*\.css$/.test(name));
    expect(files).toHaveLength(1);
    const css = readFileSync(join(assetsDir, files[0] ?? ""), "utf8");
    const every = new Set<string>();
    for (const match of css.matchAll(/\.((?:\\[0-9a-fA-F]{1,6} ?|\\.|[\w-])+)/g)) {
      every.add(
        (match[1] ?? "").replace(/\\([0-9a-fA-F]{1,6}) ?|\\(.)/g, (_, hex, char) =>
          hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
        ),
      );
    }
    const strip = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, "").replace(/\s/g, "");
    // A page reading every custom property the stylesheet defines (the cut drops those nothing reads).
    const reads = Array.from(css.matchAll(/(--[\w-]+)\s*:/g), (match) => match[1] ?? "");
    expect(css).not.toContain("@font-face");
    expect(strip(usedCss(css, { classes: every, reads }))).toBe(strip(css));
    // And a page using no class at all still gets the base styles and the theme they read.
    const bare = usedCss(css, { classes: new Set() });
    expect(bare).toContain("--color-ink"); // the body's colour
    expect(bare).not.toContain("--color-forest"); // read by utilities only
    expect(bare.length).toBeLessThan(css.length / 2);
    // Every utility needs its class: none is left for a page without classes.
    expect(bare).toContain("@layer utilities{}");
  });

  it("with the local serifs before it, as documents inline it, keeps them for every page and fetches no font", () => {
    const files = readdirSync(assetsDir).filter((name) => /^app-.*\.css$/.test(name));
    const css = readFileSync(join(assetsDir, files[0] ?? ""), "utf8");
    // What app/entry.server.tsx renders into each document's <style>.
    const inlined = readFileSync("app/fallback-fonts.css", "utf8") + css;
    const bare = usedCss(inlined, { classes: new Set() });
    expect(bare.match(/@font-face/g)).toHaveLength(3); // the local serifs tuned to the display face
    expect(bare).toContain("Cormorant Fallback Georgia");
    expect(bare).not.toContain(".woff2");
    expect(bare).not.toContain("url(");
  });
});
