import { useCallback, useRef, useState } from "react";
import type { RazorpaySuccess } from "~/checkout/razorpay";
import { toast } from "~/components/toast";
import type { Locale } from "~/domain/i18n/locale";
import { m } from "~/paraglide/messages.js";

/**
 * "Pay the balance" on the guest's booking page: the server makes the balance's payment order
 * (`POST /api/my-booking/:token/balance`, priced from the booking's own lines), then the same
 * payment window as the deposit opens, and the payment is verified like the deposit. Nothing of
 * the gateway loads before the click: its script, the payments client and this flow's code come
 * with it, so the page asks no third party for anything until the guest chooses to pay. Its
 * notices come with the page's API client, in the page's language.
 */
const guestBookingClient = () => import("./guest-booking-client");
const paymentsClient = () => import("~/checkout/payments-client");
const gatewayLoader = () => import("~/checkout/gateway-loader");
const windowOptions = () => import("~/checkout/payment-window");

export function usePayBalance(input: {
  token: string;
  contact: { name?: string; email: string; phone: string };
  onPaid: () => void;
  locale: Locale;
}): {
  busy: boolean;
  pay(): Promise<void>;
} {
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);
  const { token, contact, onPaid, locale } = input;

  const finish = useCallback(() => {
    busyRef.current = false;
    setBusy(false);
  }, []);

  const complete = useCallback(
    async (payment: RazorpaySuccess) => {
      const [result, { guestBookingNotices }] = await Promise.all([
        paymentsClient()
          .then(({ verifyPayment }) => verifyPayment(payment))
          .catch(() => ({ kind: "unreachable" as const })),
        guestBookingClient(),
      ]);
      const notices = guestBookingNotices(locale);
      if (result.kind === "verified") {
        toast.success(...notices.paid);
        onPaid();
      } else {
        toast.error(...notices.unconfirmed);
      }
      finish();
    },
    [finish, onPaid, locale],
  );

  const pay = useCallback(async () => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    let windowOpen = false;
    const errorTitle = m.mybooking_pay_error_title({}, { locale });
    const { paymentWindowOptions } = await windowOptions();
    try {
      const { createBalanceOrder, guestBookingNotices } = await guestBookingClient();
      const notices = guestBookingNotices(locale);
      const created = await createBalanceOrder(token, locale);
      if (!created.ok) {
        toast.error(errorTitle, created.error);
        return;
      }
      const { loadPaymentGateway } = await gatewayLoader();
      const Razorpay = await loadPaymentGateway(created.value.checkout_script).catch((error: unknown) => {
        console.warn(error);
        return null;
      });
      if (!Razorpay) {
        toast.error(errorTitle, notices.windowFailed);
        return;
      }
      const paymentWindow = new Razorpay(
        paymentWindowOptions({
          created: created.value,
          locale,
          contact,
          origin: window.location.origin,
          handler: (payment) => void complete(payment),
          ondismiss: finish,
        }),
      );
      paymentWindow.on("payment.failed", () => toast.error(...notices.paymentFailed));
      paymentWindow.open();
      windowOpen = true;
    } catch (error) {
      console.warn(error);
      // The API client may be what failed to load: these words come with the page.
      toast.error(errorTitle, m.mybooking_pay_start_error({}, { locale }));
    } finally {
      if (!windowOpen) finish();
    }
  }, [token, contact, complete, finish, locale]);

  return { busy, pay };
}
