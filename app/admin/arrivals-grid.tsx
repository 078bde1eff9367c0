import { Link } from "react-router";
import { BOOKING_SOURCE_LABELS } from "~/domain/booking/booking-source";
import type { ArrivalsView, NightBlock, RoomOccupant } from "~/domain/staff/arrivals";
import { dayParts, formatDay } from "./staff-format";

/**
 * The arrivals calendar: rooms down the side, nights across, each stay a coloured bar that starts
 * with the guest's name on the night they arrive; an unpaid hold that has not lapsed is a grey bar
 * marked "Hold"; a night closed by a block is a dark bar with the block's reason, or "Channel: <feed>"
 * for a night a channel's calendar has taken. Two stays (or a stay and a block) in one room on one
 * night show red.
 * No inline styles (the CSP forbids them): colours come from a fixed set of classes.
 */

const STAY_COLOURS = [
  "bg-emerald-700 text-white",
  "bg-sky-700 text-white",
  "bg-violet-700 text-white",
  "bg-rose-700 text-white",
  "bg-teal-700 text-white",
  "bg-indigo-700 text-white",
  "bg-amber-800 text-white",
  "bg-fuchsia-800 text-white",
] as const;

/** The same booking has the same colour in every cell and row. */
function stayColour(orderId: string): string {
  let hash = 0;
  for (const ch of orderId) hash = (hash * 31 + ch.charCodeAt(0)) >>> 0;
  return STAY_COLOURS[hash % STAY_COLOURS.length] as string;
}

const firstName = (guest: string) => (guest.includes("@") ? (guest.split("@")[0] as string) : (guest.split(/\s+/)[0] as string));

function BlockCell({
  room,
  night,
  block,
  first,
  column,
}: {
  room: string;
  night: string;
  block: NightBlock;
  first: boolean;
  column: string;
}) {
  const channel = block.blockId === null;
  const shape = `${block.starts ? "ml-0.5 rounded-l-md" : ""} ${block.ends ? "mr-0.5 rounded-r-md" : ""}`;
  // A label is longer than a night's cell: while the block goes on, it runs on over the block's
  // next cells (above them, below the sticky room names); on its last night it is cut.
  const className = `flex h-10 items-center px-1.5 text-[11px] leading-tight font-semibold whitespace-nowrap text-white ${
    block.ends ? "overflow-hidden" : ""
  } ${channel ? "bg-cyan-900" : "bg-stone-600"} ${shape}`;
  const label = `${room}, ${formatDay(night)}: ${channel ? block.label : `blocked, ${block.label}`}`;
  const text = block.starts || first ? <span className="relative z-[5]">{block.label}</span> : null;
  return (
    <td className={`h-11 border-b border-stone-100 p-0 py-0.5 ${column}`}>
      {channel ? (
        <span className={className} title={label} role="img" aria-label={label}>
          {text}
        </span>
      ) : (
        <Link to="/admin/calendar" className={className} title={label} aria-label={label}>
          {text}
        </Link>
      )}
    </td>
  );
}

