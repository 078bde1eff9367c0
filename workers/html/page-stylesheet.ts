/**
 * Each document inlines only the part of the site's stylesheet its own markup uses
 * (docs/decisions/053-paint-first-hydrate-after-load.md).
 *
 * The server renders the whole stylesheet (about 68 kB, 12.5 kB gzip) into every document's one
 * `<style>`; a page uses a third to a half of it. This step reads the finished document, keeps the
 * style rules its elements and classes can match, and marks the `<style>` with `data-used-only`.
 * The hydration starter (hydrate-after-load.ts) loads the whole stylesheet, the built file named by
 * the element's `data-href`, before React starts, so what the browser renders later (client
 * navigations, the cart's lines, dialogs) finds its rules.
 *
 * The cut is conservative:
 * - a style rule goes only when each of its selectors needs, at its top level (or inside a
 *   single-argument `:is()`/`:where()`), a class or an element the page does not have (a
 *   pseudo-element only inputs have, such as a date field's parts, needs an `<input>`);
 * - custom properties nothing left reads go: `@property` registrations, and the declarations of
 *   rules that only define them for the whole page (the theme, Tailwind's fallbacks);
 * - `@keyframes` nothing left names go;
 * - `@font-face` rules that fetch a file (a `url()` source) go, so that no font competes with the
 *   first paint (the site's stylesheet declares none: the display face joins by script after
 *   hydration, app/lib/brand-font.ts);
 * - what only a pointer or a change of state shows waits for the whole stylesheet: `@media
 *   (hover:hover)` blocks (Tailwind's `hover:` variants; a phone has no hover, and a mouse resting
 *   on a link before then misses a tint) and rules that set nothing but transitions (Tailwind's
 *   `transition-*`, `duration-*` and `ease-*`; a change before then is instant, as a tap at first
 *   paint wants it). Focus rings and pressed states (`focus-visible:`, `active:`) stay;
 * - Tailwind registers its own custom properties twice: with `@property`, and for browsers without
 *   it as plain values on every element, under an `@supports` in `@layer properties`. The cut keeps
 *   the plain values for every browser and drops the registrations they cover (the whole
 *   stylesheet brings them back): the same values, in about 1.2 kB less CSS;
 * - a translucent colour (`bg-forest/10`), which Tailwind writes twice, as a hex colour and again
 *   with `color-mix()` inside `@supports`, is written once, with `color-mix()`, which every browser
 *   Tailwind 4 supports takes (about 0.1-0.2 kB of gzip a page);
 * - comments go (the whole stylesheet keeps them, with Tailwind's licence notice), and so does a
 *   declaration that only repeats the one before it;
 * - everything else (local faces, @layer order, rules without classes or elements) stays.
 * Why it matters: a document whose first 14.6 kB (ten TCP segments) hold all of it paints a round
 * trip sooner on a new connection than one a few hundred bytes longer.
 */

/** Marks a `<style>` that holds only the rules its document uses. */
export const USED_ONLY_ATTRIBUTE = "data-used-only";

type CssNode =
  /** A style rule; `needs` lists, per selector, what it cannot match without. */
  | { kind: "rule"; text: string; needs: SelectorNeeds[]; reads: string[] }
  /** A rule that only defines custom properties for every element (the theme, fallbacks). */
  | { kind: "definitions"; selector: string; declarations: Definition[] }
  /** `@property --name{…}`. */
  | { kind: "property"; name: string; text: string }
  /** `@keyframes name{…}`. */
  | { kind: "keyframes"; name: string; text: string }
  /**
   * A grouping at-rule (@media, @supports, @layer, @container, @starting-style) and its rules;
   * `unwrap` renders the rules without it (Tailwind's fallback for browsers without `@property`).
   */
  | { kind: "group"; prelude: string; children: CssNode[]; unwrap?: boolean }
  /** What waits for the whole stylesheet: hover styles and transitions. */
  | { kind: "deferred" }
  /** `@font-face` with a `url()` source: never inlined. */
  | { kind: "web-font" }
  /** Anything kept as it is. */
  | { kind: "keep"; text: string; reads: string[] };

