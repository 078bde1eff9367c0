import { useCallback, useRef, useState } from "react";
import type { RazorpaySuccess } from "~/checkout/razorpay";
import { toast } from "~/components/toast";
import { localeOfPath } from "~/domain/i18n/locale";

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
const windowOptions = () => import("~/checkout/payment-window");

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
      if (result.kind === "verified") {
        toast.success("Payment Successful", "Your balance is paid. Thank you!");
        onPaid();
      } else {
        toast.error("Payment not confirmed", "We could not confirm this payment. Please contact us before paying again.");
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
    const { paymentWindowOptions } = await windowOptions();
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
        toast.error("Payment Error", "The payment window could not be loaded. Please try again.");
        return;
      }
      const paymentWindow = new Razorpay(
        paymentWindowOptions({
          created: created.value,
          locale: localeOfPath(window.location.pathname),
          contact,
          origin: window.location.origin,
          handler: (payment) => void complete(payment),
          ondismiss: finish,
        }),
      );
      paymentWindow.on("payment.failed", () => toast.error("Payment Failed", "Your payment could not be processed."));
      paymentWindow.open();
      windowOpen = true;
    } catch (error) {
      console.warn(error);
      toast.error("Payment Error", "The payment could not be started. Please try again.");
    } finally {
      if (!windowOpen) finish();
    }
  }, [token, contact, complete, finish]);

  return { busy, pay };
}
