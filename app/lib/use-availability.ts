import { useEffect, useState } from "react";
import type { Availability } from "~/domain/availability/inventory";
import type { CalendarRange } from "./availability-client";

/**
 * The resort's calendar from GET /api/availability, fetched in the browser after hydration: pages
 * are cached at the edge and are the same for every visitor, so what is taken now is asked for
 * only once someone chooses dates.
 */

/** The inventory rules, loaded with the first calendar rather than with the page (first-load budget). */
type InventoryRules = typeof import("~/domain/availability/inventory");

/**
 * The calendar's client likewise (0.3 kB gzip off a stay page's first load). A booking form asks
 * for it on first focus (`preloadAvailability`), so it is in before the guest has picked dates.
 */
const availabilityClient = () => import("./availability-client");
export function preloadAvailability(): void {
  void availabilityClient();
}

export type AvailabilityState =
  | { status: "idle" | "loading" | "error"; availability: null; rules: null }
  | { status: "ready"; availability: Availability; rules: InventoryRules };

/**
 * The calendar for the given ranges (none: idle). `refresh` changes ask again (after the order
 * endpoint answered 409, say). A failed fetch leaves the form usable: the order endpoint decides.
 */
export function useAvailability(ranges: readonly CalendarRange[], refresh = 0): AvailabilityState {
  const key = ranges.map((r) => `${r.from}..${r.to}`).join(",");
  const [state, setState] = useState<AvailabilityState>({ status: "idle", availability: null, rules: null });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for `ranges`; `refresh` only triggers a new fetch
  useEffect(() => {
    if (ranges.length === 0) {
      setState({ status: "idle", availability: null, rules: null });
      return;
    }
    const controller = new AbortController();
    setState({ status: "loading", availability: null, rules: null });
    Promise.all([
      availabilityClient().then(({ fetchCalendars }) => fetchCalendars(ranges, controller.signal)),
      import("~/domain/availability/inventory"),
    ]).then(
      ([availability, rules]) => setState({ status: "ready", availability, rules }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        console.warn("Could not read availability:", error);
        setState({ status: "error", availability: null, rules: null });
      },
    );
    return () => controller.abort();
  }, [key, refresh]);

  return state;
}
