import { useEffect } from "react";
import { toast as sonner, Toaster as SonnerToaster } from "sonner";
import { attachToastSink } from "./toast-queue";

export default function ToastHost() {
  useEffect(
    () =>
      attachToastSink(({ kind, title, description }) => {
        const options = { description };
        if (kind === "success") sonner.success(title, options);
        else if (kind === "error") sonner.error(title, options);
        else sonner.message(title, options);
      }),
    [],
  );
  // Below the site's bar (h-16, md:h-20), never over it: on a phone a toast spans the width, and
  // "added to cart" would otherwise cover the cart link a guest reaches for next.
  return (
    <SonnerToaster
      position="top-center"
      offset={{ top: 96 }}
      mobileOffset={{ top: 76 }}
      closeButton
      duration={6000}
      toastOptions={{ style: { fontFamily: "var(--font-sans)" } }}
    />
  );
}
