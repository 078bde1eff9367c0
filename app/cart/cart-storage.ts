import type { CartItem } from "~/domain/cart/cart-item";
import { CART_STORAGE_KEY, serializeCart } from "~/domain/cart/cart-rules";

/**
 * The cart's side of local storage, without parsing (that is stored-cart.ts, which needs zod and
 * is loaded only when there is a stored cart to read). Storage can be missing (server render),
 * full or blocked (private modes, disabled site data): a cart that cannot be saved still works
 * for the visit, so failures are logged as warnings and never thrown.
 */

/** The part of the Web Storage API the cart uses, so tests can pass a plain object. */
export type CartStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

export type CartLogger = Pick<Console, "warn">;

/** The browser's local storage, or null where there is none or it is blocked (reading it throws). */
export function browserCartStorage(): CartStorage | null {
  try {
    return typeof window === "undefined" ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The stored cart's raw text; null when there is none or it cannot be read. */
export function readCartText(storage: CartStorage, logger: CartLogger = console): string | null {
  try {
    const raw = storage.getItem(CART_STORAGE_KEY);
    return raw === "" ? null : raw;
  } catch (error) {
    logger.warn("The saved cart could not be read; starting with an empty cart.", error);
    return null;
  }
}

/**
 * Where the cart's checkout id is kept (app/cart/checkout-id-storage.ts, loaded when an order is
 * placed): beside the cart, so every tab of one cart is one checkout, and an emptied cart (paid, or
 * cleared) starts a new one.
 */
export const CHECKOUT_ID_STORAGE_KEY = "checkoutId";

/** Saves the cart; an empty cart removes the key rather than storing '[]', and its checkout id with it. */
export function saveCart(storage: CartStorage, items: readonly CartItem[], logger: CartLogger = console): void {
  try {
    if (items.length === 0) {
      storage.removeItem(CART_STORAGE_KEY);
      storage.removeItem(CHECKOUT_ID_STORAGE_KEY);
    } else storage.setItem(CART_STORAGE_KEY, serializeCart(items));
  } catch (error) {
    logger.warn("The cart could not be saved in this browser; it will last for this visit only.", error);
  }
}

/**
 * Whether a `storage` event (another tab changed local storage) concerns the cart: its key, or a
 * null key, which means the other tab cleared all of the site's storage.
 */
export function isCartStorageEvent(event: Pick<StorageEvent, "key">): boolean {
  return event.key === null || event.key === CART_STORAGE_KEY;
}

/**
 * Run by the cart page's document before its placeholders are parsed (app/routes/cart.tsx): marks
 * <html> with `data-cart-stored` when a cart is stored (or storage cannot be read), so the cart page
 * can paint its empty state from the first response and placeholders only for a cart it has yet to
 * read.
 */
export const STORED_CART_PROBE = `try{if(localStorage.getItem(${JSON.stringify(CART_STORAGE_KEY)}))throw 0}catch(e){document.documentElement.setAttribute("data-cart-stored","")}`;
