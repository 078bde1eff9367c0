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

/** Every rule that holds no other (style rules, @property, @keyframes), with the at-rules around it. */
function leafRules(css: string, within: string[] = []): { within: string[]; text: string }[] {
  const rules: { within: string[]; text: string }[] = [];
  let i = 0;
  while (i < css.length) {
    const open = css.indexOf("{", i);
    const semicolon = css.indexOf(";", i);
    if (open === -1) break;
    if (semicolon !== -1 && semicolon < open) {
      i = semicolon + 1; // a statement such as `@layer a,b;`
      continue;
    }
    let depth = 0;
    let end = open;
    for (; end < css.length; end++) {
      if (css[end] === "{") depth++;
      else if (css[end] === "}" && --depth === 0) break;
    }
    const prelude = css.slice(i, open).trim();
    const body = css.slice(open + 1, end);
    const grouping = /^@(media|supports|layer|container|starting-style)\b/.test(prelude);
    if (grouping) rules.push(...leafRules(body, [...within, prelude]));
    else rules.push({ within, text: `${prelude}{${body}}` });
    i = end + 1;
  }
  return rules;
}

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
    const used = strip(usedCss(css, { classes: every, reads }));
    // Every rule comes out but what waits for the whole stylesheet by design: hover styles,
    // transitions, and the @property registrations Tailwind's plain values cover.
    const plain = new Set(
      Array.from(/@layer properties\{@supports[^{]*\{[^{]*\{([^}]*)\}/.exec(css)?.[1]?.matchAll(/(--[\w-]+):/g) ?? [], (m) => m[1]),
    );
    expect(plain.size).toBeGreaterThan(10);
    // A translucent colour comes out once, with color-mix() in place of the hex Tailwind writes
    // before it for browsers without (every browser Tailwind 4 supports takes the second).
    const COLOR_MIX = "@supports (color:color-mix(in lab, red, red))";
    const declarations = (rule: string) =>
      rule
        .slice(rule.indexOf("{") + 1, -1)
        .split(";")
        .filter(Boolean);
    const property = (declaration: string) => declaration.slice(0, declaration.indexOf(":"));
    const leaves = leafRules(css.replace(/\/\*[\s\S]*?\*\//g, ""));
    const inHover = (within: string[]) => within.some((prelude) => /^@media\s*\(hover:\s*hover\)$/.test(prelude));
    let kept = 0;
    let merged = 0;
    for (let i = 0; i < leaves.length; i++) {
      const { within, text } = leaves[i] ?? { within: [], text: "" };
      const next = leaves[i + 1];
      const selector = text.slice(0, text.indexOf("{"));
      if (next?.within.at(-1) === COLOR_MIX && next.within.length === within.length + 1 && next.text.startsWith(`${selector}{`)) {
        const mixes = new Map(declarations(next.text).map((declaration) => [property(declaration), declaration]));
        const once = `${selector}{${declarations(text)
          .map((declaration) => mixes.get(property(declaration)) ?? declaration)
          .join(";")}}`;
        const hover = inHover(within);
        expect(used.includes(strip(once)), `${within.join(" ")} ${text} with ${next.text}`).toBe(!hover);
        if (!hover) merged++;
        i++;
        continue;
      }
      const registration = /^@property\s+(--[\w-]+)/.exec(text)?.[1];
      const deferred =
        inHover(within) ||
        /^[^@][^{]*\{(?:(?:transition[\w-]*|--tw-duration|--tw-ease):[^;}]*;?)+\}$/.test(text) ||
        (registration !== undefined && plain.has(registration));
      // A declaration that repeats the one before it goes too.
      const once = text.replace(/([{;])([^;{}]+;)\2+/g, "$1$2");
      expect(used.includes(strip(once)), `${within.join(" ")} ${text}`).toBe(!deferred);
      if (!deferred) kept++;
    }
    expect(kept).toBeGreaterThan(500);
    expect(merged).toBeGreaterThan(20);
    // Tailwind's plain values hold for every browser: no longer behind their @supports.
    expect(used).toContain(strip("@layer properties{*,:before,:after,::backdrop{"));
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
