import { lazy, Suspense, useEffect, useState } from "react";

/**
 * Toasts for the whole site. The toast library is loaded on first use, not with every page:
 * most visits never raise one, and it would otherwise ship in the initial JavaScript.
 */
export type ToastKind = "success" | "error" | "info";
export type ToastMessage = { kind: ToastKind; title: string; description?: string };

let sink: ((message: ToastMessage) => void) | null = null;
const queue: ToastMessage[] = [];
const wakeListeners = new Set<() => void>();
let requested = false;

function show(message: ToastMessage) {
  if (sink) return sink(message);
  queue.push(message);
  if (!requested) {
    requested = true;
    for (const wake of wakeListeners) wake();
  }
}

export const toast = {
  success: (title: string, description?: string) => show({ kind: "success", title, description }),
  /** The destructive variant: failures the guest must notice. */
  error: (title: string, description?: string) => show({ kind: "error", title, description }),
  info: (title: string, description?: string) => show({ kind: "info", title, description }),
};

/** Called by the loaded toast host once it is mounted; replays what was raised while loading. */
export function attachToastSink(next: (message: ToastMessage) => void) {
  sink = next;
  for (const message of queue.splice(0)) next(message);
  return () => {
    if (sink === next) sink = null;
  };
}

const ToastHost = lazy(() => import("./toast-host"));

export function Toaster() {
  const [active, setActive] = useState(false);
  useEffect(() => {
    if (requested) setActive(true);
    const wake = () => setActive(true);
    wakeListeners.add(wake);
    return () => {
      wakeListeners.delete(wake);
    };
  }, []);
  return active ? (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  ) : null;
}
