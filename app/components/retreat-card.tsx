import type { RetreatCardData } from "~/catalogue/cards";
import { formatMoney } from "~/domain/money/money";
import { LocalizedLink } from "~/i18n/localized-link";
import { useLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";
import { buttonClasses } from "./button";
import { ResponsiveImage } from "./responsive-image";

/**
 * A retreat in a grid; inside a `stagger-*` grid the cards rise in one after another. `priority`
 * for a card whose picture is the page's largest paint (the first of the retreat list).
 */
export function RetreatCard({
  retreat,
  headingLevel = 3,
  priority = false,
}: {
  retreat: RetreatCardData;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const locale = useLocale();
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-3xl border border-linen bg-white shadow-[0_24px_60px_-40px_rgba(43,36,32,0.45)]">
      <div className="relative aspect-[16/10] overflow-hidden">
        <ResponsiveImage
          image={retreat.image}
          priority={priority}
          sizes="(min-width: 1024px) 30vw, (min-width: 640px) 45vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
        <span className="absolute top-4 left-4 rounded-full bg-cream/95 px-3 py-1 text-xs font-semibold tracking-wide text-forest">
          {retreat.duration}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6 md:p-7">
        <Heading className="text-2xl leading-snug font-medium text-ink">{retreat.title}</Heading>
        <p className="mt-3 line-clamp-3 flex-1 text-sm leading-relaxed text-muted">{retreat.description}</p>
        <div className="mt-6 flex items-end justify-between gap-4">
          <p className="text-sm text-muted">
            {m.common_from({}, { locale })}{" "}
            <span className="font-display text-2xl font-semibold text-primary-dark">
              {formatMoney(retreat.price, undefined, { locale })}
            </span>
            <span className="block text-xs">{m.common_per_person({}, { locale })}</span>
          </p>
          <LocalizedLink
            to={`/retreats/${retreat.id}`}
            className={buttonClasses("primary", "sm")}
            aria-label={m.common_view_details_of({ title: retreat.title }, { locale })}
          >
            {m.common_view_details({}, { locale })}
          </LocalizedLink>
        </div>
      </div>
    </article>
  );
}
