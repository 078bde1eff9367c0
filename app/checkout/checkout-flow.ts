import type { CartContextValue } from "~/cart/cart-provider";
import { browserCartStorage } from "~/cart/cart-storage";
import { toast } from "~/components/toast";
import type { CheckoutContact } from "~/domain/booking/checkout-contact";
import type { CartItem } from "~/domain/cart/cart-item";
import { BOOKING_CONTACT_STATUS } from "~/domain/forms/form-constants";
import { type Locale, localeOfPath, localizePath } from "~/domain/i18n/locale";
import { PAYMENT_CURRENCY, paymentAmountInr } from "~/domain/money/money";
import { postForm } from "~/forms/form-client";
import { bookingDetailsText, checkoutNotices, orderRefusalNotice, verifyRefusalNotice } from "./checkout-copy";
import type { RazorpaySuccess } from "./razorpay";

type Notice = readonly [title: string, description?: string];
type Notices = ReturnType<typeof checkoutNotices>;
const showError = ([title, description]: Notice) => toast.error(title, description);

// The calls to the payments API and the gateway's loader run only once the guest pays: they load then.
const paymentsClient = () => import("./payments-client");
const gatewayLoader = () => import("./gateway-loader");
const checkoutIdStorage = () => import("~/cart/checkout-id-storage");
// The payment window's options too: the guest's booking page opens the same window, and a module
// both load on demand stays out of every page's first load.
const windowModule = () => import("./payment-window");

export type CheckoutRun = {
  contact: CheckoutContact;
  locale: Locale;
  /** The cart as it is now: the payment window calls back later. */
  cart: () => CartContextValue;
  navigate: (path: string) => void;
  onUnavailable?: () => void;
  /** Ends the flow: the guest can start again. */
  finish: () => void;
};

/**
 * The payment step after the contact dialog (docs/product.md#checkout, steps 2-6), for
 * `useCheckout`, which loads it when the dialog opens: pre-payment form post (a failure only shows
 * a note) -> payment order, priced by the server -> the gateway script, loaded on demand -> the
 * payment window -> verify -> success notice, cart cleared, confirmation page. Every failure shows
 * its notice (#checkout-notices). The second form post, after payment, is not made: the server
 * tells the resort about the paid booking, from the booking it stored
 * (docs/decisions/062-payment-lifecycle.md). `finish` is called once the flow ends: a failure,
 * the guest closing the payment window, or the confirmation page.
 */
export async function runCheckout(run: CheckoutRun): Promise<void> {
  const { contact, locale, cart, onUnavailable, finish } = run;
  const notices = checkoutNotices(locale);
  const items = cart().items;
  let windowOpen = false;
  try {
    const saved = await postForm("booking", {
      email: contact.email,
      phone: contact.phone,
      bookingDetails: bookingDetailsText(items),
      status: BOOKING_CONTACT_STATUS,
      submittedAt: new Date().toISOString(),
    });
    if (saved.ok) toast.success(notices.contactSaved[0]);
    else toast.info(...notices.contactNotSaved);

    const [{ createPaymentOrder }, { checkoutIdOf }] = await Promise.all([paymentsClient(), checkoutIdStorage()]);
    const created = await createPaymentOrder({
      userDetails: contact,
      cartItems: items,
      amount: paymentAmountInr(items),
      currency: PAYMENT_CURRENCY,
      // One id per cart: this order releases the holds of the cart's earlier unpaid orders.
      checkoutId: checkoutIdOf(browserCartStorage()),
      // The guest's e-mails are written in the language of the page they book on.
      locale: localeOfPath(window.location.pathname),
    });
    if (created.kind === "repriced") {
      await showServerPrices(created.cartItems, cart().replaceItems, notices);
      return;
    }
    if (created.kind === "refused") {
      showError(orderRefusalNotice(created.error, locale));
      return;
    }
    if (created.kind === "failed") {
      showError(notices.orderFailed);
      // A 409 may mean nights went to someone else meanwhile: the cart looks again and flags them.
      onUnavailable?.();
      return;
    }

    const { paymentWindowOptions } = await windowModule();
    let Razorpay: Awaited<ReturnType<typeof import("./gateway-loader").loadPaymentGateway>>;
    try {
      const { loadPaymentGateway } = await gatewayLoader();
      Razorpay = await loadPaymentGateway(created.order.checkout_script);
    } catch (error) {
      console.warn(error);
      showError(notices.gatewayFailed);
      return;
    }

    const paymentWindow = new Razorpay(
      paymentWindowOptions({
        created: created.order,
        locale,
        contact,
        origin: window.location.origin,
        handler: (payment) => void completePayment(payment, run, notices),
        ondismiss: finish,
      }),
    );
    // The window stays open after a failed attempt so the guest can try again; the flow
    // ends when they close it (ondismiss) or a retry succeeds (handler).
    paymentWindow.on("payment.failed", () => showError(notices.paymentFailed));
    paymentWindow.open();
    windowOpen = true;
  } catch (error) {
    console.warn(error);
    showError(notices.orderFailed);
  } finally {
    if (!windowOpen) finish();
  }
}

async function completePayment(payment: RazorpaySuccess, { cart, navigate, locale, onUnavailable, finish }: CheckoutRun, notices: Notices) {
  const result = await paymentsClient()
    .then(({ verifyPayment }) => verifyPayment(payment))
    .catch(() => ({ kind: "unreachable" as const }));
  if (result.kind !== "verified") {
    showError(result.kind === "rejected" ? verifyRefusalNotice(result, locale) : notices.verifyCallFailed);
    // A refusal may mean the dates went to someone else while paying: the cart looks again.
    onUnavailable?.();
    finish();
    return;
  }
  const [title, description] = notices.paid;
  toast.success(title, description);
  cart().clear();
  const { confirmationPath } = await windowModule();
  navigate(localizePath(confirmationPath(payment.razorpay_payment_id, payment.razorpay_order_id), locale));
  finish();
}

/** 409 from order creation: the cart takes the server's prices and says so; nothing is charged. */
async function showServerPrices(cartItems: unknown, replaceItems: (items: CartItem[]) => void, notices: Notices) {
  // The stored-cart parser brings zod, which the cart page does not otherwise load.
  const { parseStoredCart } = await import("~/cart/stored-cart");
  const { items } = parseStoredCart(JSON.stringify(cartItems ?? null));
  if (items.length === 0) {
    showError(notices.orderFailed);
    return;
  }
  replaceItems(items);
  toast.info(...notices.pricesUpdated);
}
