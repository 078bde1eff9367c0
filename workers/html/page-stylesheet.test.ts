import { describe, expect, it } from "vitest";
import { classesIn, inlineUsedCss, selectorNeeds, USED_ONLY_ATTRIBUTE, usedCss, withUsedCss } from "./page-stylesheet";

const classesNeeded = (selector: string) => selectorNeeds(selector).classes;

const used = (css: string, ...classes: string[]) => usedCss(css, { classes: new Set(classes) });

describe("the classes a selector needs", () => {
  it("reads plain, escaped and variant class names", () => {
    expect(classesNeeded(".a.b > .c")).toEqual(["a", "b", "c"]);
    expect(classesNeeded(".md\\:text-7xl")).toEqual(["md:text-7xl"]);
    expect(classesNeeded(".w-1\\/2")).toEqual(["w-1/2"]);
    expect(classesNeeded(".top-2\\.5")).toEqual(["top-2.5"]);
    expect(classesNeeded(".aspect-\\[16\\/10\\]")).toEqual(["aspect-[16/10]"]);
    expect(classesNeeded(".\\32xl\\:p-4")).toEqual(["2xl:p-4"]);
    expect(classesNeeded(".has-\\[\\:checked\\]\\:border-forest:has(:checked)")).toEqual(["has-[:checked]:border-forest"]);
  });

  it("needs the classes of a single-argument :is() or :where(), not those of :not(), :has() or alternatives", () => {
    expect(classesNeeded(":is(:where(.group):hover .group-hover\\:scale-105)")).toEqual(["group", "group-hover:scale-105"]);
    expect(classesNeeded(".a:not(.b)")).toEqual(["a"]);
    expect(classesNeeded(".a:has(.b)")).toEqual(["a"]);
    expect(classesNeeded(":is(.a, .b) .c")).toEqual(["c"]);
  });

  it("does not read dots inside attribute selectors or strings", () => {
    expect(classesNeeded('a[href$=".pdf"]')).toEqual([]);
    expect(classesNeeded("[data-x='.y'] .z")).toEqual(["z"]);
    expect(classesNeeded("html:not([data-cart-stored]) [data-cart-pending]>.cart-pending-stored")).toEqual(["cart-pending-stored"]);
  });
});

describe("the elements a selector needs", () => {
  it("reads element names where a compound selector starts, not pseudo-classes, ids or what :not() holds", () => {
    expect(selectorNeeds("ul > LI + a.b:hover").elements).toEqual(["ul", "li", "a"]);
    expect(selectorNeeds(":root,:host").elements).toEqual([]);
    expect(selectorNeeds("#main p::before").elements).toEqual(["p"]);
    expect(selectorNeeds(":where(select:is([multiple])) optgroup").elements).toEqual(["select", "optgroup"]);
    expect(selectorNeeds("p:not(table) svg|a *").elements).toEqual(["p"]);
  });

  it("needs an input for the pseudo-elements only an input has, not for ::placeholder or ::before", () => {
    expect(selectorNeeds("::-webkit-datetime-edit-year-field").elements).toEqual(["input"]);
    expect(selectorNeeds(".date::-webkit-calendar-picker-indicator").elements).toEqual(["input"]);
    expect(selectorNeeds("::file-selector-button").elements).toEqual(["input"]);
    expect(selectorNeeds(":where(::-webkit-inner-spin-button)").elements).toEqual(["input"]);
    expect(selectorNeeds("::placeholder").elements).toEqual([]);
    expect(selectorNeeds("p::before").elements).toEqual(["p"]);
    // A pseudo-class of the same spelling is not the pseudo-element.
    expect(selectorNeeds(":-webkit-datetime-edit").elements).toEqual([]);
  });
});

