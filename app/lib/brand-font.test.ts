import { describe, expect, it } from "vitest";
import { BRAND_FONT_ATTRIBUTE, BRAND_FONT_FAMILY, BRAND_FONT_LOADER, BRAND_FONT_STORAGE_KEY } from "./brand-font";

/** Runs the loader against a stand-in page; `fire()` then plays load, the next frame and its task. */
function page({ stored = false, saveData = false, loaded = 1 }: { stored?: boolean; saveData?: boolean; loaded?: number } = {}) {
  const attributes = new Set<string>();
  const storage = new Map<string, string>(stored ? [[BRAND_FONT_STORAGE_KEY, "1"]] : []);
  const requested: string[] = [];
  const listeners: Record<string, () => void> = {};
  const queue: (() => void)[] = [];
  const document = {
    documentElement: { setAttribute: (name: string) => attributes.add(name) },
    fonts: {
      load: (font: string) => {
        requested.push(font);
        return Promise.resolve(Array.from({ length: loaded }, () => ({})));
      },
    },
  };
  const window = {
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => storage.set(key, value) },
    navigator: { connection: saveData ? { saveData: true } : undefined },
    addEventListener: (type: string, listener: () => void) => {
      listeners[type] = listener;
    },
    requestAnimationFrame: (callback: () => void) => queue.push(callback),
  };
  const setTimeout = (callback: () => void) => queue.push(callback);
  new Function("document", "window", "setTimeout", BRAND_FONT_LOADER)(document, window, setTimeout);
  return {
    attributes,
    storage,
    requested,
    async fire() {
      listeners.load?.();
      while (queue.length) queue.shift()?.();
      await new Promise((resolve) => globalThis.setTimeout(resolve, 0));
    },
  };
}

describe("the display face loader", () => {
  it("asks for the face only after load and the next frame, then puts it first and remembers it", async () => {
    const visit = page();
    expect(visit.requested).toEqual([]);
    expect(visit.attributes.has(BRAND_FONT_ATTRIBUTE)).toBe(false);
    await visit.fire();
    expect(visit.requested).toEqual([`1em "${BRAND_FONT_FAMILY}"`]);
    expect(visit.attributes.has(BRAND_FONT_ATTRIBUTE)).toBe(true);
    expect(visit.storage.get(BRAND_FONT_STORAGE_KEY)).toBe("1");
  });

  it("uses the face at once in a browser that has loaded it before", () => {
    const visit = page({ stored: true });
    expect(visit.attributes.has(BRAND_FONT_ATTRIBUTE)).toBe(true);
    expect(visit.requested).toEqual([]);
  });

  it("keeps the local serif when the face could not be loaded or the visitor saves data", async () => {
    const failed = page({ loaded: 0 });
    await failed.fire();
    expect(failed.attributes.has(BRAND_FONT_ATTRIBUTE)).toBe(false);
    expect(failed.storage.has(BRAND_FONT_STORAGE_KEY)).toBe(false);

    const saving = page({ saveData: true });
    await saving.fire();
    expect(saving.requested).toEqual([]);
    expect(saving.attributes.has(BRAND_FONT_ATTRIBUTE)).toBe(false);
  });
});
