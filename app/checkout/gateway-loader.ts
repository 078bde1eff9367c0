import type { RazorpayConstructor } from "./razorpay";

/**
 * Loads the payment gateway's script on demand (docs/product.md#checkout, step 4), once: later calls
 * reuse the same promise. A failed load is forgotten, so the guest's next attempt tries again.
 * `src` comes from the order answer: Razorpay's checkout.js, or the sandbox gateway's stand-in.
 */

const loads = new Map<string, Promise<RazorpayConstructor>>();

export class GatewayLoadError extends Error {
  override readonly name = "GatewayLoadError";
}

export function loadPaymentGateway(src: string, timeoutMs = 20_000): Promise<RazorpayConstructor> {
  if (typeof window === "undefined") return Promise.reject(new GatewayLoadError("No window to load the gateway into"));
  const ready = window.Razorpay;
  if (ready) return Promise.resolve(ready);
  const pending = loads.get(src);
  if (pending) return pending;

  const load = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    const timer = window.setTimeout(() => fail(`The payment gateway did not load within ${timeoutMs} ms`), timeoutMs);
    function fail(message: string) {
      window.clearTimeout(timer);
      script.remove();
      loads.delete(src);
      reject(new GatewayLoadError(message));
    }
    script.onload = () => {
      window.clearTimeout(timer);
      if (window.Razorpay) resolve(window.Razorpay);
      else fail("The payment gateway script loaded without defining Razorpay");
    };
    script.onerror = () => fail(`The payment gateway script could not be loaded from ${src}`);
    document.head.appendChild(script);
  });
  loads.set(src, load);
  return load;
}
