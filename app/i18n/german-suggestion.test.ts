import { describe, expect, it } from "vitest";
import { prefersGerman } from "./german-suggestion";

describe("whether a browser prefers German", () => {
  it("is yes when German (any region) comes before English or English is absent", () => {
    expect(prefersGerman(["de-DE", "en-US"])).toBe(true);
    expect(prefersGerman(["de"])).toBe(true);
    expect(prefersGerman(["fr-FR", "de-AT"])).toBe(true);
  });

  it("is no when English comes first, or German is not asked for ('dev' is not German)", () => {
    expect(prefersGerman(["en-GB", "de-DE"])).toBe(false);
    expect(prefersGerman(["fr-FR"])).toBe(false);
    expect(prefersGerman([])).toBe(false);
    expect(prefersGerman(["dev"])).toBe(false);
  });
});
