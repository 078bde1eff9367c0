import { useState } from "react";
import { data, Form, useNavigation } from "react-router";
import { rooms } from "~/catalogue/rooms";
import { PageTitle } from "~/admin/admin-shell";
import { ActionMessage } from "~/admin/booking-actions";
import { ageSince } from "~/admin/channel-calendars";
import { formatStamp } from "~/admin/staff-format";
import { requireStaff, staffHeaders, staffMeta } from "~/admin/staff-route";
import { describeValidationError } from "~/domain/validation";
import { type ChannelFeedView, channelFeedInputSchema, isLoopbackHostname, type RoomCalendarView } from "~/domain/staff/channel-calendars";
import { staffServicesContext } from "~/worker-context";
import type { Route } from "./+types/admin.channels";

/**
 * The booking channels' calendars (docs/channels.md): per room, the address of its calendar to
 * give the channels, the channels' calendars it imports (each with the address to give that
 * channel back), and changing the addresses when one has leaked.
 */

export const headers = staffHeaders;

export function meta(_: Route.MetaArgs) {
  return staffMeta("Channels");
}

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  const result = await staff.channelCalendars(request.url);
  // Names come with the data, so the page's script needs no copy of the catalogue.
  const names = Object.fromEntries(rooms.map((room) => [room.id, room.name]));
  return {
    rooms: result.ok ? result.value.rooms.map((room) => ({ ...room, name: names[room.roomId] ?? room.roomId })) : null,
    error: result.ok ? null : result.error,
    now: new Date().toISOString(),
  };
}

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

export async function action({
  request,
  context,
}: Route.ActionArgs): Promise<ReturnType<typeof data<ChannelActionData>> | ChannelActionData> {
  const staff = requireStaff(context.get(staffServicesContext));
  const form = await request.formData();
  const intent = form.get("intent");
  if (intent === "add-feed") {
    const roomId = text(form.get("roomId"));
    const fields = { label: text(form.get("label")), url: text(form.get("url")) };
    const input = channelFeedInputSchema({ siteOnLoopback: isLoopbackHostname(new URL(request.url).hostname) }).safeParse(fields);
    if (!input.success)
      return data(
        { ok: false, roomId, fields, ...describeValidationError(input.error), message: "Check the calendar's details." },
        { status: 422 },
      );
    const result = await staff.addChannelFeed(roomId, input.data);
    if (!result.ok) return data({ ok: false, roomId, fields, message: result.error }, { status: result.status });
    return { ok: true, roomId, message: `${input.data.label}'s calendar is added. Give ${input.data.label} the address shown under it.` };
  }
  if (intent === "delete-feed") {
    const result = await staff.deleteChannelFeed(text(form.get("id")));
    if (!result.ok) return data({ ok: false, message: result.error }, { status: result.status });
    return { ok: true, message: "The channel's calendar is removed, and the nights it had taken are free again here." };
  }
  if (intent === "rotate") {
    const result = await staff.rotateRoomExport(text(form.get("rotate")), request.url);
    if (!result.ok) return data({ ok: false, message: result.error }, { status: result.status });
    return { ok: true, message: "The room's addresses are changed. Give each channel its new one; the old ones no longer work." };
  }
  return data({ ok: false, message: "That is not something this page can do." }, { status: 422 });
}

// The page's own components live here, not in app/admin/: only this page loads them (the console's
// shared chunk is in every staff page's first load; vite.config.ts).

const inputClass = "min-h-11 w-full min-w-0 rounded-lg border border-stone-300 bg-white px-3 text-base md:text-sm";
const quietButton =
  "min-h-10 shrink-0 rounded-full border border-stone-300 bg-white px-4 text-sm font-semibold text-ink hover:bg-stone-100 disabled:opacity-60";

type ChannelActionData = {
  ok: boolean;
  message: string;
  /** The room whose add form answered, with what was typed, to show again beside its errors. */
  roomId?: string;
  fields?: { label: string; url: string };
  fieldErrors?: Record<string, string[] | undefined>;
};

/**
 * A URL to copy. The field is read-only text, so it can be selected and copied before the page's
 * script runs; the button copies it in one tap once it has.
 */
function CopyableUrl({ id, label, url }: { id: string; label: string; url: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="grid gap-1">
      <label htmlFor={id} className="text-xs font-semibold text-muted">
        {label}
      </label>
      <div className="flex gap-2">
        <input
          id={id}
          type="text"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className={`${inputClass} font-mono text-xs md:text-xs`}
        />
        <button
          type="button"
          className={quietButton}
          aria-label={`Copy: ${label}`}
          onClick={() => {
            void navigator.clipboard.writeText(url).then(() => {
              setCopied(true);
              setTimeout(() => setCopied(false), 2000);
            });
          }}
        >
          {copied ? "Copied" : "Copy"}
        </button>
      </div>
    </div>
  );
}

