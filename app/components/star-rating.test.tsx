import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { StarRating } from "./star-rating";

/** The subpaths (one per star) of the path with the given fill. */
function starsFilled(html: string, fill: "currentColor" | "none"): number {
  const path = new RegExp(`<path d="([^"]*)" fill="${fill}"`).exec(html);
  return path ? (path[1]?.match(/M/g) ?? []).length : 0;
}

describe("StarRating", () => {
  it("draws a row of five stars as one picture, named for screen readers", () => {
    const html = renderToStaticMarkup(<StarRating rating={5} />);
    expect(html).toContain('role="img"');
    expect(html).toContain('aria-label="Rated 5 out of 5"');
    expect(html.match(/<svg/g)).toHaveLength(1);
    expect(starsFilled(html, "currentColor")).toBe(5);
    expect(starsFilled(html, "none")).toBe(0);
    // Five 16 px stars with 2 px between them, as the row of separate icons measured.
    expect(html).toContain('width="88"');
    expect(html).toContain('viewBox="0 0 110 20"');
  });

  it("fills as many stars as the rating and outlines the rest", () => {
    const html = renderToStaticMarkup(<StarRating rating={3} />);
    expect(html).toContain('aria-label="Rated 3 out of 5"');
    expect(starsFilled(html, "currentColor")).toBe(3);
    expect(starsFilled(html, "none")).toBe(2);
    // The fourth star starts where the third one's outline ends, 22.5 units on.
    expect(html).toContain("M77.5 1.8");
  });

  it("keeps within the row for a rating outside it", () => {
    expect(starsFilled(renderToStaticMarkup(<StarRating rating={0} />), "none")).toBe(5);
    expect(starsFilled(renderToStaticMarkup(<StarRating rating={9} />), "currentColor")).toBe(5);
  });
});
