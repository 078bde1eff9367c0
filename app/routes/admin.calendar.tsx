import { data } from "react-router";
import { PageTitle } from "~/admin/admin-shell";
import { ActionMessage } from "~/admin/booking-actions";
import { BlockForm, type BlockFormFields, BlockList, BlockRefusal, describeBlockedNights, WHOLE_RESORT } from "~/admin/calendar-blocks";
import { requireStaff, staffHeaders, staffMeta } from "~/admin/staff-route";
import { rooms } from "~/catalogue/rooms";
import { describeValidationError } from "~/domain/validation";
import { blockIdSchema, blockInputSchema, placeName } from "~/domain/staff/calendar-blocks";
import { staffServicesContext } from "~/worker-context";
import type { Route } from "./+types/admin.calendar";

/**
 * The calendar: staff block a room or close the whole resort for nights, with a reason, and lift
 * blocks again. Both go through the same services as POST and DELETE /api/admin/blocks (audited).
 */

export const headers = staffHeaders;

export function meta(_: Route.MetaArgs) {
  return staffMeta("Calendar");
}

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  return {
    today: staff.today(),
    blocks: await staff.calendarBlocks(),
    rooms: rooms.map((room) => ({ id: room.id, name: room.name })),
    // A new key per page: a double submit of the form, or a resent POST, is the same block.
    idempotencyKey: crypto.randomUUID(),
  };
}

export type CalendarActionData = { ok: boolean; message: string; nights?: string[]; fields?: BlockFormFields };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  const form = await request.formData();
  const text = (name: string) => String(form.get(name) ?? "").trim();
  const intent = text("intent");

  if (intent === "lift") {
    const id = blockIdSchema.safeParse(text("id"));
    const result = id.success ? await staff.liftBlock(id.data) : null;
    if (!result?.ok) {
      return data<CalendarActionData>(
        { ok: false, message: result?.error ?? "There is no block with this id." },
        { status: result?.status ?? 404 },
      );
    }
    const block = result.value;
    return {
      ok: true,
      message: `Lifted: ${block.place} is open again for ${describeBlockedNights(block.from, block.to)}.`,
    } satisfies CalendarActionData;
  }

  if (intent !== "block") {
    return data<CalendarActionData>({ ok: false, message: "That is not something this page can do." }, { status: 422 });
  }
  const fields: BlockFormFields = { roomId: text("roomId"), from: text("from"), to: text("to"), reason: text("reason") };
  const input = blockInputSchema(staff.today()).safeParse({ ...fields, roomId: fields.roomId === WHOLE_RESORT ? null : fields.roomId });
  if (!input.success) {
    return data<CalendarActionData>({ ok: false, message: describeValidationError(input.error).error, fields }, { status: 422 });
  }
  const key = text("key");
  const result = await staff.createBlock(input.data, { idempotencyKey: UUID.test(key) ? key : undefined });
  if (!result.ok) {
    return data<CalendarActionData>({ ok: false, message: result.error, nights: result.nights ?? [], fields }, { status: result.status });
  }
  const { roomId, from, to } = input.data;
  return {
    ok: true,
    message: `${roomId === null ? "The whole resort is closed" : `${placeName(roomId)} is blocked`} for ${describeBlockedNights(from, to)}.`,
  } satisfies CalendarActionData;
}

export default function AdminCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const outcome = actionData as CalendarActionData | undefined;
  return (
    <>
      <PageTitle>Calendar</PageTitle>
      <p className="-mt-3 mb-4 max-w-2xl text-sm text-muted">
        Close a room for maintenance or the owner's use, or for a stay sold on another channel, or close the whole resort for dates. Blocks
        show on the arrivals grid; lift one and its nights can be booked again at once.
      </p>
      {outcome ? (
        outcome.ok ? (
          <ActionMessage ok message={outcome.message} />
        ) : (
          <BlockRefusal message={outcome.message} nights={outcome.nights ?? []} />
        )
      ) : null}
      <BlockForm
        rooms={loaderData.rooms}
        today={loaderData.today}
        idempotencyKey={loaderData.idempotencyKey}
        fields={outcome && !outcome.ok ? (outcome.fields ?? null) : null}
      />
      <h2 className="mt-8 mb-3 font-display text-2xl">Upcoming blocks</h2>
      <BlockList blocks={loaderData.blocks} />
    </>
  );
}
