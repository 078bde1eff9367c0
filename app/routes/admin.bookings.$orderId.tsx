import { data } from "react-router";
import {
  type ActionFields,
  actionFields,
  type BookingActionName,
  FIELDS,
  type ParsedAction,
  parseActionFields,
  reviewOf,
} from "~/admin/booking-action-forms";
import { ActionMessage, BookingActions, ConfirmAction } from "~/admin/booking-actions";
import { BookingDetail, BookingHeading } from "~/admin/booking-detail";
import { requireStaff, staffHeaders, staffMeta } from "~/admin/staff-route";
import { reissueLinkInputSchema } from "~/domain/staff/booking-actions";
import { staffOrderIdSchema } from "~/domain/staff/staff-queries";
import { describeValidationError } from "~/domain/validation";
import { type StaffServices, staffServicesContext } from "~/worker-context";
import type { Route } from "./+types/admin.bookings.$orderId";

export const headers = staffHeaders;

export function meta({ loaderData }: Route.MetaArgs) {
  return staffMeta(loaderData ? `Booking ${loaderData.booking.orderId}` : "Booking");
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  const orderId = staffOrderIdSchema.safeParse(params.orderId);
  const booking = orderId.success ? await staff.booking(orderId.data) : null;
  if (!booking) throw data("There is no booking with this order id.", { status: 404 });
  return { booking };
}

export type BookingActionData =
  | { kind: "review"; action: BookingActionName; fields: ActionFields; summary: string; confirm: string }
  | { kind: "done"; ok: boolean; message: string; action?: BookingActionName };

const ACTIONS: readonly BookingActionName[] = ["refund", "balance", "cancel", "confirm", "decline"];

/**
 * The page's forms (no client JavaScript needed): `review-<action>` checks the input and answers
 * what will happen with a specific confirm button; `<action>` calls the same staff service as the
 * JSON endpoint and answers its sentence, success or refusal.
 */
export async function action({ request, params, context }: Route.ActionArgs) {
  const staff = requireStaff(context.get(staffServicesContext));
  const orderId = staffOrderIdSchema.safeParse(params.orderId);
  if (!orderId.success) throw data("There is no booking with this order id.", { status: 404 });
  const form = await request.formData();
  const intent = String(form.get("intent") ?? "");
  if (intent === "reissue-link") {
    const input = reissueLinkInputSchema.safeParse({ reason: String(form.get("reason") ?? "") });
    if (!input.success) {
      return data<BookingActionData>({ kind: "done", ok: false, message: describeValidationError(input.error).error }, { status: 422 });
    }
    const result = await staff.reissueGuestLink(orderId.data, input.data);
    if (!result.ok) return data<BookingActionData>({ kind: "done", ok: false, message: result.error }, { status: result.status });
    return { kind: "done", ok: true, message: result.value.message } satisfies BookingActionData;
  }
  const review = intent.startsWith("review-");
  const name = (review ? intent.slice("review-".length) : intent) as BookingActionName;
  if (!ACTIONS.includes(name)) {
    return data<BookingActionData>({ kind: "done", ok: false, message: "That is not something this page can do." }, { status: 422 });
  }
  const fields = actionFields(form, FIELDS[name]);
  const parsed = parseActionFields(name, fields);
  if (!parsed.ok) return data<BookingActionData>({ kind: "done", ok: false, action: name, message: parsed.error }, { status: 422 });

  if (review) {
    const booking = await staff.booking(orderId.data);
    if (!booking) throw data("There is no booking with this order id.", { status: 404 });
    return { kind: "review", action: name, fields, ...reviewOf(parsed.parsed, booking) } satisfies BookingActionData;
  }
  const { parsed: act } = parsed;
  const result = await runAction(staff, orderId.data, act);
  if (!result.ok)
    return data<BookingActionData>({ kind: "done", ok: false, action: name, message: result.error }, { status: result.status });
  return { kind: "done", ok: true, action: name, message: result.value.message } satisfies BookingActionData;
}

function runAction(staff: StaffServices, orderId: string, act: ParsedAction) {
  switch (act.action) {
    case "refund":
      return staff.refundBooking(orderId, act.input);
    case "balance":
      return staff.recordBalance(orderId, act.input);
    case "cancel":
      return staff.cancelBooking(orderId, act.input);
    case "confirm":
      return staff.confirmRetreat(orderId, act.input);
    case "decline":
      return staff.declineRetreat(orderId, act.input);
  }
}

export default function AdminBooking({ loaderData, actionData }: Route.ComponentProps) {
  const { booking } = loaderData;
  const outcome = actionData as BookingActionData | undefined;
  return (
    <>
      <BookingHeading booking={booking} />
      {outcome?.kind === "done" ? <ActionMessage ok={outcome.ok} message={outcome.message} /> : null}
      {outcome?.kind === "review" ? <ConfirmAction review={outcome} /> : null}
      <BookingDetail booking={booking} actions={<BookingActions booking={booking} />} />
    </>
  );
}
