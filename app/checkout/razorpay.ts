/**
 * The browser side of Razorpay Standard Checkout (checkout.js), as far as this site uses it:
 * `new Razorpay(options).open()`, `on('payment.failed', ...)`, `options.handler` on success and
 * `options.modal.ondismiss` when the guest closes the window. The sandbox gateway's script
 * exposes the same interface.
 */

export type RazorpaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

type RazorpayFailure = {
  error: {
    code?: string;
    description?: string;
    source?: string;
    step?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
};

export type RazorpayOptions = {
  key: string;
  /** In paise. */
  amount: number;
  currency: string;
  name: string;
  description: string;
  image: string;
  order_id: string;
  prefill: { name?: string; email: string; contact: string };
  theme: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void; confirm_close?: boolean };
};

interface RazorpayInstance {
  open(): void;
  close?(): void;
  on(event: "payment.failed", callback: (response: RazorpayFailure) => void): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}
