import type { Locale } from "~/domain/i18n/locale";
import { useLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";
import { useId } from "react";
import type { ItineraryDay } from "~/catalogue/types";
import { ChevronDownIcon } from "./icons";

function dayLabel(day: ItineraryDay["day"], locale: Locale) {
  return typeof day === "number" ? m.retreat_day({ number: day }, { locale }) : day;
}

/**
 * 'Daily Itinerary': one day open at a time; the first is open to begin with. An exclusive
 * accordion of the platform's own: `<details>` sharing a `name`, so the browser opens a day and
 * closes the others in one frame, before the page has hydrated and without JavaScript, and tells
 * screen readers whether each is expanded. React renders it and never touches its state.
 */
export function ItineraryAccordion({ days }: { days: ItineraryDay[] }) {
  const name = useId();
  const locale = useLocale();
  return (
    <ol className="divide-y divide-linen overflow-hidden rounded-3xl border border-linen bg-white">
      {days.map((day, index) => (
        <li key={`${day.day}-${day.title}`}>
          <details name={name} open={index === 0} className="group">
            <summary className="flex w-full cursor-pointer list-none items-center gap-4 px-5 py-4 text-left transition-colors hover:bg-cream md:px-7 md:py-5 [&::-webkit-details-marker]:hidden">
              <h3 className="flex flex-1 items-center gap-4">
                <span className="w-20 shrink-0 text-xs font-semibold tracking-[0.18em] text-primary-dark uppercase">
                  {dayLabel(day.day, locale)}
                </span>{" "}
                <span className="flex-1 font-display text-xl text-ink md:text-2xl">{day.title}</span>
              </h3>
              <ChevronDownIcon className="shrink-0 text-primary-dark transition-transform group-open:rotate-180" />
            </summary>
            <div className="px-5 pb-6 md:px-7 md:pl-31">
              {day.description ? <p className="text-sm leading-relaxed text-muted">{day.description}</p> : null}
              {day.activities?.length ? (
                <ul className="mt-3 space-y-1.5 text-sm text-ink/85">
                  {day.activities.map((activity) => (
                    <li key={activity} className="flex gap-2">
                      <span aria-hidden className="mt-2 h-1.5 w-1.5 shrink-0 rounded-full bg-gold" />
                      {activity}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          </details>
        </li>
      ))}
    </ol>
  );
}