function FeedItem({ roomName, feed, now }: { roomName: string; feed: ChannelFeedView; now: string }) {
  const busy = useNavigation().formData?.get("id") === feed.id;
  return (
    <li className="grid gap-3 rounded-lg border border-stone-200 p-3">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">{feed.label}</p>
          <p className="text-xs text-muted">
            {feed.lastSyncedAt ? (
              <>
                Last read <time dateTime={feed.lastSyncedAt}>{ageSince(feed.lastSyncedAt, now)}</time> ({formatStamp(feed.lastSyncedAt)})
              </>
            ) : (
              "Not read yet"
            )}
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="id" value={feed.id} />
          <button
            type="submit"
            name="intent"
            value="delete-feed"
            disabled={busy}
            className={quietButton}
            aria-label={`Remove ${feed.label} from ${roomName}`}
          >
            Remove
          </button>
        </Form>
      </div>
      {feed.lastError ? (
        <p className="rounded-md bg-red-50 px-3 py-2 text-sm break-words text-red-900">
          <span className="font-semibold">Last error:</span> {feed.lastError}
        </p>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer text-xs font-semibold text-primary-dark select-none">The channel's address (private)</summary>
        <p className="mt-1 font-mono text-xs break-all text-muted">{feed.url}</p>
      </details>
      <CopyableUrl id={`export-${feed.id}`} label={`Give ${feed.label} this address`} url={feed.exportUrl} />
    </li>
  );
}

function AddFeedForm({ room, roomName, result }: { room: RoomCalendarView; roomName: string; result: ChannelActionData | undefined }) {
  const mine = result?.roomId === room.roomId ? result : undefined;
  const busy = useNavigation().formData?.get("roomId") === room.roomId;
  const errorOf = (field: string) => mine?.fieldErrors?.[field]?.[0];
  const labelError = errorOf("label");
  const urlError = errorOf("url");
  return (
    <details open={mine !== undefined && !mine.ok} className="rounded-lg border border-dashed border-stone-300 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-primary-dark select-none">Import a channel's calendar</summary>
      <Form method="post" className="mt-3 grid gap-3">
        <input type="hidden" name="roomId" value={room.roomId} />
        <p className="text-sm text-muted">
          Paste the calendar export address the channel gives for {roomName} (Airbnb: Availability, Connect calendars; Booking.com:
          Calendar, Sync calendars). Then give the channel the address shown under it.
        </p>
        <div className="grid gap-1">
          <label htmlFor={`label-${room.roomId}`} className="text-xs font-semibold text-muted">
            Channel
          </label>
          <input
            id={`label-${room.roomId}`}
            name="label"
            required
            maxLength={60}
            placeholder="Airbnb"
            defaultValue={mine?.ok ? "" : (mine?.fields?.label ?? "")}
            aria-invalid={labelError ? true : undefined}
            aria-describedby={labelError ? `label-${room.roomId}-error` : undefined}
            className={inputClass}
          />
          {labelError ? (
            <p id={`label-${room.roomId}-error`} className="text-sm text-red-800">
              {labelError}
            </p>
          ) : null}
        </div>
        <div className="grid gap-1">
          <label htmlFor={`url-${room.roomId}`} className="text-xs font-semibold text-muted">
            Calendar address
          </label>
          <input
            id={`url-${room.roomId}`}
            name="url"
            type="url"
            required
            inputMode="url"
            placeholder="https://"
            defaultValue={mine?.ok ? "" : (mine?.fields?.url ?? "")}
            aria-invalid={urlError ? true : undefined}
            aria-describedby={urlError ? `url-${room.roomId}-error` : undefined}
            className={inputClass}
          />
          {urlError ? (
            <p id={`url-${room.roomId}-error`} className="text-sm text-red-800">
              {urlError}
            </p>
          ) : null}
        </div>
        <div>
          <button
            type="submit"
            name="intent"
            value="add-feed"
            disabled={busy}
            className="min-h-11 rounded-full bg-forest px-5 text-sm font-semibold text-white hover:bg-forest-light disabled:opacity-60"
          >
            Add calendar
          </button>
        </div>
      </Form>
    </details>
  );
}

function RotateForm({ room, roomName }: { room: RoomCalendarView; roomName: string }) {
  const busy = useNavigation().formData?.get("rotate") === room.roomId;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer text-xs font-semibold text-primary-dark select-none">Change this room's addresses</summary>
      <Form method="post" className="mt-2 grid gap-2">
        <p className="text-muted">
          If an address reached someone it should not have: every address of {roomName} above changes, the old ones stop working, and each
          channel must be given its new one.
        </p>
        <div>
          <button type="submit" name="rotate" value={room.roomId} disabled={busy} className={quietButton}>
            Change the addresses
          </button>
        </div>
        <input type="hidden" name="intent" value="rotate" />
      </Form>
    </details>
  );
}

/** One room: its export address, its imported channel calendars, adding one, changing the addresses. */
function RoomChannels({
  room,
  roomName,
  now,
  result,
}: {
  room: RoomCalendarView;
  roomName: string;
  now: string;
  result: ChannelActionData | undefined;
}) {
  return (
    <section aria-labelledby={`room-${room.roomId}`} className="grid content-start gap-4 rounded-xl border border-stone-200 bg-white p-4">
      <h2 id={`room-${room.roomId}`} className="font-display text-2xl">
        {roomName}
      </h2>
      <CopyableUrl
        id={`export-${room.roomId}`}
        label="The room's calendar (every night taken, wherever it was sold)"
        url={room.exportUrl}
      />
      {room.feeds.length > 0 ? (
        <ul className="grid gap-3" aria-label={`Channel calendars of ${roomName}`}>
          {room.feeds.map((feed) => (
            <FeedItem key={feed.id} roomName={roomName} feed={feed} now={now} />
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">No channel's calendar is imported for this room.</p>
      )}
      <AddFeedForm room={room} roomName={roomName} result={result} />
      <RotateForm room={room} roomName={roomName} />
    </section>
  );
}

type SyncState = { state: "idle" } | { state: "busy" } | { state: "done"; ok: boolean; message: string };

/**
 * "Sync now": reads every channel's calendar at once instead of waiting for the next scheduled
 * run. Without the page's script the form posts to the endpoint itself.
 */
function SyncNow() {
  const [sync, setSync] = useState<SyncState>({ state: "idle" });
  return (
    <form
      method="post"
      action="/api/admin/calendars/sync"
      className="flex flex-wrap items-center gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        setSync({ state: "busy" });
        void fetch("/api/admin/calendars/sync", { method: "POST", headers: { Accept: "application/json" } })
          .then(async (res) => {
            const body = (await res.json().catch(() => ({}))) as { feeds?: { ok: boolean }[]; error?: string };
            if (!res.ok) return setSync({ state: "done", ok: false, message: body.error ?? `The sync failed (HTTP ${res.status}).` });
            const feeds = body.feeds ?? [];
            const failed = feeds.filter((feed) => !feed.ok).length;
            setSync({
              state: "done",
              ok: failed === 0,
              message:
                failed === 0
                  ? `Read ${feeds.length} calendar${feeds.length === 1 ? "" : "s"}. Reload to see them.`
                  : `${failed} of ${feeds.length} calendars failed. Reload to see why.`,
            });
          })
          .catch(() => setSync({ state: "done", ok: false, message: "The sync could not be started. Check the connection." }));
      }}
    >
      {sync.state === "done" ? <ActionMessage ok={sync.ok} message={sync.message} /> : null}
      <button
        type="submit"
        disabled={sync.state === "busy"}
        className="min-h-11 rounded-full bg-forest px-5 text-sm font-semibold text-white hover:bg-forest-light disabled:opacity-60"
      >
        {sync.state === "busy" ? "Syncing…" : "Sync now"}
      </button>
    </form>
  );
}

export default function AdminChannels({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <PageTitle aside={<SyncNow />}>Channels</PageTitle>
      <p className="-mt-3 mb-4 max-w-3xl text-sm text-muted">
        Each room's calendar, shared with the booking channels (Airbnb, Booking.com, Vrbo, retreat marketplaces). The site reads each
        channel's calendar every 15 minutes and closes those nights here; each channel reads the address it was given on its own schedule,
        often only every few hours. Keep every address on this page private: whoever has one can read the calendar.
      </p>
      {/* Input errors are shown beside their fields in the room's form. */}
      {actionData && !actionData.fieldErrors ? <ActionMessage ok={actionData.ok} message={actionData.message} /> : null}
      {loaderData.rooms === null ? (
        <ActionMessage ok={false} message={loaderData.error ?? "The calendars cannot be shown."} />
      ) : (
        <div className="grid items-start gap-5 lg:grid-cols-2">
          {loaderData.rooms.map((room) => (
            <RoomChannels key={room.roomId} room={room} roomName={room.name} now={loaderData.now} result={actionData} />
          ))}
        </div>
      )}
    </>
  );
}
