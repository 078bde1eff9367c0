import { describe, expect, it } from "vitest";
import { REVIEW_TRUNCATE_AT, truncateReview } from "./review-text";
import { reviews } from "./reviews";

describe("truncateReview", () => {
  it("leaves text of up to 200 characters whole", () => {
    const exactly = "a".repeat(200);
    expect(truncateReview(exactly)).toEqual({ text: exactly, truncated: false });
    expect(truncateReview("Short and sweet.")).toEqual({ text: "Short and sweet.", truncated: false });
  });

  it("cuts longer text to 200 characters plus an ellipsis", () => {
    const long = "b".repeat(201);
    const result = truncateReview(long);
    expect(result.truncated).toBe(true);
    expect(result.text).toBe(`${"b".repeat(200)}...`);
  });

  it("has real reviews on both sides of the limit", () => {
    expect(reviews.some((r) => r.content.length > REVIEW_TRUNCATE_AT)).toBe(true);
    expect(reviews.some((r) => r.content.length <= REVIEW_TRUNCATE_AT)).toBe(true);
  });
});
