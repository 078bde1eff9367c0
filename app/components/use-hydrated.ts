import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while rendering on the server and while hydrating, true afterwards (and at once on later
 * client-side navigations). For what the server cannot know, such as the visitor's date: render
 * the neutral version until this is true, so hydration never sees a mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
