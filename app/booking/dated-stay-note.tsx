import type { StayVerdict } from "~/domain/booking/stay-query";

/** A dated deep link's stay in words, as the loader puts it (app/booking/dated-stay-summary.ts). */
export type DatedStaySummary = { stay: string; book: string; verdict: StayVerdict };

/**
 * A dated deep link's stay at the top of a detail page, for a phone, where the booking card comes
 * far below (ADR 092): the dates, guests and total the link asked for, and a plain link down to
 * the card, or why those nights cannot be had. Wide screens show the card itself beside the page.
 */
export function DatedStayNote({ summary, cardId, className = "" }: { summary: DatedStaySummary; cardId: string; className?: string }) {
  return (
    <p className={`rounded-2xl bg-sand/70 px-4 py-3 text-sm leading-relaxed text-ink lg:hidden ${className}`}>
      {summary.stay}
      <br />
      {summary.verdict.status === "taken" ? (
        <span className="text-red-800">{summary.verdict.message}</span>
      ) : (
        <a href={`#${cardId}`} className="font-semibold text-primary-dark underline decoration-gold underline-offset-4">
          {summary.book}
        </a>
      )}
    </p>
  );
}
