import { afterEach, describe, expect, it, vi } from "vitest";
import { BRAND_FONT_FAMILY, createBrandFont } from "./brand-font";

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

describe("the display face", () => {
  it("downloads the face without adding it to the document", async () => {
    const { events, added } = fakeBrowser();
    const font = createBrandFont();
    await expect(font.load()).resolves.toBe(true);
    expect(events).toEqual([`new ${BRAND_FONT_FAMILY}`, "load"]);
    expect(added).toEqual([]);
  });

  it("adds it, once, when asked to join after it has loaded", async () => {
    const { added } = fakeBrowser();
    const font = createBrandFont();
    await font.load();
    expect(font.join()).toBe(true);
    expect(font.join()).toBe(true);
    expect(added).toHaveLength(1);
    expect(added[0]?.family).toBe("Cormorant Garamond");
    expect(added[0]?.source).toMatch(/^url\(.+\.woff2\) format\("woff2"\)$/);
    expect(added[0]?.descriptors).toMatchObject({ weight: "300 700" });
  });

  it("does not join before the file has arrived, and joins at the next chance after", async () => {
    const { added } = fakeBrowser();
    const font = createBrandFont();
    const loading = font.load();
    expect(font.join()).toBe(false);
    expect(added).toEqual([]);
    await loading;
    expect(font.join()).toBe(true);
    expect(added).toHaveLength(1);
  });

  it("downloads the file once however often it is asked", async () => {
    const { events } = fakeBrowser();
    const font = createBrandFont();
    await Promise.all([font.load(), font.load()]);
    await font.load();
    expect(events).toEqual([`new ${BRAND_FONT_FAMILY}`, "load"]);
  });

  it("keeps the local serif for a visitor saving data", async () => {
    const { events, added } = fakeBrowser({ saveData: true });
    const font = createBrandFont();
    await expect(font.load()).resolves.toBe(false);
    expect(font.join()).toBe(false);
    expect(events).toEqual([]);
    expect(added).toEqual([]);
  });

  it("loads it when the browser says data is not being saved", async () => {
    fakeBrowser({ saveData: false });
    await expect(createBrandFont().load()).resolves.toBe(true);
  });

  it("keeps the local serif when the file fails to load", async () => {
    const { added } = fakeBrowser({ fails: true });
    const font = createBrandFont();
    await expect(font.load()).resolves.toBe(false);
    expect(font.join()).toBe(false);
    expect(added).toEqual([]);
  });

  it("does nothing in a browser without the FontFace API", async () => {
    fakeBrowser({ supported: false });
    const font = createBrandFont();
    await expect(font.load()).resolves.toBe(false);
    expect(font.join()).toBe(false);
  });
});
