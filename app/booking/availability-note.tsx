import { useMessageLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";
import type { AvailabilityState } from "~/lib/use-availability";

/**
 * A booking card's word on the chosen dates: checking, or free (what is taken is said as the
 * form's problem instead). Polite live region, so a screen reader hears the answer arrive.
 */
export function AvailabilityNote({
  status,
  available,
  availableText,
}: {
  status: AvailabilityState["status"];
  available: boolean;
  availableText: string;
}) {
  const inLocale = useMessageLocale();
  const text = status === "loading" ? m.common_checking_availability({}, inLocale) : status === "ready" && available ? availableText : "";
  return (
    <p aria-live="polite" className={`mt-3 min-h-5 text-sm ${status === "ready" ? "text-forest" : "text-muted"}`}>
      {text}
    </p>
  );
}
