import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstToast } from "./toast-queue";

/**
 * Toasts for the whole site. The toast library is loaded on first use, not with every page:
 * most visits never raise one, and it would otherwise ship in the initial JavaScript.
 */
export { toast } from "./toast-queue";

// Shown once the library's stylesheet has loaded too (toast-host.tsx), never unstyled.
const ToastHost = lazy(async () => {
  const host = await import("./toast-host");
  await host.stylesheetLoaded;
  return host;
});

export function Toaster() {
  const [active, setActive] = useState(false);
  useEffect(() => onFirstToast(() => setActive(true)), []);
  return active ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