describe("the CSS a document uses", () => {
  it("keeps a style rule when one of its selectors has all its classes on the page, and drops it otherwise", () => {
    const css = ".a{color:red}.b{color:blue}.a .c{margin:0}.x,.a{padding:0}";
    expect(used(css, "a")).toBe(".a{color:red}.x,.a{padding:0}");
    expect(used(css, "a", "c")).toBe(".a{color:red}.a .c{margin:0}.x,.a{padding:0}");
    expect(used(css)).toBe("");
  });

  it("keeps rules without classes and at-rules it does not cut", () => {
    const css = '@layer theme,base;@font-face{font-family:X;src:local("Georgia")}html,body{margin:0}[hidden]{display:none}.gone{top:0}';
    expect(used(css)).toBe('@layer theme,base;@font-face{font-family:X;src:local("Georgia")}html,body{margin:0}[hidden]{display:none}');
  });

  it("leaves out every face that fetches a file, so that no font competes with the first paint", () => {
    const css =
      '@font-face{font-family:Web;src:url(/assets/web.woff2)format("woff2")}@font-face{font-family:Both;src:local("Georgia"),URL(/b.woff2)}' +
      '@font-face{font-family:Local;src:local("Georgia");size-adjust:88%}h1{font-family:Web,Local}';
    expect(used(css)).toBe('@font-face{font-family:Local;src:local("Georgia");size-adjust:88%}h1{font-family:Web,Local}');
  });

  it("drops rules for elements the page does not have, when it knows them", () => {
    const css =
      "html,body{margin:0}table{border-collapse:collapse}sub,sup{font-size:75%}ul :is(li){padding:0}p:not(table){top:0}svg|a{x:y}";
    const page = { classes: new Set<string>(), elements: new Set(["html", "body", "sup", "p"]) };
    expect(usedCss(css, page)).toBe("html,body{margin:0}sub,sup{font-size:75%}p:not(table){top:0}svg|a{x:y}");
    // Without the page's elements, every element may be there.
    expect(used(css)).toBe(css);
  });

  it("drops the date, number, search and file parts' rules from a page without an input", () => {
    const css =
      "::-webkit-datetime-edit{display:inline-flex}::-webkit-inner-spin-button{height:auto}::file-selector-button{margin:0}" +
      "::placeholder{opacity:1}input,textarea{font:inherit}";
    const withoutInput = { classes: new Set<string>(), elements: new Set(["html", "body", "textarea"]) };
    expect(usedCss(css, withoutInput)).toBe("::placeholder{opacity:1}input,textarea{font:inherit}");
    const withInput = { classes: new Set<string>(), elements: new Set(["html", "body", "input"]) };
    expect(usedCss(css, withInput)).toBe(css);
  });

  it("keeps the custom properties what is left reads, through the definitions that read others", () => {
    const css =
      '@layer theme{:root,:host{--a:1px;--b:var(--c);--c:2px;--unused:3px}}@property --p{syntax:"*";inherits:false}@property --q{syntax:"*";inherits:false}' +
      "*,:before{--p:0;--q:0}.x{top:var(--b);left:var(--p)}.y{top:var(--q)}";
    expect(used(css, "x")).toBe(
      '@layer theme{:root,:host{--b:var(--c);--c:2px}}@property --p{syntax:"*";inherits:false}*,:before{--p:0}.x{top:var(--b);left:var(--p)}',
    );
    // A rule left with no definition goes; the markup's own style attributes count as readers.
    expect(usedCss(css, { classes: new Set(), reads: ["--a"] })).toBe("@layer theme{:root,:host{--a:1px}}");
  });

  it("keeps the keyframes what is left names, directly or through a custom property", () => {
    const css =
      "@keyframes spin{to{rotate:1turn}}@keyframes rise{0%{opacity:0}}@keyframes gone{0%{opacity:0}}:root{--animate-spin:spin 1s linear infinite}" +
      ".animate-spin{animation:var(--animate-spin)}.rise{animation:rise .2s}.gone-class{animation:gone 1s}";
    expect(used(css, "animate-spin", "rise")).toBe(
      "@keyframes spin{to{rotate:1turn}}@keyframes rise{0%{opacity:0}}:root{--animate-spin:spin 1s linear infinite}.animate-spin{animation:var(--animate-spin)}.rise{animation:rise .2s}",
    );
  });

  it("cuts inside @media, @supports and @layer blocks, drops the groups left empty and keeps empty layers", () => {
    const css =
      "@layer utilities{.a{top:0}@media (width>=48rem){.md\\:a{top:1px}.md\\:b{top:2px}}@supports (x:y){.b{top:3px}}}@layer components{.c{top:4px}}";
    expect(used(css, "a", "md:a")).toBe("@layer utilities{.a{top:0}@media (width>=48rem){.md\\:a{top:1px}}}@layer components{}");
  });

  it("drops a declaration that only repeats the one before it, and no other", () => {
    const css =
      "a{color:inherit;-webkit-text-decoration:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}b{top:0;left:0;top:0}";
    expect(used(css)).toBe("a{color:inherit;-webkit-text-decoration:inherit;text-decoration:inherit}b{top:0;left:0;top:0}");
  });

  it("leaves hover styles and transition-only rules to the whole stylesheet, keeping focus and pressed states", () => {
    const css =
      "@layer utilities{.a{color:red}@media (hover:hover){.hover\\:a:hover{color:blue}}.focus-visible\\:a:focus-visible{outline:0}.active\\:a:active{scale:.98}" +
      ".transition{transition-property:color;transition-timing-function:var(--tw-ease,var(--ease));transition-duration:var(--tw-duration,.15s)}" +
      ".duration-300{--tw-duration:.3s;transition-duration:.3s}.ease-out{--tw-ease:var(--ease-out);transition-timing-function:var(--ease-out)}" +
      ".fade{opacity:0;transition:opacity .2s}}@layer theme{:root{--ease:ease;--ease-out:ease-out}}";
    const page = ["a", "hover:a", "focus-visible:a", "active:a", "transition", "duration-300", "ease-out", "fade"];
    expect(used(css, ...page)).toBe(
      "@layer utilities{.a{color:red}.focus-visible\\:a:focus-visible{outline:0}.active\\:a:active{scale:.98}.fade{opacity:0;transition:opacity .2s}}@layer theme{}",
    );
  });

  it("writes a translucent colour once, with color-mix(), where Tailwind repeats it for browsers without", () => {
    const theme = "@layer theme{:root{--color-forest:#27342a;--color-white:#fff}}";
    const mix = (selector: string, property: string, color: string, percent: number, important = "") =>
      `@supports (color:color-mix(in lab, red, red)){${selector}{${property}:color-mix(in oklab, ${color} ${percent}%, transparent)${important}}}`;
    const css =
      theme +
      "@layer utilities{" +
      `.bg-forest\\/10{background-color:#27342a1a}${mix(".bg-forest\\/10", "background-color", "var(--color-forest)", 10)}` +
      // Other declarations of the rule stay, in their place.
      `.body{color:#27342ae0;font-size:1.125rem}${mix(".body", "color", "var(--color-forest)", 88)}` +
      `.c{color:#27342a1a!important}${mix(".c", "color", "var(--color-forest)", 10, "!important")}` +
      // The mix follows another selector, or sets what the rule before it does not: not a repeat.
      `.a{color:#27342a1a}${mix(".b", "color", "var(--color-forest)", 10)}` +
      `.d{color:#fffc}${mix(".d", "border-color", "var(--color-white)", 80)}` +
      "}" +
      "::placeholder{color:currentcolor}@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}";
    expect(used(css, "bg-forest/10", "body", "c", "a", "b", "d")).toBe(
      `${theme}@layer utilities{` +
        ".bg-forest\\/10{background-color:color-mix(in oklab, var(--color-forest) 10%, transparent)}" +
        ".body{color:color-mix(in oklab, var(--color-forest) 88%, transparent);font-size:1.125rem}" +
        ".c{color:color-mix(in oklab, var(--color-forest) 10%, transparent)!important}" +
        `.a{color:#27342a1a}${mix(".b", "color", "var(--color-forest)", 10)}` +
        `.d{color:#fffc}${mix(".d", "border-color", "var(--color-white)", 80)}` +
        "}" +
        "::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}",
    );
  });

  it("keeps Tailwind's plain values for its custom properties in every browser, without the registrations they cover", () => {
    const css =
      "@layer properties{@supports ((-webkit-hyphens:none)) and (not (margin-trim:inline)){*,:before,:after,::backdrop{--tw-border-style:solid;--tw-shadow:0 0 #0000}}}" +
      '.border{border-style:var(--tw-border-style);border-width:1px}@property --tw-border-style{syntax:"*";inherits:false;initial-value:solid}' +
      '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}@property --own{syntax:"<length>";inherits:false;initial-value:0px}.own{width:var(--own)}';
    expect(used(css, "border", "own")).toBe(
      "@layer properties{*,:before,:after,::backdrop{--tw-border-style:solid}}.border{border-style:var(--tw-border-style);border-width:1px}" +
        '@property --own{syntax:"<length>";inherits:false;initial-value:0px}.own{width:var(--own)}',
    );
    // An @supports block elsewhere keeps its condition.
    expect(used("@supports (display:grid){*{--g:1}}.g{top:var(--g)}", "g")).toBe("@supports (display:grid){*{--g:1}}.g{top:var(--g)}");
  });

  it("reads escaped quotes, parentheses and brackets in class names as part of the name", () => {
    const css = ".bg-\\[url\\(\\'\\/a\\'\\)\\]{background:url('/a')}.b{top:0}.c{top:1px}";
    expect(used(css, "c")).toBe(".c{top:1px}");
    expect(used(css, "bg-[url('/a')]", "c")).toBe(".bg-\\[url\\(\\'\\/a\\'\\)\\]{background:url('/a')}.c{top:1px}");
  });

  it("is not confused by braces and semicolons in strings or comments, and leaves comments out", () => {
    const css = '/*! licence */.a:before{content:"}{;"}/* .b{ } */.b{top:0}';
    expect(used(css, "a")).toBe('.a:before{content:"}{;"}');
    expect(used(css, "a", "b")).toBe('.a:before{content:"}{;"}.b{top:0}');
  });
});

