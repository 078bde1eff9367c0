import { describe, expect, it, vi } from "vitest";
import { buildRoomCartItem } from "~/domain/cart/cart-item";
import { CART_STORAGE_KEY, serializeCart } from "~/domain/cart/cart-rules";
import { browserCartStorage, CHECKOUT_ID_STORAGE_KEY, isCartStorageEvent, readCartText, saveCart } from "./cart-storage";
import { checkoutIdOf } from "./checkout-id-storage";

const room = { id: "sunrise", name: "Sunrise", description: "East-facing.", price: 250, image: "/sunrise.jpg" };
const stay = buildRoomCartItem({ room, startDate: "2027-01-05", endDate: "2027-01-08", guests: 2 });

function memoryStorage(fail = false) {
  const data = new Map<string, string>();
  const guard = () => {
    if (fail) throw new DOMException("blocked", "SecurityError");
  };
  return {
    data,
    getItem: (key: string) => {
      guard();
      return data.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      guard();
      data.set(key, value);
    },
    removeItem: (key: string) => {
      guard();
      data.delete(key);
    },
  };
}

describe("cart storage", () => {
  it("saves the cart as JSON under 'cart' and removes the key when the cart is empty", () => {
    const storage = memoryStorage();
    saveCart(storage, [stay]);
    expect(storage.data.get(CART_STORAGE_KEY)).toBe(serializeCart([stay]));
    saveCart(storage, []);
    expect(storage.data.has(CART_STORAGE_KEY)).toBe(false);
  });

  it("reads the stored text, treating an empty value as nothing stored", () => {
    const storage = memoryStorage();
    expect(readCartText(storage)).toBeNull();
    storage.data.set(CART_STORAGE_KEY, "");
    expect(readCartText(storage)).toBeNull();
    storage.data.set(CART_STORAGE_KEY, "[]");
    expect(readCartText(storage)).toBe("[]");
  });

  it("warns instead of throwing when the storage is blocked or full", () => {
    const storage = memoryStorage(true);
    const logger = { warn: vi.fn() };
    expect(readCartText(storage, logger)).toBeNull();
    expect(() => saveCart(storage, [stay], logger)).not.toThrow();
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it("keeps one random checkout id beside the cart, and starts a new one once the cart is emptied", () => {
    const storage = memoryStorage();
    saveCart(storage, [stay]);
    const id = checkoutIdOf(storage);
    expect(id).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(storage.data.get(CHECKOUT_ID_STORAGE_KEY)).toBe(id);
    expect(checkoutIdOf(storage)).toBe(id);
    saveCart(storage, []);
    expect(storage.data.has(CHECKOUT_ID_STORAGE_KEY)).toBe(false);
    const next = checkoutIdOf(storage);
    expect(next).not.toBe(id);
  });

  it("replaces a stored checkout id that is not one, and keeps one for the visit when storage is blocked", () => {
    const storage = memoryStorage();
    storage.data.set(CHECKOUT_ID_STORAGE_KEY, "short");
    expect(checkoutIdOf(storage)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    const blocked = memoryStorage(true);
    const logger = { warn: vi.fn() };
    const id = checkoutIdOf(blocked, logger);
    expect(checkoutIdOf(blocked, logger)).toBe(id);
    expect(checkoutIdOf(null)).toBe(id);
  });

  it("has no browser storage on the server", () => {
    expect(browserCartStorage()).toBeNull();
  });

  it("recognises storage events about the cart, including a full clear", () => {
    expect(isCartStorageEvent({ key: CART_STORAGE_KEY })).toBe(true);
    expect(isCartStorageEvent({ key: null })).toBe(true);
    expect(isCartStorageEvent({ key: "theme" })).toBe(false);
  });
});
