import { describe, expect, it } from "vitest";
import { site } from "~/catalogue/site";
import {
  CUSTOM_RETREAT_FLOOR_EUR_PER_GUEST_NIGHT,
  customPriceFloorMessage,
  customRetreatFloorCents,
  customRetreatFloorProblem,
} from "./custom-retreat-floor";

describe("the floor of a custom retreat's price", () => {
  it("is €50 per guest and night, in dollars and rupees at the payment rates", () => {
    expect(CUSTOM_RETREAT_FLOOR_EUR_PER_GUEST_NIGHT).toBe(50);
    // 50 x 103 / 83 = 62.048... dollars, rounded up to the cent; 50 x 103 rupees.
    expect([customRetreatFloorCents("EUR"), customRetreatFloorCents("USD"), customRetreatFloorCents("INR")]).toEqual([5000, 6205, 515000]);
  });

  it("accepts the floor itself and refuses a cent less, in each currency", () => {
    const tenNights = { guests: 1, nights: 10 };
    expect(customRetreatFloorProblem({ ...tenNights, price: 500, currency: "EUR" })).toBeNull();
    expect(customRetreatFloorProblem({ ...tenNights, price: 499.99, currency: "EUR" })).toBe(
      `Price must be at least €50 per guest per night: €500 for 1 guest × 10 nights. For a smaller budget, please contact us at ${site.email}.`,
    );
    expect(customRetreatFloorProblem({ ...tenNights, price: 620.5, currency: "USD" })).toBeNull();
    expect(customRetreatFloorProblem({ ...tenNights, price: 620.49, currency: "USD" })).not.toBeNull();
    expect(customRetreatFloorProblem({ ...tenNights, price: 51_500, currency: "INR" })).toBeNull();
    expect(customRetreatFloorProblem({ ...tenNights, price: 51_499.99, currency: "INR" })).not.toBeNull();
  });

  it("counts every guest: €0.03 for 6 guests and 60 nights is refused, €18,000 is not", () => {
    const six = { guests: 6, nights: 60, currency: "EUR" as const };
    expect(customRetreatFloorProblem({ ...six, price: 0.03 })).toBe(
      `Price must be at least €50 per guest per night: €18,000 for 6 guests × 60 nights. For a smaller budget, please contact us at ${site.email}.`,
    );
    expect(customRetreatFloorProblem({ ...six, price: 18_000 })).toBeNull();
    expect(customRetreatFloorProblem({ ...six, price: 17_999.99 })).not.toBeNull();
    expect(customPriceFloorMessage("USD", 1, 1)).toMatch(
      /^Price must be at least \$62\.05 per guest per night: \$62\.05 for 1 guest × 1 night\./,
    );
  });
});
