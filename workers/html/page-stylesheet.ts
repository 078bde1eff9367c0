/**
 * Each document inlines only the part of the site's stylesheet its own markup uses
 * (docs/decisions/053-paint-first-hydrate-after-load.md).
 *
 * The server renders the whole stylesheet (about 68 kB, 12.5 kB gzip) into every document's one
 * `<style>`; a page uses a third to a half of it. This step reads the finished document, keeps the
 * style rules whose classes all appear in its `class` attributes, and marks the `<style>` with
 * `data-used-only`. The hydration starter (hydrate-after-load.ts) loads the whole stylesheet, the
 * built file named by the element's `data-href`, before React starts, so what the browser renders
 * later (client navigations, the cart's lines, dialogs) finds its rules.
 *
 * The rule is conservative: a rule is dropped only when a class it needs at the top level of its
 * selector (or inside a single-argument `:is()`/`:where()`) is absent from the page. Rules with no
 * class, and everything that is not a style rule (@font-face, @keyframes, @property, @layer order)
 * stay as they are.
 */

/** Marks a `<style>` that holds only the rules its document uses. */
export const USED_ONLY_ATTRIBUTE = "data-used-only";

type CssNode =
  /** A style rule; `needs` lists, per selector, the classes it cannot match without. */
  | { kind: "rule"; text: string; needs: string[][] }
  /** A grouping at-rule (@media, @supports, @layer, @container, @starting-style) and its rules. */
  | { kind: "group"; prelude: string; children: CssNode[] }
  /** Anything kept as it is. */
  | { kind: "keep"; text: string };

const GROUPING_AT_RULES = /^@(media|supports|layer|container|starting-style|scope|document)\b/i;

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
      const end = skipComment(css, i);
      nodes.push({ kind: "keep", text: css.slice(i, end) });
      i = end;
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
      nodes.push({ kind: "keep", text: `${prelude};` });
      i = j + 1;
      continue;
    }
    const end = blockEnd(css, j);
    if (prelude.startsWith("@")) {
      nodes.push(
        GROUPING_AT_RULES.test(prelude)
          ? { kind: "group", prelude, children: parse(css, j + 1, end) }
          : { kind: "keep", text: css.slice(i, end + 1) },
      );
    } else {
      nodes.push({ kind: "rule", text: css.slice(i, end + 1), needs: splitTopLevel(prelude, ",").map(classesNeeded) });
    }
    i = end + 1;
  }
  return nodes;
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

/**
 * The classes one selector needs: those at its top level and inside single-argument `:is()` and
 * `:where()`. Classes under `:not()`, `:has()` or a list of alternatives are not needed.
 */
export function classesNeeded(selector: string): string[] {
  const needed: string[] = [];
  let i = 0;
  while (i < selector.length) {
    const c = selector[i];
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
      if (pseudo && splitTopLevel(argument, ",").length === 1) needed.push(...classesNeeded(argument));
      i = close + 1;
    } else if (c === ".") {
      let name = "";
      let j = i + 1;
      while (j < selector.length) {
        const d = selector[j] ?? "";
        if (d === "\\") {
          const [character, next] = readEscape(selector, j);
          name += character;
          j = next;
        } else if (/[\w-]/.test(d) || d.charCodeAt(0) > 127) {
          name += d;
          j++;
        } else break;
      }
      if (name) needed.push(name);
      i = j;
    } else {
      i++;
    }
  }
  return needed;
}

function render(nodes: readonly CssNode[], present: ReadonlySet<string>): string {
  let out = "";
  for (const node of nodes) {
    if (node.kind === "keep") out += node.text;
    else if (node.kind === "rule") {
      if (node.needs.some((classes) => classes.every((name) => present.has(name)))) out += node.text;
    } else {
      const inner = render(node.children, present);
      // An empty `@layer x{}` still fixes the layers' order; other empty groups go.
      if (inner || /^@layer\b/i.test(node.prelude)) out += `${node.prelude}{${inner}}`;
    }
  }
  return out;
}

// The stylesheet is the same text on every request of an isolate: parse it once.
let parsed: { css: string; nodes: CssNode[] } | null = null;

/** The rules of `css` that a document whose elements carry `classes` can use. */
export function usedCss(css: string, classes: ReadonlySet<string>): string {
  if (parsed?.css !== css) parsed = { css, nodes: parse(css) };
  return render(parsed.nodes, classes);
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

/** The document with its `<style>` cut down to the rules its markup uses (unchanged if it has none). */
export function withUsedCss(html: string): string {
  const match = STYLE_ELEMENT.exec(html);
  if (!match) return html;
  const [whole, open = "", css = "", close = ""] = match;
  const used = usedCss(css, classesIn(html));
  return html.slice(0, match.index) + `${open} ${USED_ONLY_ATTRIBUTE}>${used}${close}` + html.slice(match.index + whole.length);
}

/** The HTML document `response` with only the CSS it uses; anything else passes through. */
export async function inlineUsedCss(response: Response): Promise<Response> {
  if (!/^text\/html\b/i.test(response.headers.get("Content-Type") ?? "") || !response.body) return response;
  const html = withUsedCss(await response.text());
  const headers = new Headers(response.headers);
  headers.delete("Content-Length");
  return new Response(html, { status: response.status, statusText: response.statusText, headers });
}