function RoomCell({
  room,
  night,
  occupants,
  blocks = [],
  first,
  today,
}: {
  room: string;
  night: string;
  occupants: RoomOccupant[];
  blocks?: NightBlock[];
  first: boolean;
  today: boolean;
}) {
  const column = today ? "bg-gold/10" : "";
  if (occupants.length === 0 && blocks.length === 1) {
    return <BlockCell room={room} night={night} block={blocks[0] as NightBlock} first={first} column={column} />;
  }
  if (occupants.length === 0 && blocks.length === 0) {
    return (
      <td className={`h-11 border-b border-l border-stone-100 p-0 ${column}`}>
        <span className="sr-only">{`${room}, ${formatDay(night)}: free`}</span>
      </td>
    );
  }
  // A block beside a stay is a double booking too (a channel's calendar took a night sold here).
  const who = [...occupants.map((o) => o.guest), ...blocks.map((b) => b.label)];
  if (who.length > 1) {
    return (
      <td className={`h-11 border-b border-l border-stone-100 p-0.5 ${column}`}>
        <Link
          to={`/admin/bookings?from=${night}&to=${night}`}
          className="flex h-10 items-center justify-center rounded-md bg-red-700 text-[11px] font-bold text-white"
          title={`${room}, ${formatDay(night)}: ${who.join(" and ")} — double-booked`}
        >
          ×{who.length}
          <span className="sr-only">{`${room}, ${formatDay(night)}: double-booked, ${who.join(" and ")}`}</span>
        </Link>
      </td>
    );
  }
  const stay = occupants[0] as RoomOccupant;
  const colour = stay.kind === "hold" ? "bg-stone-300 text-ink" : stayColour(stay.orderId);
  const shape = `${stay.arrives ? "ml-0.5 rounded-l-md" : ""} ${stay.leavesNext ? "mr-0.5 rounded-r-md" : ""}`;
  const taken = stay.source === "online" ? "" : ` (${BOOKING_SOURCE_LABELS[stay.source].toLowerCase()})`;
  const label = `${room}, ${formatDay(night)}: ${stay.guest}${taken}${stay.kind === "hold" ? " (held, not paid)" : ""}${stay.arrives ? ", arrives" : ""}`;
  return (
    <td className={`h-11 border-b border-stone-100 p-0 py-0.5 ${column}`}>
      <Link
        to={`/admin/bookings/${stay.orderId}`}
        className={`flex h-10 items-center overflow-hidden px-1.5 text-[11px] leading-tight font-semibold whitespace-nowrap ${colour} ${shape}`}
        title={label}
        aria-label={label}
      >
        {stay.arrives || first ? `${stay.kind === "hold" ? "Hold: " : ""}${firstName(stay.guest)}` : ""}
      </Link>
    </td>
  );
}

/** Places on a night taken by unpaid holds. */
const heldPlaces = (entry: ArrivalsView["retreatPlaces"]["nights"][string] | undefined) =>
  (entry?.stays ?? []).filter((s) => s.kind === "hold").reduce((sum, s) => sum + s.places, 0);

function placesTone(left: number, capacity: number): string {
  if (left === 0) return "bg-red-100 text-red-900";
  if (left < capacity) return "bg-amber-100 text-amber-900";
  return "bg-stone-50 text-muted";
}

