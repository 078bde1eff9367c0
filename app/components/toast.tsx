import { lazy, Suspense, useEffect, useState } from "react";
import { onFirstToast } from "./toast-queue";

/**
 * Toasts for the whole site. The toast library is loaded on first use, not with every page:
 * most visits never raise one, and it would otherwise ship in the initial JavaScript.
 */
export { toast } from "./toast-queue";

const ToastHost = lazy(() => import("./toast-host"));

export function Toaster() {
  const [active, setActive] = useState(false);
  useEffect(() => onFirstToast(() => setActive(true)), []);
  return active ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
