import type { CartItem, CustomRetreatCartItem } from "./cart-item";
import { CUSTOM_RETREAT_ID } from "./custom-retreat";

/**
 * Cart rules (docs/product.md#cart-rules) as pure functions: each takes the current lines and
 * returns new ones, never mutating its input, so a React reducer can call them directly.
 *
 * Only types come from cart-item.ts, so pages can use these rules without loading zod; parsing a
 * stored cart is in stored-cart.ts (docs/decisions/030).
 */

export { CUSTOM_RETREAT_ID } from "./custom-retreat";

/** True for custom retreats (the schema guarantees such an item names its currency). */
export function isCustomRetreatItem(item: CartItem): item is CustomRetreatCartItem {
  return item.type === "retreat" && item.retreatId === CUSTOM_RETREAT_ID;
}

/** The local storage key the cart is kept under. */
export const CART_STORAGE_KEY = "cart";

/** What identifies one line: the spec merges adds whose id, type and dates all match. */
export type CartLineRef = Pick<CartItem, "id" | "type" | "startDate" | "endDate">;

export function isSameLine(a: CartLineRef, b: CartLineRef): boolean {
  return a.id === b.id && a.type === b.type && a.startDate === b.startDate && a.endDate === b.endDate;
}

/** A React key unique within a cart (id plus dates; the type as well, as the merge rule uses it). */
export function lineKey(item: CartLineRef): string {
  return `${item.type}:${item.id}:${item.startDate}:${item.endDate}`;
}

/** Same id, type and dates as an existing line: that line's quantity + 1. Else a new line, quantity 1. */
export function addItem(items: readonly CartItem[], item: CartItem): CartItem[] {
  if (items.some((line) => isSameLine(line, item))) {
    return items.map((line) => (isSameLine(line, item) ? { ...line, quantity: line.quantity + 1 } : line));
  }
  return [...items, { ...item, quantity: 1 }];
}

/**
 * Sets a quantity; 0 or less removes. The target is either an id, which like removeItem affects
 * every line with that id, or a line (pass the item itself), which affects only that line: use
 * this from an item card, as two stays of one room can share an id (same check-in, different
 * check-out).
 */
export function updateQuantity(items: readonly CartItem[], target: string | CartLineRef, quantity: number): CartItem[] {
  if (!Number.isInteger(quantity)) throw new RangeError(`Quantity must be a whole number: ${quantity}`);
  const matches = typeof target === "string" ? (line: CartItem) => line.id === target : (line: CartItem) => isSameLine(line, target);
  if (quantity <= 0) return items.filter((line) => !matches(line));
  return items.map((line) => (matches(line) ? { ...line, quantity } : line));
}

/** Removing an item deletes all lines with that id. */
export function removeItem(items: readonly CartItem[], id: string): CartItem[] {
  return items.filter((line) => line.id !== id);
}

export function clearCart(): CartItem[] {
  return [];
}

/** Total quantity over all lines (the nav badge and the cart's item count). */
export function cartQuantity(items: readonly CartItem[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify(items);
}
