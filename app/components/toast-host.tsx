import { useEffect } from "react";
import { toast as sonner, Toaster as SonnerToaster } from "sonner";
import sonnerStylesheet from "sonner/dist/styles.css?url";
import { attachToastSink } from "./toast-queue";

/**
 * The toast library's stylesheet, as a file of the site's own (CSP `style-src 'self'`). The library
 * would insert it as an inline `<style>` when imported, which the policy could only allow by hash,
 * about 110 bytes in every document's headers for a stylesheet most visits never use; the client
 * build leaves that insertion out (vite.config.ts). Settles once the file has loaded or failed: a
 * toast is shown either way, after it rather than unstyled.
 */
export const stylesheetLoaded = new Promise<void>((resolve) => {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = sonnerStylesheet;
  link.addEventListener("load", () => resolve(), { once: true });
  link.addEventListener("error", () => resolve(), { once: true });
  document.head.appendChild(link);
});

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
