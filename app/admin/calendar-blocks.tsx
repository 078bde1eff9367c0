import { Form, useNavigation } from "react-router";
import { addDays, daysBetween } from "~/domain/dates/dates";
import { BLOCK_REASON_LABELS, BLOCK_REASONS, type CalendarBlockView, MAX_BLOCK_NIGHTS } from "~/domain/staff/calendar-block-rules";
import { formatDay, formatStamp, formatStay } from "./staff-format";

/**
 * The calendar page's parts: the form that blocks a room or closes the whole resort, and the list
 * of blocks still to come, each with its Lift button. Plain form posts to the page's action (they
 * work before, or without, client JavaScript); the answer is the server's sentence.
 */

const input =
  "mt-1 block w-full min-h-11 rounded-lg border border-stone-300 bg-white px-3 text-base focus:border-forest focus:ring-2 focus:ring-forest/30 focus:outline-none";
const label = "block text-sm font-semibold";

/** The form's value for the whole resort (a block's roomId null). */
export const WHOLE_RESORT = "resort";

export type BlockFormFields = { roomId: string; from: string; to: string; reason: string };

const nightsWord = (n: number) => `${n} ${n === 1 ? "night" : "nights"}`;

/** 'Sat 28 Dec 2026 to Mon 30 Dec 2026 (2 nights; open again on Tue 31 Dec 2026)'. */
export function describeBlockedNights(from: string, to: string): string {
  const last = addDays(to, -1);
  const span = from === last ? formatDay(from) : `${formatDay(from)} to ${formatDay(last)}`;
  return `${span} (${nightsWord(daysBetween(from, to))}; open again on ${formatDay(to)})`;
}

export function BlockForm({
  rooms,
  today,
  idempotencyKey,
  fields,
}: {
  rooms: readonly { id: string; name: string }[];
  today: string;
  idempotencyKey: string;
  fields: BlockFormFields | null;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "block";
  return (
    <Form method="post" aria-labelledby="block-title" className="rounded-xl border border-stone-200 bg-white p-4 md:p-5">
      <h2 id="block-title" className="font-display text-2xl">
        Block nights
      </h2>
      <p className="mt-1 text-sm text-muted">
        Guests see blocked nights as taken, without a reason. The whole resort closes every room and every retreat place. A block cannot
        cover a night that is sold, held or blocked already.
      </p>
      <input type="hidden" name="intent" value="block" />
      <input type="hidden" name="key" value={idempotencyKey} />
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <div>
          <label htmlFor="block-room" className={label}>
            Room
          </label>
          <select id="block-room" name="roomId" defaultValue={fields?.roomId ?? rooms[0]?.id} className={input} required>
            {rooms.map((room) => (
              <option key={room.id} value={room.id}>
                {room.name}
              </option>
            ))}
            <option value={WHOLE_RESORT}>The whole resort</option>
          </select>
        </div>
        <div>
          <label htmlFor="block-reason" className={label}>
            Reason
          </label>
          <select id="block-reason" name="reason" defaultValue={fields?.reason ?? "maintenance"} className={input} required>
            {BLOCK_REASONS.map((reason) => (
              <option key={reason} value={reason}>
                {BLOCK_REASON_LABELS[reason]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="block-from" className={label}>
            First night
          </label>
          <input id="block-from" name="from" type="date" min={today} defaultValue={fields?.from} className={input} required />
        </div>
        <div>
          <label htmlFor="block-to" className={label}>
            Open again on
          </label>
          <input
            id="block-to"
            name="to"
            type="date"
            min={addDays(today, 1)}
            defaultValue={fields?.to}
            className={input}
            required
            aria-describedby="block-to-hint"
          />
          <p id="block-to-hint" className="mt-1 text-xs text-muted">
            Like a check-out: this night stays open. At most {MAX_BLOCK_NIGHTS} nights.
          </p>
        </div>
      </div>
      <button
        type="submit"
        disabled={busy}
        className="mt-4 inline-flex min-h-11 items-center justify-center rounded-full bg-forest px-5 text-sm font-semibold text-white hover:bg-forest-light disabled:opacity-60"
      >
        {busy ? "Blocking…" : "Block these nights"}
      </button>
    </Form>
  );
}

/** The refusal of a block: the server's sentence, and every night it named, one per line. */
export function BlockRefusal({ message, nights }: { message: string; nights: string[] }) {
  return (
    <div role="alert" className="mb-4 rounded-lg bg-red-50 p-3 text-sm text-red-900 ring-1 ring-red-700/20">
      <p className="font-medium">{message}</p>
      {nights.length > 0 ? (
        <>
          <p className="mt-2 font-semibold">Nights already taken:</p>
          <ul aria-label="Nights already taken" className="mt-1 grid grid-cols-2 gap-x-4 sm:grid-cols-3 lg:grid-cols-4">
            {nights.map((night) => (
              <li key={night}>{formatDay(night)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

export function BlockList({ blocks }: { blocks: readonly CalendarBlockView[] }) {
  const navigation = useNavigation();
  if (blocks.length === 0) return <p className="text-sm text-muted">No blocks from today on.</p>;
  return (
    <ul aria-label="Upcoming blocks" className="grid gap-3 md:grid-cols-2">
      {blocks.map((block) => {
        const lifting = navigation.state === "submitting" && navigation.formData?.get("id") === block.id;
        const name = `${block.place}, ${formatStay(block.from, block.to)}`;
        return (
          <li key={block.id} className="flex flex-wrap items-start justify-between gap-3 rounded-xl border border-stone-200 bg-white p-4">
            <div className="min-w-0">
              <p className="font-semibold">
                {block.place}
                <span className="ml-2 rounded-full bg-stone-200 px-2 py-0.5 text-xs font-semibold">
                  {BLOCK_REASON_LABELS[block.reason]}
                </span>
              </p>
              <p className="mt-1 text-sm">{describeBlockedNights(block.from, block.to)}</p>
              <p className="mt-1 text-xs text-muted">
                By {block.createdBy}, {formatStamp(block.createdAt)}
              </p>
            </div>
            <Form method="post">
              <input type="hidden" name="intent" value="lift" />
              <input type="hidden" name="id" value={block.id} />
              <button
                type="submit"
                disabled={lifting}
                aria-label={`Lift the block of ${name}`}
                className="inline-flex min-h-11 items-center justify-center rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold hover:bg-stone-100 disabled:opacity-60"
              >
                {lifting ? "Lifting…" : "Lift"}
              </button>
            </Form>
          </li>
        );
      })}
    </ul>
  );
}
