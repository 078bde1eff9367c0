import { describe, expect, it, vi } from "vitest";
import { buildCustomRetreatCartItem, buildRetreatCartItem, buildRoomCartItem } from "~/domain/cart/cart-item";
import { CART_STORAGE_KEY, serializeCart } from "~/domain/cart/cart-rules";
import { parseStoredCart, restoreCart } from "./stored-cart";

const room = { id: "sunrise", name: "Sunrise", description: "East-facing.", price: 250, image: "/sunrise.jpg" };
const retreat = { id: "cultural-cuisine-4-day", title: "Cultural Cuisine", description: "Cook.", price: 490, image: "/c.jpg" };

const roomJan5to8 = buildRoomCartItem({ room, startDate: "2027-01-05", endDate: "2027-01-08", guests: 2 }); // 750
const roomFeb = buildRoomCartItem({ room, startDate: "2027-02-01", endDate: "2027-02-03", guests: 1 }); // 500
const retreat4 = buildRetreatCartItem({ retreat, durationDays: 4, startDate: "2027-01-05", endDate: "2027-01-09", guests: 2 }); // 980
const customUsd = buildCustomRetreatCartItem({
  name: "Mine",
  startDate: "2027-03-01",
  endDate: "2027-03-08",
  price: 1500,
  currency: "USD",
});

describe("parseStoredCart", () => {
  it("round-trips a cart", () => {
    const cart = [retreat4, { ...roomJan5to8, quantity: 2 }, customUsd];
    expect(parseStoredCart(serializeCart(cart))).toEqual({ items: cart, dropped: false });
  });

  it("is empty without a stored cart", () => {
    expect(parseStoredCart(null)).toEqual({ items: [], dropped: false });
    expect(parseStoredCart("")).toEqual({ items: [], dropped: false });
    expect(parseStoredCart("[]")).toEqual({ items: [], dropped: false });
  });

  it("drops corrupt JSON", () => {
    expect(parseStoredCart('[{"id":')).toEqual({ items: [], dropped: true });
    expect(parseStoredCart("undefined")).toEqual({ items: [], dropped: true });
  });

  it("drops a stored value of the wrong shape", () => {
    for (const raw of ["{}", "null", "42", '"cart"', JSON.stringify({ items: [retreat4] })]) {
      expect(parseStoredCart(raw), raw).toEqual({ items: [], dropped: true });
    }
  });

  it("drops only the bad line among good ones", () => {
    const raw = JSON.stringify([retreat4, { ...roomJan5to8, guests: 9 }, null, "x", roomFeb]);
    expect(parseStoredCart(raw)).toEqual({ items: [retreat4, roomFeb], dropped: true });
  });

  it("strips unknown keys from stored lines", () => {
    const raw = JSON.stringify([{ ...retreat4, legacyField: true }]);
    expect(parseStoredCart(raw)).toEqual({ items: [retreat4], dropped: false });
  });

  it("merges repeated lines so keys stay unique", () => {
    const raw = JSON.stringify([roomJan5to8, retreat4, { ...roomJan5to8, quantity: 2 }]);
    expect(parseStoredCart(raw)).toEqual({ items: [{ ...roomJan5to8, quantity: 3 }, retreat4], dropped: false });
  });
});

/** An in-memory Storage, optionally failing like a blocked or full browser storage. */
function memoryStorage(initial: Record<string, string> = {}, fail: { read?: boolean; write?: boolean } = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => {
      if (fail.read) throw new DOMException("blocked", "SecurityError");
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (fail.write) throw new DOMException("full", "QuotaExceededError");
      data.set(key, value);
    },
    removeItem: (key: string) => {
      if (fail.write) throw new DOMException("blocked", "SecurityError");
      data.delete(key);
    },
  };
}

describe("restoreCart", () => {
  it("returns a good cart without logging or rewriting it", () => {
    const raw = serializeCart([retreat4, customUsd]);
    const storage = memoryStorage({ [CART_STORAGE_KEY]: raw });
    const logger = { warn: vi.fn() };
    expect(restoreCart(raw, storage, logger)).toEqual([retreat4, customUsd]);
    expect(logger.warn).not.toHaveBeenCalled();
    expect(storage.data.get(CART_STORAGE_KEY)).toBe(raw);
  });

  it("empties a corrupt cart, warns once and removes it from storage", () => {
    const storage = memoryStorage({ [CART_STORAGE_KEY]: "{not json" });
    const logger = { warn: vi.fn() };
    expect(restoreCart("{not json", storage, logger)).toEqual([]);
    expect(logger.warn).toHaveBeenCalledExactlyOnceWith("The saved cart could not be read and has been emptied.");
    expect(storage.data.has(CART_STORAGE_KEY)).toBe(false);
  });

  it("keeps the readable lines of a partly outdated cart and saves only those", () => {
    const raw = JSON.stringify([retreat4, { ...roomFeb, nights: 99 }]);
    const storage = memoryStorage({ [CART_STORAGE_KEY]: raw });
    const logger = { warn: vi.fn() };
    expect(restoreCart(raw, storage, logger)).toEqual([retreat4]);
    expect(logger.warn).toHaveBeenCalledExactlyOnceWith("Some saved cart items could not be read and have been removed.");
    expect(storage.data.get(CART_STORAGE_KEY)).toBe(serializeCart([retreat4]));
  });

  it("still returns the readable lines when the storage cannot be written", () => {
    const raw = JSON.stringify([retreat4, "junk"]);
    const logger = { warn: vi.fn() };
    expect(restoreCart(raw, memoryStorage({}, { write: true }), logger)).toEqual([retreat4]);
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });
});