export function ArrivalsGrid({ view, today }: { view: ArrivalsView; today: string }) {
  return (
    // `relative`: the visually hidden cell texts are absolutely positioned; without it they escape
    // the scrolling box and widen the whole page on a phone.
    <div className="relative overflow-x-auto rounded-xl border border-stone-200 bg-white">
      <table className="w-full table-fixed border-separate border-spacing-0 text-sm">
        <caption className="sr-only">
          Rooms and retreat places, {formatDay(view.from)} to {formatDay(view.to)}
        </caption>
        <thead>
          <tr>
            <th
              scope="col"
              className="sticky left-0 z-10 w-24 min-w-24 border-b border-stone-200 bg-white px-2 py-2 text-left text-xs text-muted md:w-40 md:min-w-40 md:px-3"
            >
              Room
            </th>
            {view.nights.map((night) => {
              const { weekday, day, month } = dayParts(night);
              const isToday = night === today;
              return (
                <th
                  key={night}
                  scope="col"
                  className={`w-12 border-b border-l border-stone-200 px-1 py-1.5 text-center text-[11px] leading-tight font-semibold ${
                    isToday ? "bg-gold/25 text-ink" : weekday === "Sat" || weekday === "Sun" ? "bg-stone-50 text-muted" : "text-muted"
                  }`}
                >
                  <span className="block">{weekday}</span>
                  <span className="block text-base text-ink">{day}</span>
                  <span className="block">{isToday ? "Today" : month}</span>
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {view.rooms.map((room) => (
            <tr key={room.id}>
              <th
                scope="row"
                className="sticky left-0 z-10 border-b border-stone-100 bg-white px-2 text-left text-xs leading-tight font-semibold md:px-3 md:text-sm md:whitespace-nowrap"
              >
                {room.name}
              </th>
              {view.nights.map((night, i) => (
                <RoomCell
                  key={night}
                  room={room.name}
                  night={night}
                  occupants={room.nights[night] ?? []}
                  blocks={room.blocks[night]}
                  first={i === 0}
                  today={night === today}
                />
              ))}
            </tr>
          ))}
          <tr>
            <th
              scope="row"
              className="sticky left-0 z-10 bg-stone-50 px-2 py-2 text-left text-xs leading-tight font-semibold md:px-3 md:text-sm"
            >
              Retreat places left
              <span className="block text-[11px] font-normal text-muted">of {view.retreatPlaces.capacity} a night</span>
            </th>
            {view.nights.map((night) => {
              const entry = view.retreatPlaces.nights[night];
              const left = entry?.left ?? view.retreatPlaces.capacity;
              const closed = entry?.closedBy ? `, closed: ${entry.closedBy}` : "";
              return (
                <td
                  key={night}
                  className={`border-l border-stone-100 text-center text-sm font-bold tabular-nums ${placesTone(left, view.retreatPlaces.capacity)}`}
                  title={[
                    ...(entry?.closedBy ? [`Closed: ${entry.closedBy}`] : []),
                    ...(entry?.stays ?? []).map((s) => `${s.guest}: ${s.name} (${s.places}${s.kind === "hold" ? ", held, not paid" : ""})`),
                  ].join("\n")}
                >
                  {left}
                  <span className="sr-only">{` retreat places left on ${formatDay(night)}, ${entry?.taken ?? 0} taken${heldPlaces(entry) > 0 ? `, ${heldPlaces(entry)} of them held, not paid` : ""}${closed}`}</span>
                </td>
              );
            })}
          </tr>
        </tbody>
      </table>
    </div>
  );
}

/** Who arrives on each day of the range, for reading on a phone. */
export function ArrivalsByDay({ view, today }: { view: ArrivalsView; today: string }) {
  const days = view.nights.filter((night) => (view.arrivals[night] ?? []).length > 0);
  if (days.length === 0) return <p className="text-sm text-muted">Nobody arrives in these days.</p>;
  return (
    <ol className="grid gap-3 md:grid-cols-2 lg:grid-cols-3">
      {days.map((night) => (
        <li key={night} className="rounded-xl border border-stone-200 bg-white p-4">
          <h3 className="font-sans text-sm font-semibold">
            {formatDay(night)}
            {night === today ? <span className="ml-2 rounded-full bg-gold/25 px-2 py-0.5 text-xs">Today</span> : null}
          </h3>
          <ul className="mt-2 grid gap-2">
            {(view.arrivals[night] ?? []).map((arrival) => (
              <li key={arrival.orderId} className="flex items-start gap-2 text-sm">
                <span aria-hidden className={`mt-1 h-3 w-3 shrink-0 rounded-full ${stayColour(arrival.orderId)}`} />
                <span className="min-w-0">
                  <Link
                    to={`/admin/bookings/${arrival.orderId}`}
                    className="font-semibold text-primary-dark underline-offset-4 hover:underline"
                  >
                    {arrival.guest}
                  </Link>
                  <span className="block text-muted">
                    {arrival.names.join(", ")}
                    {arrival.source === "online" ? "" : ` · ${BOOKING_SOURCE_LABELS[arrival.source]}`}
                  </span>
                  {arrival.pickup ? (
                    <span className="mt-1 inline-block rounded-full bg-gold/25 px-2 py-0.5 text-xs font-semibold">
                      Airport pickup: {arrival.pickup.flightNumber} lands {arrival.pickup.landsAt.replace("T", " ")}
                    </span>
                  ) : null}
                </span>
              </li>
            ))}
          </ul>
        </li>
      ))}
    </ol>
  );
}
