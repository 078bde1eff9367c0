import { data } from "react-router";
import { rooms } from "~/catalogue/rooms";
import { PageTitle } from "~/admin/admin-shell";
import { ActionMessage } from "~/admin/booking-actions";
import { type ChannelActionData, RoomChannels, SyncNow } from "~/admin/channel-calendars";
import { requireStaff, staffHeaders, staffMeta } from "~/admin/staff-route";
import { describeValidationError } from "~/domain/validation";
import { channelFeedInputSchema, isLoopbackHostname } from "~/domain/staff/channel-calendars";
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
  return {
    rooms: result.ok ? result.value.rooms : null,
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

export default function AdminChannels({ loaderData, actionData }: Route.ComponentProps) {
  const nameOf = (roomId: string) => rooms.find((room) => room.id === roomId)?.name ?? roomId;
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
            <RoomChannels key={room.roomId} room={room} roomName={nameOf(room.roomId)} now={loaderData.now} result={actionData} />
          ))}
        </div>
      )}
    </>
  );
}
