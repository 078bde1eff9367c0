import { type CartItem, cartItemSchema } from "~/domain/cart/cart-item";
import { isSameLine } from "~/domain/cart/cart-rules";
import { type CartLogger, type CartStorage, saveCart } from "~/cart/cart-storage";

/**
 * Reading a stored cart: every line is checked against the cart item schema, so a hand-edited,
 * corrupt or outdated value never reaches the page. This module brings zod with it; the cart
 * provider imports it only when there is something stored to read (docs/decisions/031).
 */

export type StoredCart = { items: CartItem[]; dropped: boolean };

/**
 * The cart restored from local storage. Nothing stored: an empty cart. Unreadable JSON or not a
 * list: an empty cart, dropped = true. Lines that fail the schema are dropped (dropped = true)
 * and the valid ones kept; lines repeating an earlier line's id, type and dates are merged by
 * adding their quantities, so line keys stay unique. Never throws.
 */
export function parseStoredCart(raw: string | null): StoredCart {
  if (raw === null || raw === "") return { items: [], dropped: false };
  let data: unknown;
  try {
    data = JSON.parse(raw);
  } catch {
    return { items: [], dropped: true };
  }
  if (!Array.isArray(data)) return { items: [], dropped: true };
  let dropped = false;
  const items: CartItem[] = [];
  for (const entry of data) {
    const parsed = cartItemSchema.safeParse(entry);
    if (!parsed.success) {
      dropped = true;
      continue;
    }
    const index = items.findIndex((line) => isSameLine(line, parsed.data));
    const existing = index === -1 ? undefined : items[index];
    if (existing) items[index] = { ...existing, quantity: existing.quantity + parsed.data.quantity };
    else items.push(parsed.data);
  }
  return { items, dropped };
}

/**
 * The cart from this tab's storage at load. What cannot be read is dropped, logged as a warning,
 * and the storage rewritten with what survived, so the warning is given once, not on every page.
 */
export function restoreCart(raw: string | null, storage: CartStorage, logger: CartLogger = console): CartItem[] {
  const { items, dropped } = parseStoredCart(raw);
  if (dropped) {
    logger.warn(
      items.length === 0
        ? "The saved cart could not be read and has been emptied."
        : "Some saved cart items could not be read and have been removed.",
    );
    saveCart(storage, items, logger);
  }
  return items;
}
