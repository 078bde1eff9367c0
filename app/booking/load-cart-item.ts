/**
 * The cart item builders validate with zod, so booking forms load them when the visitor starts
 * using the form (call this on focus to warm it) rather than with the page (docs/decisions/030).
 */
export function loadCartItemBuilders() {
  return import("~/domain/cart/cart-item");
}
