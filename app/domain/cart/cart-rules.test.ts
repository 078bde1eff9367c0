import { describe, expect, it } from "vitest";
import { cartTotalsByCurrency } from "~/domain/money/money";
import { buildCustomRetreatCartItem, buildRetreatCartItem, buildRoomCartItem, type CartItem } from "./cart-item";
import {
  addItem,
  CART_STORAGE_KEY,
  CUSTOM_RETREAT_ID,
  cartQuantity,
  clearCart,
  isCustomRetreatItem,
  lineKey,
  removeItem,
  serializeCart,
  updateQuantity,
} from "./cart-rules";

const room = { id: "sunrise", name: "Sunrise", description: "East-facing.", price: 250, image: "/sunrise.jpg" };
const retreat = { id: "cultural-cuisine-4-day", title: "Cultural Cuisine", description: "Cook.", price: 490, image: "/c.jpg" };

const roomJan5to8 = buildRoomCartItem({ room, startDate: "2027-01-05", endDate: "2027-01-08", guests: 2 }); // 750
const roomJan5to9 = buildRoomCartItem({ room, startDate: "2027-01-05", endDate: "2027-01-09", guests: 2 }); // 1000, same id
const roomFeb = buildRoomCartItem({ room, startDate: "2027-02-01", endDate: "2027-02-03", guests: 1 }); // 500
const retreat4 = buildRetreatCartItem({ retreat, durationDays: 4, startDate: "2027-01-05", endDate: "2027-01-09", guests: 2 }); // 980
const customUsd = buildCustomRetreatCartItem({
  name: "Mine",
  startDate: "2027-03-01",
  endDate: "2027-03-08",
  price: 1500,
  currency: "USD",
});

describe("addItem", () => {
  it("adds a new line with quantity 1", () => {
    const items = addItem([], { ...roomJan5to8, quantity: 5 });
    expect(items).toEqual([{ ...roomJan5to8, quantity: 1 }]);
  });

  it("increments a line whose id, type and dates match", () => {
    const items = addItem(addItem([], roomJan5to8), roomJan5to8);
    expect(items).toHaveLength(1);
    expect(items[0]?.quantity).toBe(2);
  });

  it("adds a separate line for the same id with different dates", () => {
    expect(roomJan5to9.id).toBe(roomJan5to8.id);
    const items = addItem(addItem([], roomJan5to8), roomJan5to9);
    expect(items.map((i) => [i.endDate, i.quantity])).toEqual([
      ["2027-01-08", 1],
      ["2027-01-09", 1],
    ]);
  });

  it("adds a separate line for another room with the same type and dates", () => {
    const otherRoom = buildRoomCartItem({ room: { ...room, id: "sunset" }, startDate: "2027-01-05", endDate: "2027-01-08", guests: 2 });
    const items = addItem(addItem([], roomJan5to8), otherRoom);
    expect(items.map((i) => [i.id, i.quantity])).toEqual([
      [roomJan5to8.id, 1],
      [otherRoom.id, 1],
    ]);
  });

  it("adds a separate line for the same id and dates but another type", () => {
    const lookalike: CartItem = {
      ...retreat4,
      id: roomJan5to8.id,
      retreatId: "sunrise",
      startDate: roomJan5to8.startDate,
      endDate: roomJan5to8.endDate,
    };
    expect(addItem([roomJan5to8], lookalike)).toHaveLength(2);
  });

  it("does not change its input", () => {
    const before = [roomJan5to8];
    addItem(before, roomJan5to8);
    expect(before).toEqual([roomJan5to8]);
    expect(before[0]?.quantity).toBe(1);
  });
});

describe("updateQuantity", () => {
  const cart = [roomJan5to8, roomJan5to9, retreat4];

  it("sets the quantity of every line with the id", () => {
    expect(updateQuantity(cart, roomJan5to8.id, 3).map((i) => i.quantity)).toEqual([3, 3, 1]);
  });

  it("sets the quantity of one line when given the line", () => {
    expect(updateQuantity(cart, roomJan5to9, 3).map((i) => i.quantity)).toEqual([1, 3, 1]);
  });

  it("removes the line at 0 or below", () => {
    expect(updateQuantity(cart, retreat4.id, 0)).toEqual([roomJan5to8, roomJan5to9]);
    expect(updateQuantity(cart, retreat4.id, -1)).toEqual([roomJan5to8, roomJan5to9]);
    expect(updateQuantity(cart, roomJan5to8, 0)).toEqual([roomJan5to9, retreat4]);
  });

  it("leaves the cart alone for an unknown id", () => {
    expect(updateQuantity(cart, "nope", 2)).toEqual(cart);
  });

  it("refuses a fractional quantity", () => {
    expect(() => updateQuantity(cart, retreat4.id, 1.5)).toThrow(RangeError);
    expect(() => updateQuantity(cart, retreat4.id, 1.5)).toThrow("Quantity must be a whole number: 1.5");
    expect(() => updateQuantity(cart, retreat4.id, Number.NaN)).toThrow(RangeError);
  });
});

describe("removeItem and clearCart", () => {
  it("removes all lines with the id", () => {
    expect(removeItem([roomJan5to8, retreat4, roomJan5to9], roomJan5to8.id)).toEqual([retreat4]);
  });

  it("clears", () => {
    expect(clearCart()).toEqual([]);
  });
});

describe("totals", () => {
  const cart = [{ ...roomJan5to8, quantity: 2 }, retreat4, roomFeb];

  it("counts quantities for the badge", () => {
    expect(cartQuantity(cart)).toBe(4);
    expect(cartQuantity([])).toBe(0);
  });

  it("keeps currencies apart per currency", () => {
    expect(cartTotalsByCurrency([...cart, customUsd])).toEqual([
      { currency: "EUR", total: 2980, deposit: 596, balance: 2384 },
      { currency: "USD", total: 1500, deposit: 300, balance: 1200 },
    ]);
  });
});

describe("lineKey", () => {
  it("differs for lines that addItem keeps apart", () => {
    expect(lineKey(roomJan5to8)).not.toBe(lineKey(roomJan5to9));
    const moreOfTheSame: CartItem = { ...roomJan5to8, quantity: 4 };
    expect(lineKey(roomJan5to8)).toBe(lineKey(moreOfTheSame));
  });
});

describe("storage key and custom retreats", () => {
  it("uses the key 'cart'", () => {
    expect(CART_STORAGE_KEY).toBe("cart");
  });

  it("tells custom retreats from catalogue retreats and rooms", () => {
    expect(CUSTOM_RETREAT_ID).toBe("custom");
    expect(isCustomRetreatItem(customUsd)).toBe(true);
    expect(isCustomRetreatItem(retreat4)).toBe(false);
    expect(isCustomRetreatItem(roomFeb)).toBe(false);
  });

  it("serializes to JSON", () => {
    expect(JSON.parse(serializeCart([retreat4]))).toEqual([retreat4]);
  });
});
