import { describe, expect, it } from "vitest";
import { buildCustomRetreatCartItem, buildRetreatCartItem, buildRoomCartItem } from "~/domain/cart/cart-item";
import { cartItemFacts, cartItemKind, checkoutButtonState, itemCountText } from "./cart-display";

const room = { id: "sunrise", name: "Sunrise", description: "East-facing.", price: 250, image: "/sunrise.jpg" };
const retreat = { id: "cultural-cuisine-4-day", title: "Cultural Cuisine", description: "Cook.", price: 490, image: "/c.jpg" };

const oneNight = buildRoomCartItem({ room, startDate: "2027-01-05", endDate: "2027-01-06", guests: 1 });
const threeNights = buildRoomCartItem({ room, startDate: "2027-01-05", endDate: "2027-01-08", guests: 2 });
const retreatForTwo = buildRetreatCartItem({ retreat, durationDays: 4, startDate: "2027-01-05", endDate: "2027-01-09", guests: 2 });
const retreatAlone = buildRetreatCartItem({ retreat, durationDays: 4, startDate: "2027-01-05", endDate: "2027-01-09", guests: 1 });
const custom = buildCustomRetreatCartItem({ name: "Mine", startDate: "2027-03-01", endDate: "2027-03-08", price: 90000, currency: "INR" });

describe("cart wording", () => {
  it("counts items for the line under the heading", () => {
    expect(itemCountText(0)).toBe("Your cart is empty");
    expect(itemCountText(1)).toBe("1 item in your cart");
    expect(itemCountText(4)).toBe("4 items in your cart");
  });

  it("names the kind of each line", () => {
    expect(cartItemKind(threeNights)).toBe("Room");
    expect(cartItemKind(retreatForTwo)).toBe("Retreat");
    expect(cartItemKind(custom)).toBe("Custom retreat");
  });

  it("lists guests and nights or days", () => {
    expect(cartItemFacts(oneNight)).toEqual(["1 night", "1 guest"]);
    expect(cartItemFacts(threeNights)).toEqual(["3 nights", "2 guests"]);
    expect(cartItemFacts(retreatForTwo)).toEqual(["2 participants", "4 days"]);
    expect(cartItemFacts(retreatAlone)).toEqual(["1 participant", "4 days"]);
    expect(cartItemFacts(custom)).toEqual(["7 nights"]);
  });
});

describe("checkoutButtonState", () => {
  it("proceeds to payment with items in the cart", () => {
    expect(checkoutButtonState({ empty: false, busy: false })).toEqual({ label: "Proceed to Payment", disabled: false });
  });

  it("is disabled with a hint when the cart is empty", () => {
    expect(checkoutButtonState({ empty: true, busy: false })).toEqual({
      label: "Add items to your cart to proceed",
      disabled: true,
    });
  });

  it("reads 'Processing...' and is disabled while busy", () => {
    expect(checkoutButtonState({ empty: false, busy: true })).toEqual({ label: "Processing...", disabled: true });
    expect(checkoutButtonState({ empty: true, busy: true }).label).toBe("Processing...");
  });
});

describe("cart wording in German", () => {
  it("counts with German plurals", () => {
    expect(itemCountText(0, "de")).toBe("Ihr Warenkorb ist leer");
    expect(itemCountText(1, "de")).toBe("1 Artikel im Warenkorb");
    expect(cartItemFacts(oneNight, "de")).toEqual(["1 Nacht", "1 Gast"]);
    expect(cartItemFacts(threeNights, "de")).toEqual(["3 Nächte", "2 Gäste"]);
    expect(cartItemFacts(retreatForTwo, "de")).toEqual(["2 Teilnehmer", "4 Tage"]);
    expect(cartItemKind(custom, "de")).toBe("Eigenes Retreat");
  });

  it("names the payment button in German", () => {
    expect(checkoutButtonState({ empty: false, busy: false }, "de").label).toBe("Weiter zur Zahlung");
    expect(checkoutButtonState({ empty: false, busy: true }, "de")).toEqual({ label: "Wird bearbeitet …", disabled: true });
  });
});
