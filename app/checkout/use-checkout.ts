import { useCallback, useState } from "react";
import type { CheckoutContact } from "~/booking/checkout-contact";
import { toast } from "~/components/toast";

/**
 * The payment step after the contact dialog (SPEC 4 'Checkout', steps 2-6). Until online payment
 * is connected, it tells the guest how to complete the booking instead.
 */
export function useCheckout(): { busy: boolean; start(contact: CheckoutContact): Promise<void> } {
  const [busy] = useState(false);
  const start = useCallback(async (_contact: CheckoutContact) => {
    toast.info("Online payment is being set up", "Please contact us to complete your booking.");
  }, []);
  return { busy, start };
}
