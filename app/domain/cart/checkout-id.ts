/**
 * The id of one browser checkout (docs/decisions/082-holds.md): random, kept in local storage beside
 * the cart and sent with every order. A new order with the same id releases the holds of that
 * checkout's earlier unpaid orders, so a guest who closes the payment window and pays again holds
 * their nights once. No zod here: the cart reads it in the browser's first load.
 */

export const CHECKOUT_ID_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export const CHECKOUT_ID_MESSAGE = "checkoutId must be 16 to 64 characters of A-Z, a-z, 0-9, _ and -";

export function isCheckoutId(value: unknown): value is string {
  return typeof value === "string" && CHECKOUT_ID_PATTERN.test(value);
}

/** A fresh id: 16 random bytes (128 bits) as 22 characters of base64url. */
export function newCheckoutId(random: (bytes: Uint8Array<ArrayBuffer>) => Uint8Array = (bytes) => crypto.getRandomValues(bytes)): string {
  const bytes = random(new Uint8Array(16));
  const text = btoa(String.fromCharCode(...bytes));
  return text.replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}
