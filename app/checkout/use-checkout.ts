import { useCallback, useRef, useState } from "react";
import { useNavigate } from "react-router";
import type { CheckoutContact } from "~/domain/booking/checkout-contact";
import { useCart } from "~/cart/cart-provider";
import { toast } from "~/components/toast";
import { useLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * The payment step's code and its notices run only once the guest has given their contact
 * details, so they load then (./checkout-flow.ts), not with the cart page. `preload` fetches them
 * when the contact dialog opens, and `start` waits for them if they have not arrived yet.
 */
const loadCheckoutFlow = () => import("./checkout-flow");

/**
 * The payment step after the contact dialog (docs/product.md#checkout, steps 2-6; ./checkout-flow.ts).
 *
 * `busy` is true from the start until the flow ends: a failure, the guest closing the payment
 * window, or the confirmation page. A second start while busy is ignored, so nothing is ever
 * submitted twice.
 */
export function useCheckout({ onUnavailable }: { onUnavailable?: () => void } = {}): {
  busy: boolean;
  start(contact: CheckoutContact): Promise<void>;
  preload(): void;
} {
  const cart = useCart();
  const navigate = useNavigate();
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  // The latest cart, for callbacks the payment window calls later.
  const cartRef = useRef(cart);
  cartRef.current = cart;

  const finish = useCallback(() => {
    busyRef.current = false;
    setBusy(false);
  }, []);

  const start = useCallback(
    async (contact: CheckoutContact) => {
      if (busyRef.current) return;
      if (cartRef.current.items.length === 0) {
        toast.error(m.cart_empty_toast_title({}, { locale }), m.cart_empty_toast_text({}, { locale }));
        return;
      }
      busyRef.current = true;
      setBusy(true);
      let flow: Awaited<ReturnType<typeof loadCheckoutFlow>>;
      try {
        flow = await loadCheckoutFlow();
      } catch (error) {
        console.warn(error);
        toast.error(m.checkout_error_title({}, { locale }), m.checkout_error_order({}, { locale }));
        finish();
        return;
      }
      await flow.runCheckout({
        contact,
        locale,
        cart: () => cartRef.current,
        navigate: (path) => void navigate(path),
        onUnavailable,
        finish,
      });
    },
    [finish, navigate, onUnavailable, locale],
  );

  const preload = useCallback(() => void loadCheckoutFlow().catch(() => undefined), []);

  return { busy, start, preload };
}
