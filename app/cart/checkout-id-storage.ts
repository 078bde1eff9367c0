import { type CartLogger, type CartStorage, CHECKOUT_ID_STORAGE_KEY } from "~/cart/cart-storage";
import { isCheckoutId, newCheckoutId } from "~/domain/cart/checkout-id";

/**
 * The cart's checkout id in local storage (app/domain/cart/checkout-id.ts), sent with every order.
 * Loaded with the checkout's other code when the guest pays, not with every page.
 */

/** The id when storage cannot keep one: one checkout for this page's life. */
let unsavedCheckoutId: string | null = null;

/** The cart's checkout id, made (and saved beside the cart) the first time an order needs one. */
export function checkoutIdOf(storage: CartStorage | null, logger: CartLogger = console): string {
  try {
    const stored = storage?.getItem(CHECKOUT_ID_STORAGE_KEY);
    if (isCheckoutId(stored)) return stored;
  } catch (error) {
    logger.warn("The checkout id could not be read; using one for this visit.", error);
  }
  const id = unsavedCheckoutId ?? newCheckoutId();
  unsavedCheckoutId = id;
  if (!storage) return id;
  try {
    storage.setItem(CHECKOUT_ID_STORAGE_KEY, id);
    unsavedCheckoutId = null;
  } catch (error) {
    logger.warn("The checkout id could not be saved; it lasts for this visit only.", error);
  }
  return id;
}
