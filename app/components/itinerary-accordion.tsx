import { useId, useState } from "react";
import type { ItineraryDay } from "~/catalogue/types";
import { ChevronDownIcon } from "./icons";

function dayLabel(day: ItineraryDay["day"]) {
  return typeof day === "number" ? `Day ${day}` : day;
}

/** 'Daily Itinerary': one day open at a time; the first is open to begin with. */
export function ItineraryAccordion({ days }: { days: ItineraryDay[] }) {
  const [open, setOpen] = useState<number | null>(0);
  const baseId = useId();
  return (
    <ol className="divide-y divide-linen overflow-hidden rounded-3xl border border-linen bg-white">
      {days.map((day, index) => {
        const isOpen = open === index;
        const panelId = `${baseId}-panel-${index}`;
        const buttonId = `${baseId}-button-${index}`;
        return (
          <li key={`${day.day}-${day.title}`}>
            <h3>
              <button
                id={buttonId}
                type="button"
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => setOpen(isOpen ? null : index)}
                className="flex w-full items-center gap-4 px-5 py-4 text-left transition-colors hover:bg-cream md:px-7 md:py-5"
              >
                <span className="w-20 shrink-0 text-xs font-semibold tracking-[0.18em] text-primary-dark uppercase">
                  {dayLabel(day.day)}
                </span>
                <span className="flex-1 font-display text-xl text-ink md:text-2xl">{day.title}</span>
                <ChevronDownIcon className={`shrink-0 text-primary-dark transition-transform ${isOpen ? "rotate-180" : ""}`} />
              </button>
            </h3>
            {/* biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA accordion pattern puts role=region on the panel itself */}
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen} className="px-5 pb-6 md:px-7 md:pl-31">
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
          </li>
        );
      })}
    </ol>
  );
}