/** One custom property declaration (`--name:value`) and the custom properties its value reads. */
type Definition = { name: string; text: string; reads: string[] };

/** The custom properties `text` reads with `var()`. */
function readsIn(text: string): string[] {
  return Array.from(text.matchAll(/var\(\s*(--[\w-]+)/g), (match) => match[1] ?? "");
}

/** A declaration block's declarations, trimmed, without empty ones. */
function declarationsOf(body: string): string[] {
  return splitTopLevel(body, ";")
    .map((declaration) => declaration.trim())
    .filter(Boolean);
}

/** The rule as a definitions node, if every selector needs nothing and it declares only custom properties. */
function asDefinitions(selector: string, needs: SelectorNeeds[], body: string): CssNode | null {
  if (needs.some((need) => need.classes.length > 0 || need.elements.length > 0)) return null;
  const declarations = declarationsOf(body);
  if (declarations.length === 0 || !declarations.every((declaration) => declaration.startsWith("--"))) return null;
  return {
    kind: "definitions",
    selector,
    declarations: declarations.map((text) => ({ name: text.slice(0, text.indexOf(":")).trim(), text, reads: readsIn(text) })),
  };
}

const GROUPING_AT_RULES = /^@(media|supports|layer|container|starting-style|scope|document)\b/i;

/** Styles for a pointer that hovers (Tailwind's `hover:` variants). */
const HOVER_MEDIA = /^@media\s*\(\s*hover\s*:\s*hover\s*\)$/i;

/** The declarations of Tailwind's transition utilities (`transition-*`, `duration-*`, `ease-*`). */
const TRANSITION_DECLARATION = /^(?:transition(?:-[\w-]+)?|--tw-(?:duration|ease))\s*:/i;

/** Whether a rule's body sets nothing but transitions. */
function onlyTransitions(body: string): boolean {
  const declarations = declarationsOf(body);
  return declarations.length > 0 && declarations.every((declaration) => TRANSITION_DECLARATION.test(declaration));
}

/** The index just past the quoted string that starts at `start`. */
function skipString(css: string, start: number): number {
  const quote = css[start];
  let i = start + 1;
  while (i < css.length && css[i] !== quote) i += css[i] === "\\" ? 2 : 1;
  return i + 1;
}

/** The index just past the comment that starts at `start`. */
function skipComment(css: string, start: number): number {
  const end = css.indexOf("*/", start + 2);
  return end === -1 ? css.length : end + 2;
}

/** The index of the `}` closing the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0;
  let i = open;
  while (i < css.length) {
    const c = css[i];
    if (c === "\\") i += 2;
    else if (c === '"' || c === "'") i = skipString(css, i);
    else if (c === "/" && css[i + 1] === "*") i = skipComment(css, i);
    else {
      if (c === "{") depth++;
      else if (c === "}" && --depth === 0) return i;
      i++;
    }
  }
  return css.length - 1;
}

function parse(css: string, from = 0, to = css.length): CssNode[] {
  const nodes: CssNode[] = [];
  let i = from;
  while (i < to) {
    const c = css[i] ?? "";
    if (/\s/.test(c)) {
      i++;
      continue;
    }
    if (c === "/" && css[i + 1] === "*") {
      // Comments go: the whole stylesheet keeps them, Tailwind's licence notice among them.
      i = skipComment(css, i);
      continue;
    }
    // The prelude runs to the first `{` or `;` outside strings and brackets.
    let j = i;
    let depth = 0;
    while (j < to) {
      const d = css[j];
      if (d === "\\") {
        j += 2;
        continue;
      }
      if (d === '"' || d === "'") {
        j = skipString(css, j);
        continue;
      }
      if (d === "(" || d === "[") depth++;
      else if (d === ")" || d === "]") depth--;
      else if (depth === 0 && (d === "{" || d === ";")) break;
      j++;
    }
    const prelude = css.slice(i, j).trim();
    if (j >= to || css[j] === ";") {
      nodes.push({ kind: "keep", text: `${prelude};`, reads: [] });
      i = j + 1;
      continue;
    }
    const end = blockEnd(css, j);
    if (prelude.startsWith("@")) {
      const text = css.slice(i, end + 1);
      const named = /^@(property|(?:-webkit-)?keyframes)\s+([^\s{]+)/i.exec(prelude);
      const webFont = /^@font-face\b/i.test(prelude) && /\burl\(/i.test(text);
      if (webFont) nodes.push({ kind: "web-font" });
      else if (HOVER_MEDIA.test(prelude)) nodes.push({ kind: "deferred" });
      else if (GROUPING_AT_RULES.test(prelude)) nodes.push({ kind: "group", prelude, children: parse(css, j + 1, end) });
      else if (named?.[1]?.toLowerCase() === "property") nodes.push({ kind: "property", name: named[2] ?? "", text });
      else if (named) nodes.push({ kind: "keyframes", name: named[2] ?? "", text });
      else nodes.push({ kind: "keep", text, reads: readsIn(text) });
    } else {
      const text = css.slice(i, end + 1);
      const body = css.slice(j + 1, end);
      const needs = splitTopLevel(prelude, ",").map(selectorNeeds);
      if (onlyTransitions(body)) nodes.push({ kind: "deferred" });
      else
        nodes.push(
          asDefinitions(prelude, needs, body) ?? { kind: "rule", text: `${prelude}{${withoutRepeats(body)}}`, needs, reads: readsIn(text) },
        );
    }
    i = end + 1;
  }
  return nodes;
}

/**
 * A declaration block without a declaration that only repeats the one before it (the built
 * stylesheet has a few, such as `-webkit-text-decoration:inherit` four times over): the second
 * changes nothing.
 */
function withoutRepeats(body: string): string {
  const declarations = splitTopLevel(body, ";");
  return declarations
    .filter((declaration, i) => i === 0 || declaration.trim() === "" || declaration.trim() !== declarations[i - 1]?.trim())
    .join(";");
}

/**
 * Marks Tailwind's fallback for browsers without `@property` (the `@supports` groups of definitions
 * in `@layer properties`) to be rendered for every browser, and returns the custom properties it
 * defines: their `@property` registrations are not needed beside it.
 */
function unwrapPropertyFallbacks(nodes: CssNode[]): Set<string> {
  const defined = new Set<string>();
  for (const layer of nodes) {
    if (layer.kind !== "group" || !/^@layer\s+properties$/i.test(layer.prelude)) continue;
    for (const group of layer.children) {
      if (group.kind !== "group" || !/^@supports\b/i.test(group.prelude)) continue;
      if (group.children.length === 0 || !group.children.every((child) => child.kind === "definitions")) continue;
      group.unwrap = true;
      for (const child of group.children) if (child.kind === "definitions") for (const { name } of child.declarations) defined.add(name);
    }
  }
  return defined;
}

/** Tailwind's test for `color-mix()`, around a colour written with it. */
const COLOR_MIX_SUPPORTS = /^@supports\s*\(\s*color\s*:\s*color-mix\(\s*in\s+lab\s*,\s*red\s*,\s*red\s*\)\s*\)$/i;

/** A rule's selector and body, from its text. */
function splitRule(text: string): { selector: string; body: string } {
  const open = text.indexOf("{");
  return { selector: text.slice(0, open).trim(), body: text.slice(open + 1, text.lastIndexOf("}")) };
}

/** A declaration's property, lower case. */
const propertyOf = (declaration: string) => declaration.slice(0, declaration.indexOf(":")).trim().toLowerCase();

/**
 * Writes a translucent colour once. Tailwind writes `bg-forest/10` twice: as `#27342a1a`, then again
 * inside `@supports (color:color-mix(…))` as `color-mix(in oklab, var(--color-forest) 10%,
 * transparent)`. Every browser Tailwind 4 supports (Chrome 111, Safari 16.4, Firefox 128) takes the
 * second, so the first paint gets it in place of the first and the block goes: the colour the
 * whole stylesheet gives it, computed the same before and after that stylesheet joins. The whole
 * stylesheet keeps both.
 */
function mergeColorMixRepeats(nodes: CssNode[]): void {
  for (let i = 0; i < nodes.length; i++) {
    const node = nodes[i];
    if (node?.kind !== "group") continue;
    if (!COLOR_MIX_SUPPORTS.test(node.prelude)) {
      mergeColorMixRepeats(node.children);
      continue;
    }
    const before = nodes[i - 1];
    const [mixed] = node.children;
    if (node.children.length !== 1 || mixed?.kind !== "rule" || before?.kind !== "rule") continue;
    const repeat = splitRule(mixed.text);
    const fallback = splitRule(before.text);
    if (repeat.selector !== fallback.selector) continue;
    const mixes = new Map(declarationsOf(repeat.body).map((declaration) => [propertyOf(declaration), declaration]));
    const declarations = declarationsOf(fallback.body);
    const declared = new Set(declarations.map(propertyOf));
    if (![...mixes.keys()].every((property) => declared.has(property))) continue;
    const text = `${fallback.selector}{${declarations.map((declaration) => mixes.get(propertyOf(declaration)) ?? declaration).join(";")}}`;
    nodes[i - 1] = { ...before, text, reads: readsIn(text) };
    nodes[i] = { kind: "deferred" };
  }
}

/** `text` split at `separator` where it is outside strings, brackets and parentheses. */
function splitTopLevel(text: string, separator: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (c === "\\") i++;
    else if (c === '"' || c === "'") i = skipString(text, i) - 1;
    else if (c === "(" || c === "[") depth++;
    else if (c === ")" || c === "]") depth--;
    else if (depth === 0 && c === separator) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The character (or code point) a CSS escape at `i` stands for, and the index after it. */
function readEscape(text: string, i: number): [string, number] {
  const hex = /^[0-9a-fA-F]{1,6}/.exec(text.slice(i + 1, i + 7));
  if (!hex) return [text[i + 1] ?? "", i + 2];
  let next = i + 1 + hex[0].length;
  if (text[next] === " ") next++;
  return [String.fromCodePoint(Number.parseInt(hex[0], 16)), next];
}

/** The index of the `)` matching the `(` at `open`. */
function parenEnd(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    const c = text[i];
    if (c === '"' || c === "'") i = skipString(text, i) - 1;
    else if (c === "\\") i++;
    else if (c === "(") depth++;
    else if (c === ")" && --depth === 0) return i;
  }
  return text.length;
}

/** What one selector cannot match without: classes, and elements (lower-case names). */
export type SelectorNeeds = { classes: string[]; elements: string[] };

/** An identifier (a class or element name) starting at `start`, escapes decoded, and the index after it. */
function readName(text: string, start: number): [string, number] {
  let name = "";
  let j = start;
  while (j < text.length) {
    const d = text[j] ?? "";
    if (d === "\\") {
      const [character, next] = readEscape(text, j);
      name += character;
      j = next;
    } else if (/[\w-]/.test(d) || d.charCodeAt(0) > 127) {
      name += d;
      j++;
    } else break;
  }
  return [name, j];
}

/**
 * The pseudo-elements only an `<input>` has: its file button, its search, date, time and number
 * parts (Tailwind's preflight styles all of them). `::placeholder` is not here: a `<textarea>` has
 * one too.
 */
const INPUT_PSEUDO_ELEMENTS =
  /^(?:file-selector-button|-webkit-file-upload-button|-webkit-search-[\w-]+|-webkit-date-and-time-value|-webkit-datetime-edit(?:-[\w-]+)?|-webkit-calendar-picker-indicator|-webkit-(?:inner|outer)-spin-button)$/i;

/**
 * What one selector needs: the classes and element names at its top level and inside
 * single-argument `:is()` and `:where()`. What is under `:not()`, `:has()` or a list of
 * alternatives is not needed, nor is an element name with a namespace.
 */
export function selectorNeeds(selector: string): SelectorNeeds {
  const needs: SelectorNeeds = { classes: [], elements: [] };
  // Whether the next simple selector starts a compound one, where an element name may stand.
  let compoundStart = true;
  let i = 0;
  while (i < selector.length) {
    const c = selector[i] ?? "";
    if (/[\s>+~]/.test(c)) {
      compoundStart = true;
      i++;
      continue;
    }
    const atStart = compoundStart;
    compoundStart = false;
    if (c === "\\") {
      i += 2;
    } else if (c === '"' || c === "'") {
      i = skipString(selector, i);
    } else if (c === "[") {
      // An attribute selector: its value may hold dots.
      while (i < selector.length && selector[i] !== "]") {
        const d = selector[i];
        i = d === "\\" ? i + 2 : d === '"' || d === "'" ? skipString(selector, i) : i + 1;
      }
      i++;
    } else if (c === "(") {
      const close = parenEnd(selector, i);
      const argument = selector.slice(i + 1, close);
      const pseudo = /:(?:is|where|matches|-webkit-any)$/i.test(selector.slice(0, i));
      if (pseudo && splitTopLevel(argument, ",").length === 1) {
        const inner = selectorNeeds(argument);
        needs.classes.push(...inner.classes);
        needs.elements.push(...inner.elements);
      }
      i = close + 1;
    } else if (c === ".") {
      const [name, next] = readName(selector, i + 1);
      if (name) needs.classes.push(name);
      i = next;
    } else if (c === ":" || c === "#") {
      // A pseudo-class, pseudo-element or id: its name is not an element's. Some pseudo-elements
      // exist only on an <input>: the rule needs one.
      const pseudoElement = selector[i + 1] === ":";
      const [name, next] = readName(selector, pseudoElement ? i + 2 : i + 1);
      if (pseudoElement && INPUT_PSEUDO_ELEMENTS.test(name)) needs.elements.push("input");
      i = next;
    } else if (atStart && /[a-zA-Z_]/.test(c)) {
      const [name, next] = readName(selector, i);
      if (selector[next] !== "|") needs.elements.push(name.toLowerCase());
      i = next;
    } else {
      i++;
    }
  }
  return needs;
}

/** What a document's markup offers its stylesheet. */
export type PageMarkup = {
  /** The classes named in its `class` attributes. */
  classes: ReadonlySet<string>;
  /** Its elements' names, lower case; without them, any element may be there. */
  elements?: ReadonlySet<string>;
  /** The custom properties its own markup reads (`var()` in a `style` attribute). */
  reads?: Iterable<string>;
};

const canMatch = (need: SelectorNeeds, page: PageMarkup) =>
  need.classes.every((name) => page.classes.has(name)) && (!page.elements || need.elements.every((name) => page.elements?.has(name)));

/** The nodes a page can use by its classes and elements (custom properties and keyframes are cut later). */
function select(nodes: readonly CssNode[], page: PageMarkup): CssNode[] {
  const kept: CssNode[] = [];
  for (const node of nodes) {
    if (node.kind === "rule") {
      if (node.needs.some((need) => canMatch(need, page))) kept.push(node);
    } else if (node.kind === "group") {
      kept.push({ ...node, children: select(node.children, page) });
    } else kept.push(node);
  }
  return kept;
}

/** Every custom property the kept nodes read, with the definitions they read in turn. */
function customPropertiesRead(nodes: readonly CssNode[], page: PageMarkup): Set<string> {
  const read = new Set<string>(page.reads ?? []);
  const definitions: Definition[] = [];
  const visit = (list: readonly CssNode[]) => {
    for (const node of list) {
      if (node.kind === "rule" || node.kind === "keep") for (const name of node.reads) read.add(name);
      else if (node.kind === "definitions") definitions.push(...node.declarations);
      else if (node.kind === "group") visit(node.children);
    }
  };
  visit(nodes);
  for (let grew = true; grew; ) {
    grew = false;
    for (const definition of definitions) {
      if (!read.has(definition.name)) continue;
      for (const name of definition.reads) {
        if (!read.has(name)) {
          read.add(name);
          grew = true;
        }
      }
    }
  }
  return read;
}

function render(nodes: readonly CssNode[], read: ReadonlySet<string>, animations: ReadonlySet<string>, plain: ReadonlySet<string>): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "rule" || node.kind === "keep") out += node.text;
    else if (node.kind === "property") {
      if (read.has(node.name) && !plain.has(node.name)) out += node.text;
    } else if (node.kind === "keyframes") {
      if (animations.has(node.name)) out += node.text;
    } else if (node.kind === "definitions") {
      const declarations = node.declarations.filter((definition) => read.has(definition.name));
      if (declarations.length > 0) out += `${node.selector}{${declarations.map((definition) => definition.text).join(";")}}`;
    } else if (node.kind === "group") {
      const inner = render(node.children, read, animations, plain);
      // An empty `@layer x{}` still fixes the layers' order; other empty groups go.
      if (node.unwrap) out += inner;
      else if (inner || /^@layer\b/i.test(node.prelude)) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

function keyframesNames(nodes: readonly CssNode[]): string[] {
  return nodes.flatMap((node) => (node.kind === "keyframes" ? [node.name] : node.kind === "group" ? keyframesNames(node.children) : []));
}

// The stylesheet is the same text on every request of an isolate: parse it once.
let parsed: { css: string; nodes: CssNode[]; plain: Set<string> } | null = null;

/** The part of `css` that a document with `page`'s markup can use. */
export function usedCss(css: string, page: PageMarkup): string {
  if (parsed?.css !== css) {
    const nodes = parse(css);
    mergeColorMixRepeats(nodes);
    parsed = { css, nodes, plain: unwrapPropertyFallbacks(nodes) };
  }
  const { plain } = parsed;
  const kept = select(parsed.nodes, page);
  const read = customPropertiesRead(kept, page);
  // Keyframes stay when what is left names them: an animation, or a custom property holding one.
  const withoutKeyframes = render(kept, read, new Set(), plain);
  const named = new Set(
    keyframesNames(kept).filter((name) => new RegExp(`(?:^|[^\\w-])${name.replace(/[^\w-]/g, "\\$&")}(?![\\w-])`).test(withoutKeyframes)),
  );
  return render(kept, read, named, plain);
}

const ENTITIES: Record<string, string> = { amp: "&", quot: '"', apos: "'", lt: "<", gt: ">", nbsp: "\u00a0" };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const code = entity[1] === "x" || entity[1] === "X" ? Number.parseInt(entity.slice(2), 16) : Number.parseInt(entity.slice(1), 10);
      return Number.isFinite(code) ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/** Every class named in a `class` attribute of the document. */
export function classesIn(html: string): Set<string> {
  const classes = new Set<string>();
  for (const match of html.matchAll(/\sclass\s*=\s*(?:"([^"]*)"|'([^']*)')/gi)) {
    for (const name of decodeEntities(match[1] ?? match[2] ?? "").split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}

/** The site's stylesheet element as React renders it: `<style … data-href="/assets/app-….css">`. */
const STYLE_ELEMENT = /(<style\b[^>]*\sdata-href="\/[^"]+\.css"[^>]*)>([\s\S]*?)(<\/style>)/i;

/** Every element name in the document, lower case. */
function elementsIn(html: string): Set<string> {
  return new Set(Array.from(html.matchAll(/<([a-zA-Z][\w-]*)/g), (match) => (match[1] ?? "").toLowerCase()));
}

/** The document with its `<style>` cut down to what its markup uses (unchanged if it has none). */
export function withUsedCss(html: string): string {
  const match = STYLE_ELEMENT.exec(html);
  if (!match) return html;
  const [whole, open = "", css = "", close = ""] = match;
  const before = html.slice(0, match.index);
  const after = html.slice(match.index + whole.length);
  const markup = before + after;
  const used = usedCss(css, { classes: classesIn(markup), elements: elementsIn(markup), reads: readsIn(decodeEntities(markup)) });
  return `${before}${open} ${USED_ONLY_ATTRIBUTE}>${used}${close}${after}`;
}

/** The HTML document `response` with only the CSS it uses; anything else passes through. */
export async function inlineUsedCss(response: Response): Promise<Response> {
  if (!/^text\/html\b/i.test(response.headers.get("Content-Type") ?? "") || !response.body) return response;
  const html = withUsedCss(await response.text());
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
