import { describe, expect, it } from "vitest";
import { parsePriceFilter, searchRetreats } from "./retreat-search";
import { retreats } from "./retreats";

const sample = [
  { title: "Gentle Detox", description: "A week of Panchakarma", price: 2999 },
  { title: "Grand Rejuvenation", description: "Fourteen days by the sea", price: 3000 },
  { title: "Cuisine Journey", description: "Cooking and DETOX teas", price: 490 },
];

describe("searchRetreats", () => {
  it("matches the query case-insensitively in the title or the description", () => {
    expect(searchRetreats(sample, { query: "detox" }).map((r) => r.title)).toEqual(["Gentle Detox", "Cuisine Journey"]);
    expect(searchRetreats(sample, { query: "  SEA " }).map((r) => r.title)).toEqual(["Grand Rejuvenation"]);
  });

  it("treats an empty query and 'all' as no filter", () => {
    expect(searchRetreats(sample, {})).toHaveLength(3);
    expect(searchRetreats(sample, { query: "", price: "all" })).toHaveLength(3);
  });

  it("splits prices at 3000: under is below, over is 3000 or above", () => {
    expect(searchRetreats(sample, { price: "under3000" }).map((r) => r.price)).toEqual([2999, 490]);
    expect(searchRetreats(sample, { price: "over3000" }).map((r) => r.price)).toEqual([3000]);
  });

  it("requires both the query and the price filter to match", () => {
    expect(searchRetreats(sample, { query: "detox", price: "over3000" })).toEqual([]);
    expect(searchRetreats(sample, { query: "detox", price: "under3000" })).toHaveLength(2);
  });

  it("finds nothing for a query no retreat contains", () => {
    expect(searchRetreats(retreats, { query: "scuba diving" })).toEqual([]);
  });

  it("puts every catalogue retreat under 3000", () => {
    expect(searchRetreats(retreats, { price: "under3000" })).toHaveLength(retreats.length);
    expect(searchRetreats(retreats, { price: "over3000" })).toHaveLength(0);
  });
});

describe("parsePriceFilter", () => {
  it("accepts the three filter values and falls back to 'all'", () => {
    expect(parsePriceFilter("under3000")).toBe("under3000");
    expect(parsePriceFilter("over3000")).toBe("over3000");
    expect(parsePriceFilter("cheap")).toBe("all");
    expect(parsePriceFilter(null)).toBe("all");
  });
});
