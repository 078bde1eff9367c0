import type { CancellationDeadline } from "~/domain/booking/cancellation-policy";
import { useMessageLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";

/**
 * The cancellation policy where a guest decides or looks back: this booking's (or this cart's)
 * deadlines still to come, as absolute times in India, then the terms they come from. The same
 * words in the cart beside 'Proceed to Payment' and on the confirmation page. The terms come as
 * sentences (cancellationTermsText), so a page can write them on the server and load none of the
 * policy's rules in the browser.
 */
export function CancellationPolicyNote({
  terms,
  deadlines,
  now,
  headingId,
  headingLevel = 3,
  className = "",
}: {
  terms: readonly string[];
  deadlines: readonly CancellationDeadline[];
  /** The instant the page is about: deadlines before it are left out. */
  now: Date;
  headingId: string;
  /** 3 inside a summary (the cart's), 2 as a section of its own page. */
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const inLocale = useMessageLocale();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const upcoming = deadlines.filter((deadline) => Date.parse(deadline.until) > now.getTime());
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className="font-sans text-[0.7rem] font-semibold tracking-[0.2em] text-muted uppercase">
        {m.checkout_policy_heading({}, inLocale)}
      </Heading>
      {upcoming.length ? (
        <ul className="mt-2 space-y-1 text-sm font-semibold text-ink">
          {upcoming.map((deadline) => (
            <li key={deadline.until}>{deadline.text}</li>
          ))}
          <li className="font-normal text-muted">{m.checkout_policy_no_refund_after({}, inLocale)}</li>
        </ul>
      ) : (
        <p className="mt-2 text-sm text-ink">{m.checkout_policy_nothing_refunded({}, inLocale)}</p>
      )}
      <details className="group mt-2 text-xs leading-relaxed text-muted">
        <summary className="cursor-pointer font-semibold text-primary-dark underline-offset-4 hover:underline">
          {m.checkout_policy_how_refunds_work({}, inLocale)}
        </summary>
        <ul className="mt-2 list-disc space-y-1 pl-4">
          {terms.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      </details>
    </section>
  );
}
