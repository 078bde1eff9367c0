/**
 * The site's toast queue: pages raise toasts here at any time; the toast host (loaded on first
 * use, see toast.tsx) drains it once mounted.
 */
type ToastKind = "success" | "error" | "info";
export type ToastMessage = { kind: ToastKind; title: string; description?: string };

let sink: ((message: ToastMessage) => void) | null = null;
const queue: ToastMessage[] = [];
const requestListeners = new Set<() => void>();
let requested = false;

function show(message: ToastMessage) {
  if (sink) return sink(message);
  queue.push(message);
  if (!requested) {
    requested = true;
    for (const listener of requestListeners) listener();
  }
}

export const toast = {
  success: (title: string, description?: string) => show({ kind: "success", title, description }),
  /** The destructive variant: failures the guest must notice. */
  error: (title: string, description?: string) => show({ kind: "error", title, description }),
  info: (title: string, description?: string) => show({ kind: "info", title, description }),
};

/** Calls `listener` once a first toast is raised (at once if one already was); returns an unsubscribe. */
export function onFirstToast(listener: () => void): () => void {
  if (requested) listener();
  requestListeners.add(listener);
  return () => {
    requestListeners.delete(listener);
  };
}

/** Called by the loaded toast host once it is mounted; replays what was raised while loading. */
export function attachToastSink(next: (message: ToastMessage) => void) {
  sink = next;
  for (const message of queue.splice(0)) next(message);
  return () => {
    if (sink === next) sink = null;
  };
}
