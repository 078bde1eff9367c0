import { createContext, type ReactNode, Suspense, useContext, useEffect, useLayoutEffect, useRef } from "react";

const SectionMountedContext = createContext<(() => void) | null>(null);

/**
 * A section whose code arrives after the page has hydrated: a lazy component behind Suspense, whose
 * server HTML React keeps until the code is there. A tap on one of its buttons meanwhile reaches
 * no handler, and React does not repeat it. This wrapper hydrates with the page, keeps the last
 * such tap on a script-only button (as the page's starter does before hydration) and repeats it
 * once the section has mounted (`useLateSectionMounted`), so the tap is not lost. It adds no box
 * (`display: contents`).
 */
export function LateSection({ children }: { children: ReactNode }) {
  const box = useRef<HTMLDivElement>(null);
  const state = useRef<{ mounted: boolean; tapped: HTMLElement | null }>({ mounted: false, tapped: null });
  // One function for the section's lifetime: a new context value would reach the section before it
  // has hydrated, and an update there makes React drop its server HTML.
  const onMounted = useRef(() => {
    state.current.mounted = true;
    const tapped = state.current.tapped;
    state.current.tapped = null;
    // After the commit that hydrated the section, so that its handlers are in place.
    if (tapped) queueMicrotask(() => tapped.isConnected && tapped.click());
  }).current;
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const keep = (event: MouseEvent) => {
      if (state.current.mounted) return;
      const button = event.target instanceof Element ? event.target.closest("button") : null;
      // Only buttons that do nothing without script: a form's submit button posts the form anyway.
      if (button && element.contains(button) && (button.type === "button" || !button.form)) state.current.tapped = button;
    };
    element.addEventListener("click", keep, true);
    return () => element.removeEventListener("click", keep, true);
  }, []);
  return (
    <div ref={box} className="contents">
      <SectionMountedContext.Provider value={onMounted}>
        <Suspense>{children}</Suspense>
      </SectionMountedContext.Provider>
    </div>
  );
}

/**
 * Called by the section's own component: it has mounted (hydrated), and a kept tap may be repeated.
 * A layout effect: when a tap itself makes React hydrate the section (its code has arrived, but
 * React had not got to it), React does so at once, before the tap reaches this wrapper or the
 * section's handler, which then handles it; the wrapper must already know, or it would repeat it.
 */
export function useLateSectionMounted(): void {
  const onMounted = useContext(SectionMountedContext);
  useLayoutEffect(() => {
    onMounted?.();
  }, [onMounted]);
}
