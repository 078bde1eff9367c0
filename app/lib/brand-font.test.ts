import { afterEach, describe, expect, it, vi } from "vitest";
import { BRAND_FONT_FAMILY, loadBrandFont } from "./brand-font";

/** A browser's FontFace, document.fonts and navigator, recording what the loader does with them. */
function fakeBrowser(options: { saveData?: boolean; fails?: boolean; supported?: boolean } = {}) {
  const events: string[] = [];
  class FakeFace {
    constructor(
      readonly family: string,
      readonly source: string,
      readonly descriptors: FontFaceDescriptors,
    ) {
      events.push(`new ${family}`);
    }
    async load() {
      events.push("load");
      if (options.fails) throw new Error("network");
      return this;
    }
  }
  const added: FakeFace[] = [];
  const supported = options.supported !== false;
  vi.stubGlobal("document", { fonts: supported ? { add: (face: FakeFace) => added.push(face) } : undefined });
  vi.stubGlobal("FontFace", supported ? FakeFace : undefined);
  vi.stubGlobal("navigator", { connection: options.saveData === undefined ? undefined : { saveData: options.saveData } });
  return { events, added };
}

afterEach(() => vi.unstubAllGlobals());

describe("loadBrandFont", () => {
  it("adds the face to the document only once its file has loaded", async () => {
    const { events, added } = fakeBrowser();
    await expect(loadBrandFont()).resolves.toBe(true);
    expect(events).toEqual([`new ${BRAND_FONT_FAMILY}`, "load"]);
    expect(added).toHaveLength(1);
    expect(added[0]?.family).toBe("Cormorant Garamond");
    expect(added[0]?.source).toMatch(/^url\(.+\.woff2\) format\("woff2"\)$/);
    expect(added[0]?.descriptors).toMatchObject({ weight: "300 700" });
  });

  it("keeps the local serif for a visitor saving data", async () => {
    const { events, added } = fakeBrowser({ saveData: true });
    await expect(loadBrandFont()).resolves.toBe(false);
    expect(events).toEqual([]);
    expect(added).toEqual([]);
  });

  it("loads it when the browser says data is not being saved", async () => {
    const { added } = fakeBrowser({ saveData: false });
    await expect(loadBrandFont()).resolves.toBe(true);
    expect(added).toHaveLength(1);
  });

  it("keeps the local serif when the file fails to load", async () => {
    const { added } = fakeBrowser({ fails: true });
    await expect(loadBrandFont()).resolves.toBe(false);
    expect(added).toEqual([]);
  });

  it("does nothing in a browser without the FontFace API", async () => {
    fakeBrowser({ supported: false });
    await expect(loadBrandFont()).resolves.toBe(false);
  });
});
