import { describe, expect, it } from "vitest";
import { BRAND_FONT_ATTRIBUTE, BRAND_FONT_FACE, BRAND_FONT_FAMILY, BRAND_FONT_LOADER, BRAND_FONT_STORAGE_KEY } from "./brand-font";

/** Runs the loader against a stand-in page; `fire()` then plays load, the next frame and its task. */
function page({ stored = false, saveData = false, fails = false }: { stored?: boolean; saveData?: boolean; fails?: boolean } = {}) {
  const attributes = new Set<string>();
  const storage = new Map<string, string>(stored ? [[BRAND_FONT_STORAGE_KEY, "1"]] : []);
  const created: { family: string; source: string; descriptors: unknown }[] = [];
  const loads: string[] = [];
  const added: string[] = [];
  const listeners: Record<string, () => void> = {};
  const queue: (() => void)[] = [];
  class FontFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: unknown,
    ) {
      created.push({ family, source, descriptors });
    }
    load() {
      loads.push(this.family);
      return fails ? Promise.reject(new Error("network")) : Promise.resolve(this);
    }
  }
  const document = {
    documentElement: { setAttribute: (name: string) => attributes.add(name) },
    fonts: { add: (face: FontFace) => added.push(face.family) },
  };
  const window = {
    FontFace,
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    navigator: { connection: saveData ? { saveData: true } : undefined },
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    requestAnimationFrame: (callback: () => void) => queue.push(callback),
  };
  const setTimeout = (callback: () => void) => queue.push(callback);
  new Function("document", "window", "setTimeout", "FontFace", BRAND_FONT_LOADER)(document, window, setTimeout, FontFace);
  return {
    attributes,
    storage,
    created,
    loads,
    added,
    async fire() {
      listeners.load?.();
      while (queue.length) queue.shift()?.();
      await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
    },
  };
}

describe("the display face loader", () => {
  it("loads the face only after load and the next frame, then adds it and remembers it", async () => {
    const visit = page();
    expect(visit.created).toEqual([
      { family: BRAND_FONT_FAMILY, source: BRAND_FONT_FACE.source, descriptors: BRAND_FONT_FACE.descriptors },
    ]);
    expect(visit.loads).toEqual([]);
    expect(visit.added).toEqual([]);
    await visit.fire();
    expect(visit.loads).toEqual([BRAND_FONT_FAMILY]);
    expect(visit.added).toEqual([BRAND_FONT_FAMILY]);
    expect(visit.attributes.has(BRAND_FONT_ATTRIBUTE)).toBe(true);
    expect(visit.storage.get(BRAND_FONT_STORAGE_KEY)).toBe("1");
  });

  it("adds the face at once in a browser that has loaded it before", () => {
    const visit = page({ stored: true });
    expect(visit.added).toEqual([BRAND_FONT_FAMILY]);
    expect(visit.attributes.has(BRAND_FONT_ATTRIBUTE)).toBe(true);
  });

  it("keeps the local serif when the face could not be loaded or the visitor saves data", async () => {
    const failed = page({ fails: true });
    await failed.fire();
    expect(failed.added).toEqual([]);
    expect(failed.attributes.has(BRAND_FONT_ATTRIBUTE)).toBe(false);
    expect(failed.storage.has(BRAND_FONT_STORAGE_KEY)).toBe(false);

    const saving = page({ saveData: true });
    await saving.fire();
    expect(saving.loads).toEqual([]);
    expect(saving.added).toEqual([]);
  });

  it("names the font file the build serves", () => {
    expect(BRAND_FONT_FACE.source).toMatch(/^url\(.+cormorant-garamond-latin-wght-normal.*\.woff2\) format\("woff2"\)$/);
  });
});
