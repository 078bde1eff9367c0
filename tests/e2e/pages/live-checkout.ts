import type { FrameLocator, Page } from "@playwright/test";

/**
 * Razorpay Checkout's payment frame as a guest sees it in live mode. In the browser tests it is the
 * stand-in in tests/fakes/fake-razorpay-checkout.ts, served from the fake Razorpay's API origin
 * (the real one comes from api.razorpay.com), over the page that opened it.
 */

const PAYMENT_FRAME_TITLE = "Razorpay Checkout";

export function paymentFrameElement(page: Page) {
  return page.getByTitle(PAYMENT_FRAME_TITLE);
}

export function paymentFrame(page: Page): FrameLocator {
  return paymentFrameElement(page).contentFrame();
}
