import { describe, expect, it } from "vitest";
import { addDays } from "~/domain/dates/dates";
import { blockInputSchema, blockRangeProblem, MAX_BLOCK_NIGHTS, placeName } from "./calendar-blocks";

const today = "2027-03-10";

describe("blockRangeProblem", () => {
  it("takes a range from today on, up to the longest block, starting within the booking horizon", () => {
    expect(blockRangeProblem(today, addDays(today, 1), today)).toBeNull();
    expect(blockRangeProblem(today, addDays(today, MAX_BLOCK_NIGHTS), today)).toBeNull();
    expect(blockRangeProblem(addDays(today, 730), addDays(today, 731), today)).toBeNull();
  });

  it("names the field of each problem", () => {
    expect(blockRangeProblem(addDays(today, -1), addDays(today, 1), today)).toMatchObject({ field: "from" });
    expect(blockRangeProblem(addDays(today, 2), addDays(today, 2), today)).toMatchObject({ field: "to" });
    expect(blockRangeProblem(addDays(today, 2), addDays(today, 1), today)).toMatchObject({ field: "to" });
    expect(blockRangeProblem(today, addDays(today, MAX_BLOCK_NIGHTS + 1), today)).toMatchObject({ field: "to" });
    expect(blockRangeProblem(addDays(today, 731), addDays(today, 732), today)).toMatchObject({ field: "from" });
  });
});

describe("blockInputSchema", () => {
  const schema = blockInputSchema(today);

  it("takes a room or null for the whole resort, and a reason of the closed set", () => {
    expect(schema.safeParse({ roomId: "sunrise", from: "2027-06-01", to: "2027-06-03", reason: "maintenance" }).success).toBe(true);
    expect(schema.safeParse({ roomId: null, from: "2027-06-01", to: "2027-09-30", reason: "closed" }).success).toBe(true);
  });

  it("refuses a missing room (never the whole resort by omission), an unknown one, a free-text reason, extra fields", () => {
    const base = { from: "2027-06-01", to: "2027-06-03", reason: "owner" };
    for (const input of [
      base,
      { ...base, roomId: "penthouse" },
      { ...base, roomId: "" },
      { ...base, roomId: "sunrise", reason: "Asha Menon's family" },
      { ...base, roomId: "sunrise", guest: "Asha" },
      { ...base, roomId: "sunrise", from: "1 June 2027" },
    ]) {
      expect(schema.safeParse(input).success, JSON.stringify(input)).toBe(false);
    }
  });
});

describe("placeName", () => {
  it("names a room, or the whole resort", () => {
    expect(placeName("secret-garden")).toBe("Secret Garden");
    expect(placeName(null)).toBe("Whole resort");
  });
});
