import { describe, expect, it } from "vitest";
import { CUSTOM_NAME_MAX, customPriceMaxMessage, validateCustomRetreat } from "~/domain/booking/custom-retreat-rules";
import { customRetreatProblemField } from "./custom-retreat-fields";
import { CHECKIN_TOO_FAR_MESSAGE, STAY_TOO_LONG_MESSAGE } from "~/domain/dates/stay-window";

const today = "2027-01-05";
const valid = { name: "Monsoon reset", startDate: "2027-02-01", endDate: "2027-02-08", price: "1200", currency: "EUR", today };

function fieldFor(input: Partial<typeof valid> & Record<string, unknown>) {
  const check = validateCustomRetreat({ ...valid, ...input } as Parameters<typeof validateCustomRetreat>[0]);
  if (check.ok) throw new Error("expected a failure");
  return [check.message, customRetreatProblemField(check.message)];
}

describe("customRetreatProblemField", () => {
  it("places every message the builder can give next to its field", () => {
    expect(fieldFor({ name: "  " })).toEqual(["Please enter a retreat name", "name"]);
    expect(fieldFor({ name: "x".repeat(CUSTOM_NAME_MAX + 1) })).toEqual([
      `Retreat name must be at most ${CUSTOM_NAME_MAX} characters`,
      "name",
    ]);
    expect(fieldFor({ startDate: "" })).toEqual(["Please select a check-in date", "checkin"]);
    expect(fieldFor({ startDate: "2027-01-04" })).toEqual(["Check-in cannot be in the past", "checkin"]);
    expect(fieldFor({ endDate: "" })).toEqual(["Please select a check-out date", "checkout"]);
    expect(fieldFor({ endDate: "2027-02-01" })).toEqual(["Check-out date must be after check-in date", "checkout"]);
    expect(fieldFor({ price: "0" })).toEqual(["Please enter a valid price", "price"]);
    expect(fieldFor({ price: "100001" })).toEqual([customPriceMaxMessage("EUR"), "price"]);
    expect(fieldFor({ currency: "GBP" })).toEqual(["Please select a currency", "currency"]);
  });

  it("places the booking window's messages on the dates", () => {
    expect(customRetreatProblemField(CHECKIN_TOO_FAR_MESSAGE)).toBe("checkin");
    expect(customRetreatProblemField(STAY_TOO_LONG_MESSAGE)).toBe("checkout");
  });
});