describe("the classes of a document", () => {
  it("reads every class attribute, single or double quoted, with entities decoded", () => {
    const html = `<div class="a  b"><svg class='c'></svg><p class="[&amp;_a]:underline bg-[url(&#x27;/x&#x27;)]">x</p><i data-class="nope"></i></div>`;
    expect([...classesIn(html)].sort()).toEqual(["[&_a]:underline", "a", "b", "bg-[url('/x')]", "c"]);
  });
});

describe("a document's own stylesheet", () => {
  const css = ".used{color:red}.unused{color:blue}";
  const document = `<html><head><style nonce="n" data-precedence="default" data-href="/assets/app-1.css">${css}</style></head><body><p class="used">Hi</p></body></html>`;

  it("replaces the stylesheet with the rules the markup uses and marks it", () => {
    expect(withUsedCss(document)).toBe(
      `<html><head><style nonce="n" data-precedence="default" data-href="/assets/app-1.css" ${USED_ONLY_ATTRIBUTE}>.used{color:red}</style></head><body><p class="used">Hi</p></body></html>`,
    );
  });

  it("leaves a document without the site's stylesheet as it is", () => {
    const other = "<html><head><style>.a{}</style></head><body></body></html>";
    expect(withUsedCss(other)).toBe(other);
  });

  it("rewrites HTML responses only, keeping their status and headers", async () => {
    const page = await inlineUsedCss(
      new Response(document, { status: 404, headers: { "Content-Type": "text/html; charset=utf-8", "X-Test": "1" } }),
    );
    expect(page.status).toBe(404);
    expect(page.headers.get("X-Test")).toBe("1");
    expect(await page.text()).toContain(`${USED_ONLY_ATTRIBUTE}>.used{color:red}</style>`);

    const data = new Response(document, { headers: { "Content-Type": "text/x-script" } });
    expect(await (await inlineUsedCss(data)).text()).toBe(document);
  });
});
