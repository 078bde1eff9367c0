import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The client build leaves out React's and React DOM's exports that nothing here calls (vite.config.ts,
 * ADR 094): each becomes a throw naming itself, so the code only it reached drops out. That holds
 * only while no code the browser runs reads one of them, the site's and its libraries' alike, as
 * the bundler left them: this reads every built chunk for a property read of each left-out export.
 */

const assetsDir = "build/client/assets";
const STUB_MESSAGE = /(?:React|React DOM)'s ([\w$]+) export is left out of this site's client build/g;
/** The stubs' own messages, which name the exports (`React.Children would need it`). */
const STUB_STRING = /`[^`]*left out of this site's client build[^`]*`|"[^"]*left out of this site's client build[^"]*"/g;

/**
 * Also the name of other objects' properties: the site's lazy components' `preload()`, React DOM's
 * stylesheet state. tests/architecture/react-features.test.ts looks for `ReactDOM.preload` in the
 * site's and the libraries' sources instead.
 */
const ALSO_OTHER_PROPERTIES = new Set(["preload"]);

/** Reads of `name` as a property: `x.name`, `(0, x.name)(…)`, `x["name"]`; not its definition (`x.name = …`). */
function propertyReads(code: string, name: string): string[] {
  const escaped = name.replace(/\$/g, "\\$");
  const read = new RegExp(`\\.${escaped}\\b(?!\\s*=[^=])|\\[(["'\`])${escaped}\\1\\](?!\\s*=[^=])`, "g");
  return code.replace(STUB_STRING, '""').match(read) ?? [];
}

describe("React's and React DOM's left-out exports", () => {
  const chunks = readdirSync(assetsDir)
    .filter((file) => file.endsWith(".js"))
    .map((file) => ({ file, code: readFileSync(join(assetsDir, file), "utf8") }));
  const leftOut = [...new Set(chunks.flatMap(({ code }) => [...code.matchAll(STUB_MESSAGE)].map((match) => match[1] ?? "")))].sort();

  it("are left out of the client build", () => {
    expect(leftOut).toEqual(expect.arrayContaining(["Children", "cloneElement", "createPortal", "preload", "useEffectEvent"]));
  });

  it("finds a read and leaves a definition alone", () => {
    expect(
      propertyReads(
        "e.Children=function(){throw Error(`React's Children export is left out of this site's client build: React.Children would need it (vite.config.ts)`)}",
        "Children",
      ),
    ).toEqual([]);
    expect(propertyReads("T.Children.forEach(c,f)", "Children")).toEqual([".Children"]);
    expect(propertyReads("(0,T.cloneElement)(e,t)", "cloneElement")).toEqual([".cloneElement"]);
    expect(propertyReads('x["createRef"]()', "createRef")).toEqual(['["createRef"]']);
    expect(propertyReads("a.createRefs=1;a.createRef==b", "createRef")).toEqual([".createRef"]);
  });

  it("are read by no chunk the browser loads", () => {
    const checked = leftOut.filter((name) => !ALSO_OTHER_PROPERTIES.has(name));
    expect(checked.length).toBeGreaterThan(10);
    const reads = chunks.flatMap(({ file, code }) =>
      checked.flatMap((name) => propertyReads(code, name).map((read) => `${file}: ${read}`)),
    );
    expect(reads).toEqual([]);
  });
});
