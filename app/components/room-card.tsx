import type { DetailedRoomCardData, RoomCardData } from "~/catalogue/cards";
import { formatMoney } from "~/domain/money/money";
import { LocalizedLink } from "~/i18n/localized-link";
import { useLocale } from "~/i18n/use-locale";
import { m } from "~/paraglide/messages.js";
import { ResponsiveImage } from "./responsive-image";

/** The labels a detailed card shows, the same for every room. */
const FEATURE_LABELS = [
  ["wifi", m.rooms_feature_wifi],
  ["bath", m.rooms_feature_private_bath],
  ["views", m.rooms_feature_views],
] as const;

/**
 * A room in a grid: the whole card links to the room. `detailed` adds the labels and scents.
 * `headingLevel` follows the page outline: 2 where the grid sits straight under the page's h1.
 * `priority` for a card whose picture is the page's largest paint (the first of the room list).
 */
export function RoomCard(
  props: ({ room: RoomCardData; detailed?: false } | { room: DetailedRoomCardData; detailed: true }) & {
    headingLevel?: 2 | 3;
    priority?: boolean;
  },
) {
  const { room, headingLevel = 3, priority = false } = props;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const locale = useLocale();
  return (
    <LocalizedLink
      to={`/rooms/${room.id}`}
      className="group flex flex-col overflow-hidden rounded-3xl border border-linen bg-white shadow-[0_24px_60px_-40px_rgba(43,36,32,0.45)] transition-shadow hover:shadow-[0_30px_70px_-35px_rgba(43,36,32,0.55)]"
    >
      <div className="relative aspect-[16/10] overflow-hidden">
        <ResponsiveImage
          image={room.image}
          priority={priority}
          sizes="(min-width: 1024px) 25vw, (min-width: 640px) 45vw, 100vw"
          className="h-full w-full object-cover transition-transform duration-700 group-hover:scale-105"
        />
        <span className="absolute top-4 right-4 rounded-full bg-forest/90 px-3 py-1 text-xs font-semibold text-white">
          {m.common_per_night({ price: formatMoney(room.price, undefined, { locale }) }, { locale })}
        </span>
      </div>
      <div className="flex flex-1 flex-col p-6">
        <Heading className="text-2xl font-medium text-ink">{room.name}</Heading>
        <p className="mt-2 line-clamp-3 text-sm leading-relaxed text-muted">{room.description}</p>
        {props.detailed ? (
          <>
            <ul className="mt-4 flex flex-wrap gap-2" aria-label={m.common_features({}, { locale })}>
              {FEATURE_LABELS.map(([key, label]) => (
                <li key={key} className="rounded-full bg-sand px-3 py-1 text-xs font-medium text-primary-dark">
                  {label({}, { locale })}
                </li>
              ))}
            </ul>
            <p className="mt-4 text-xs tracking-wide text-muted">
              <span className="font-semibold text-primary-dark">{m.common_scents({}, { locale })}</span> {props.room.scents.join(" · ")}
            </p>
          </>
        ) : null}
      </div>
    </LocalizedLink>
  );
}
