import { describe, expect, it } from "vitest";
import { plural } from "./plural";

describe("plural", () => {
  it("uses the singular for exactly one", () => {
    expect(plural(1, "night")).toBe("1 night");
    expect(plural(0, "item")).toBe("0 items");
    expect(plural(12, "participant")).toBe("12 participants");
  });

  it("takes an irregular plural", () => {
    expect(plural(2, "person", "people")).toBe("2 people");
  });
});
