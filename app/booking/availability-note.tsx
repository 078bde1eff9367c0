import type { AvailabilityState } from "~/lib/use-availability";

/**
 * A booking card's word on the chosen dates: checking, or free (what is taken is said as the
 * form's problem instead). Polite live region, so a screen reader hears the answer arrive.
 */
export function AvailabilityNote({
  status,
  available,
  availableText,
  checkingText,
}: {
  status: AvailabilityState["status"];
  available: boolean;
  availableText: string;
  checkingText: string;
}) {
  const text = status === "loading" ? checkingText : status === "ready" && available ? availableText : "";
  return (
    <p aria-live="polite" className={`mt-3 min-h-5 text-sm ${status === "ready" ? "text-forest" : "text-muted"}`}>
      {text}
    </p>
  );
}
