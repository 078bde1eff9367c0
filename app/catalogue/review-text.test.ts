import { describe, expect, it } from "vitest";
import { REVIEW_TRUNCATE_AT, splitReview } from "./review-text";
import { reviews } from "./reviews";

describe("splitReview", () => {
  it("leaves text of up to 200 characters whole", () => {
    const exactly = "a".repeat(200);
    expect(splitReview(exactly)).toEqual({ head: exactly, rest: "" });
    expect(splitReview("Short and sweet.")).toEqual({ head: "Short and sweet.", rest: "" });
  });

  it("cuts longer text after 200 characters, keeping the rest for 'See more'", () => {
    const long = `${"b".repeat(200)}cd`;
    expect(splitReview(long)).toEqual({ head: "b".repeat(200), rest: "cd" });
  });

  it("has real reviews on both sides of the limit", () => {
    expect(reviews.some((r) => r.content.length > REVIEW_TRUNCATE_AT)).toBe(true);
    expect(reviews.some((r) => r.content.length <= REVIEW_TRUNCATE_AT)).toBe(true);
  });
});
