import { type Metric, onCLS, onINP, onLCP } from "web-vitals";
import { isVitalsRoute, routePatternOf, type VitalsRoute } from "~/domain/vitals/routes";

/** Where samples go (workers/api/vitals.ts). */
const VITALS_ENDPOINT = "/api/vitals";

/**
 * Reports this page load's LCP, INP and CLS for `route` (a pattern, never the URL), each once
 * web-vitals has its final value (usually when the page is hidden). sendBeacon survives the page
 * closing; the Blob's type makes it JSON, which the endpoint requires. Loaded with import() after
 * hydration by the sampled page loads only, so it costs the first load nothing.
 */
function reportVitals(route: VitalsRoute): void {
  const send = ({ name, value, rating }: Metric) => {
    if (name !== "LCP" && name !== "INP" && name !== "CLS") return;
    const body = new Blob([JSON.stringify({ route, metric: name, value, rating })], { type: "application/json" });
    try {
      if (navigator.sendBeacon?.(VITALS_ENDPOINT, body)) return;
    } catch {
      // fall through to fetch
    }
    void fetch(VITALS_ENDPOINT, { method: "POST", body, keepalive: true }).catch(() => undefined);
  };
  onLCP(send);
  onINP(send);
  onCLS(send);
}

/** Reports for the page at `pathname` with `params`, if its route pattern is one the endpoint accepts. */
export function reportVitalsFor(pathname: string, params: Readonly<Record<string, string | undefined>>): void {
  const route = routePatternOf(pathname, params);
  if (isVitalsRoute(route)) reportVitals(route);
}
