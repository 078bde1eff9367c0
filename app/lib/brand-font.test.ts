import { afterEach, describe, expect, it } from "vitest";
import { BRAND_FONT_FAMILY, type FontHost, loadBrandFont, resetBrandFontForTests } from "./brand-font";

/** A browser's FontFace and document.fonts, recording what the loader does with them. */
function fakeHost(options: { saveData?: boolean; fails?: boolean; supported?: boolean } = {}) {
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
  const host: FontHost = {
    fonts: options.supported === false ? undefined : { add: (face: FontFace) => added.push(face as unknown as FakeFace) },
    FontFace: options.supported === false ? undefined : (FakeFace as unknown as FontHost["FontFace"]),
    saveData: options.saveData ?? false,
  };
  return { host, events, added };
}

afterEach(() => resetBrandFontForTests());

describe("loadBrandFont", () => {
  it("adds the face to the document only once its file has loaded", async () => {
    const { host, events, added } = fakeHost();
    await expect(loadBrandFont(host)).resolves.toBe(true);
    expect(events).toEqual([`new ${BRAND_FONT_FAMILY}`, "load"]);
    expect(added).toHaveLength(1);
    expect(added[0]?.family).toBe("Cormorant Garamond");
    expect(added[0]?.source).toMatch(/^url\(.+\.woff2\) format\("woff2"\)$/);
    expect(added[0]?.descriptors).toMatchObject({ weight: "300 700" });
  });

  it("asks for the file once per page, however often it is called", async () => {
    const { host, events, added } = fakeHost();
    await Promise.all([loadBrandFont(host), loadBrandFont(host), loadBrandFont(host)]);
    expect(events.filter((event) => event === "load")).toHaveLength(1);
    expect(added).toHaveLength(1);
  });

  it("keeps the local serif for a visitor saving data", async () => {
    const { host, events, added } = fakeHost({ saveData: true });
    await expect(loadBrandFont(host)).resolves.toBe(false);
    expect(events).toEqual([]);
    expect(added).toEqual([]);
  });

  it("keeps the local serif when the file fails to load", async () => {
    const { host, added } = fakeHost({ fails: true });
    await expect(loadBrandFont(host)).resolves.toBe(false);
    expect(added).toEqual([]);
  });

  it("does nothing in a browser without the FontFace API", async () => {
    const { host } = fakeHost({ supported: false });
    await expect(loadBrandFont(host)).resolves.toBe(false);
  });
});
