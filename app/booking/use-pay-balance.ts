import { useCallback, useRef, useState } from "react";
import type { RazorpaySuccess } from "~/checkout/razorpay";
import { toast } from "~/components/toast";

/**
 * "Pay the balance" on the guest's booking page: the server makes the balance's payment order
 * (`POST /api/my-booking/:token/balance`, priced from the booking's own lines), then the same
 * payment window as the deposit opens, and the payment is verified like the deposit. Nothing of
 * the gateway loads before the click: its script, the payments client and this flow's code come
 * with it, so the page asks no third party for anything until the guest chooses to pay.
 */
const guestBookingClient = () => import("./guest-booking-client");
const paymentsClient = () => import("~/checkout/payments-client");
const gatewayLoader = () => import("~/checkout/gateway-loader");
const checkoutCopy = () => import("~/checkout/checkout-notices");
const paymentWindow = () => import("~/checkout/payment-window");

export function usePayBalance(input: { token: string; contact: { name?: string; email: string; phone: string }; onPaid: () => void }): {
  busy: boolean;
  pay(): Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const { token, contact, onPaid } = input;

  const finish = useCallback(() => {
    busyRef.current = false;
    setBusy(false);
  }, []);

  const complete = useCallback(
    async (payment: RazorpaySuccess) => {
      const result = await paymentsClient()
        .then(({ verifyPayment }) => verifyPayment(payment))
        .catch(() => ({ kind: "unreachable" as const }));
      const { CHECKOUT_NOTICES } = await checkoutCopy();
      if (result.kind === "verified") {
        toast.success("Payment Successful", "Your balance is paid. Thank you!");
        onPaid();
      } else {
        const [title, description] = result.kind === "rejected" ? CHECKOUT_NOTICES.verifyRejected : CHECKOUT_NOTICES.verifyCallFailed;
        toast.error(title, description);
      }
      finish();
    },
    [finish, onPaid],
  );

  const pay = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    let windowOpen = false;
    const [{ CHECKOUT_NOTICES }, { paymentWindowOptions }] = await Promise.all([checkoutCopy(), paymentWindow()]);
    try {
      const { createBalanceOrder } = await guestBookingClient();
      const created = await createBalanceOrder(token);
      if (!created.ok) {
        toast.error("Payment Error", created.error);
        return;
      }
      const { loadPaymentGateway } = await gatewayLoader();
      const Razorpay = await loadPaymentGateway(created.value.checkout_script).catch((error: unknown) => {
        console.warn(error);
        return null;
      });
      if (!Razorpay) {
        toast.error(...CHECKOUT_NOTICES.gatewayFailed);
        return;
      }
      const paymentWindow = new Razorpay(
        paymentWindowOptions({
          created: created.value,
          contact,
          origin: window.location.origin,
          handler: (payment) => void complete(payment),
          ondismiss: finish,
        }),
      );
      paymentWindow.on("payment.failed", () => toast.error(...CHECKOUT_NOTICES.paymentFailed));
      paymentWindow.open();
      windowOpen = true;
    } catch (error) {
      console.warn(error);
      toast.error(...CHECKOUT_NOTICES.orderFailed);
    } finally {
      if (!windowOpen) finish();
    }
  }, [token, contact, complete, finish]);

  return { busy, pay };
}
