/**
 * The checkout's notices (docs/product.md#checkout-notices), apart from the rest of its copy so the
 * guest's booking page can load them when its guest pays, without the cart's own code.
 */

/** The checkout's notices, verbatim: [title, description]. */
export const CHECKOUT_NOTICES = {
  orderFailed: ["Payment Error", "Failed to initialize payment. Please try again."],
  gatewayFailed: ["Payment Error", "Failed to load payment gateway."],
  verifyCallFailed: ["Verification Error", "Could not verify payment. Please contact support."],
  verifyRejected: ["Payment Verification Failed", "Please contact support."],
  paymentFailed: ["Payment Failed", "Payment could not be processed."],
  contactNotSaved: ["Note", "Contact details will be sent with payment confirmation"],
  contactSaved: ["Contact details saved!"],
  paid: ["Payment Successful", "Your booking has been confirmed!"],
  /** Not in the spec: the payment met dates another guest took after its hold lapsed (the server's words follow). */
  datesTaken: ["Your dates are no longer available"],
  /** Not in the spec: the server priced the cart differently (409); the cart now shows its figures. */
  pricesUpdated: ["Prices updated", "Your cart now shows the current prices. Please review the new total and try again."],
} as const satisfies Record<string, readonly [string, string?]>;
