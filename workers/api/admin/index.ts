import { type Context, Hono } from "hono";
import {
  arrivalsNights,
  arrivalsRangeSchema,
  bookingSearchSchema,
  formOutboxQuerySchema,
  staffOrderIdSchema,
  submissionIdSchema,
} from "~/domain/staff/staff-queries";
import {
  balanceInputSchema,
  cancelInputSchema,
  confirmInputSchema,
  declineInputSchema,
  reissueLinkInputSchema,
  refundInputSchema,
} from "~/domain/staff/booking-actions";
import { blockIdSchema, blockInputSchema } from "~/domain/staff/calendar-blocks";
import { channelFeedInputSchema, isLoopbackHostname } from "~/domain/staff/channel-calendars";
import { eraseGuestInputSchema } from "~/domain/staff/guest-erasure";
import { recordBookingInputSchema } from "~/domain/staff/record-booking";
import type { StaffActionResult } from "~/domain/staff/staff-views";
import { vitalsReportQuerySchema } from "~/domain/vitals/vitals-report";
import { devKeySet } from "../../access/dev-keys";
import type { StaffVariables } from "../../access/staff-access";
import { bookingsCsv } from "../../admin/bookings-export";
import { allBookings, BookingQueryError } from "../../admin/bookings-query";
import { createStaffServices } from "../../admin/staff-services";
import { syncFeeds } from "../../calendar-sync/calendar-sync";
import { isLocalHostname } from "../../payments/sandbox-hosts";
import { IDEMPOTENCY_KEY_HEADER, parseIdempotencyKey } from "../../http/idempotency-key";
import { limitBody, requireJson, validationFailed } from "../guards";

/**
 * /api/admin: the staff console's JSON. Every request has passed the Access gate in
 * workers/access/staff-access.ts before it gets here (assertion verified, Origin checked on
 * changes, no-store), which sets the signed-in member of staff on the context.
 */
type StaffEnv = { Bindings: Env; Variables: StaffVariables };
export const admin = new Hono<StaffEnv>();

function services(c: Context<StaffEnv>) {
  const session = c.get("staff");
  // The gate sets the session on every request it lets through; without one, nothing is served.
  if (!session) throw new Error("staff API reached without a verified session");
  return createStaffServices(c.env, (promise) => c.executionCtx.waitUntil(promise), session);
}

function answer<T>(c: Context<StaffEnv>, result: StaffActionResult<T>, key: string) {
  return result.ok ? c.json({ [key]: result.value }) : c.json({ error: result.error }, result.status);
}

// The development key set (the gate answers 404 for it unless development sign-in is on).
admin.get("/dev-access/certs", async (c) => c.json(await devKeySet()));

admin.get("/bookings", async (c) => {
  const search = bookingSearchSchema.safeParse(c.req.query());
  if (!search.success) return validationFailed(c, search.error);
  const result = await services(c).searchBookings(search.data);
  return result.ok ? c.json(result.value) : c.json({ error: result.error }, result.status);
});

admin.get("/bookings.csv", async (c) => {
  const search = bookingSearchSchema.safeParse(c.req.query());
  if (!search.success) return validationFailed(c, search.error);
  const { cursor: _ignored, ...filters } = search.data;
  let csv: string;
  try {
    csv = bookingsCsv(await allBookings(c.env.DB, filters));
  } catch (error) {
    if (error instanceof BookingQueryError) return c.json({ error: error.message }, 422);
    throw error;
  }
  const day = services(c).today();
  return c.body(csv, 200, {
    "Content-Type": "text/csv; charset=utf-8; header=present",
    "Content-Disposition": `attachment; filename="kaivalya-bookings-${day}.csv"`,
  });
});

/**
 * A booking taken by phone, e-mail or at the desk (docs/decisions/084-recorded-bookings.md):
 * `201 { orderId, receipt, message }`; the same Idempotency-Key again, `200` with the booking it
 * recorded. Without the key 428, a malformed key 400, bad input 422 `{ error, fieldErrors }`,
 * nights taken 409 `{ error, nights: ["YYYY-MM-DD", …] }`.
 */
admin.post("/bookings", limitBody(16 * 1024), requireJson(), async (c) => {
  const key = parseIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
  if (!key.ok) return c.json({ error: key.error }, 400);
  if (key.key === null) {
    return c.json({ error: `Send an ${IDEMPOTENCY_KEY_HEADER} header (a UUID), so that a retry cannot record the booking twice.` }, 428);
  }
  const input = recordBookingInputSchema.safeParse(await c.req.json());
  if (!input.success) return validationFailed(c, input.error);
  const result = await services(c).recordBooking(input.data, key.key);
  if (!result.ok) {
    const { ok: _ok, status, ...body } = result;
    return c.json(body, status);
  }
  const { created, ...booking } = result.value;
  return c.json(booking, created ? 201 : 200);
});

admin.get("/bookings/:orderId", async (c) => {
  const orderId = staffOrderIdSchema.safeParse(c.req.param("orderId"));
  const booking = orderId.success ? await services(c).booking(orderId.data) : null;
  if (!booking) return c.json({ error: "There is no booking with this order id." }, 404);
  return c.json({ booking });
});

admin.get("/arrivals", async (c) => {
  const range = arrivalsRangeSchema.safeParse(c.req.query());
  if (!range.success) return validationFailed(c, range.error);
  const staff = services(c);
  const { from, to } = arrivalsNights(range.data, staff.today());
  return c.json(await staff.arrivals(from, to));
});

/** Staff blocks with nights from today on: `{ blocks: [{ id, roomId, place, from, to, reason, createdBy, createdAt }] }`. */
admin.get("/blocks", async (c) => c.json({ blocks: await services(c).calendarBlocks() }));

/**
 * Blocks a room (`roomId`) or the whole resort (`roomId: null`) from the night of `from` up to the
 * night before `to`: `201 { id }`; `409 { error, nights }` naming every night already sold, held
 * or blocked; `422` bad input. An Idempotency-Key makes a retry the same block (answered 201 with
 * its id again); a malformed key, 400.
 */
admin.post("/blocks", limitBody(1024), requireJson(), async (c) => {
  const staff = services(c);
  const input = blockInputSchema(staff.today()).safeParse(await c.req.json());
  if (!input.success) return validationFailed(c, input.error);
  const key = parseIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
  if (!key.ok) return c.json({ error: key.error }, 400);
  const result = await staff.createBlock(input.data, { idempotencyKey: key.key ?? undefined });
  if (result.ok) return c.json({ id: result.value.id }, 201);
  return c.json(result.nights ? { error: result.error, nights: result.nights } : { error: result.error }, result.status);
});

/** Lifts a block: its nights are free again. `200 { block }` (as it was); `404` unknown or lifted already. */
admin.delete("/blocks/:id", async (c) => {
  const id = blockIdSchema.safeParse(c.req.param("id"));
  if (!id.success) return c.json({ error: "There is no block with this id." }, 404);
  return answer(c, await services(c).liftBlock(id.data), "block");
});

admin.get("/forms", async (c) => {
  const query = formOutboxQuerySchema.safeParse(c.req.query());
  if (!query.success) return validationFailed(c, query.error);
  return c.json(await services(c).formOutbox(query.data.status));
});

// Real visitors' Core Web Vitals: p75 of LCP, INP and CLS per route over the last `days` days.
admin.get("/vitals", async (c) => {
  const query = vitalsReportQuerySchema.safeParse(c.req.query());
  if (!query.success) return validationFailed(c, query.error);
  return c.json(await services(c).vitals(query.data.days));
});

admin.post("/forms/:id/resend", limitBody(1024), async (c) => {
  const id = submissionIdSchema.safeParse(c.req.param("id"));
  if (!id.success) return c.json({ error: "There is no form submission with this id." }, 404);
  return answer(c, await services(c).resendSubmission(id.data), "submission");
});

/**
 * The booking actions: JSON bodies (see app/domain/staff/booking-actions.ts), answered with
 * `{ outcome: { message, status, refund, balancePayment } }`, or `{ error }` with 404 (no such
 * booking), 409 (the booking does not allow it now, or the same request was made already), 422 (the
 * input, or an amount above what is left), 502 (Razorpay refused) or 503 (payments unavailable).
 */
const bookingActions = {
  balance: { schema: balanceInputSchema, run: (s: ReturnType<typeof services>, id: string, input: never) => s.recordBalance(id, input) },
  cancel: { schema: cancelInputSchema, run: (s: ReturnType<typeof services>, id: string, input: never) => s.cancelBooking(id, input) },
  confirm: { schema: confirmInputSchema, run: (s: ReturnType<typeof services>, id: string, input: never) => s.confirmRetreat(id, input) },
  decline: { schema: declineInputSchema, run: (s: ReturnType<typeof services>, id: string, input: never) => s.declineRetreat(id, input) },
  "reissue-link": {
    schema: reissueLinkInputSchema,
    run: (s: ReturnType<typeof services>, id: string, input: never) => s.reissueGuestLink(id, input),
  },
} as const;

/**
 * A refund also says which request it is, so that a retry cannot refund twice: `refundsSeen` (the
 * refunds the booking had when the member of staff decided, as the console's page sends) or an
 * `Idempotency-Key` header (every request with the key is the same refund; a retry is answered
 * with it as it stands). Without either, 428; a malformed key, 400.
 */
admin.post("/bookings/:orderId/refund", limitBody(4 * 1024), requireJson(), async (c) => {
  const orderId = staffOrderIdSchema.safeParse(c.req.param("orderId"));
  if (!orderId.success) return c.json({ error: "There is no booking with this order id." }, 404);
  const input = refundInputSchema.safeParse(await c.req.json());
  if (!input.success) return validationFailed(c, input.error);
  const key = parseIdempotencyKey(c.req.header(IDEMPOTENCY_KEY_HEADER));
  if (!key.ok) return c.json({ error: key.error }, 400);
  if (key.key === null && input.data.refundsSeen === undefined) {
    return c.json(
      {
        error: `Say which refund this is, so that a retry cannot refund twice: send refundsSeen (the number of refunds the booking had when you decided) or an ${IDEMPOTENCY_KEY_HEADER} header.`,
      },
      428,
    );
  }
  return answer(c, await services(c).refundBooking(orderId.data, input.data, { idempotencyKey: key.key ?? undefined }), "outcome");
});

for (const [name, action] of Object.entries(bookingActions)) {
  admin.post(`/bookings/:orderId/${name}`, limitBody(4 * 1024), requireJson(), async (c) => {
    const orderId = staffOrderIdSchema.safeParse(c.req.param("orderId"));
    if (!orderId.success) return c.json({ error: "There is no booking with this order id." }, 404);
    const input = action.schema.safeParse(await c.req.json());
    if (!input.success) return validationFailed(c, input.error);
    return answer(c, await action.run(services(c), orderId.data, input.data as never), "outcome");
  });
}

/**
 * Erasure on request: every booking, form submission and notice of one e-mail address, answered
 * `{ bookings, submissions, notices }` (how many each); 409 `{ error }` while something about the
 * guest is under way, naming it.
 */
admin.post("/guests/erase", limitBody(1024), requireJson(), async (c) => {
  const input = eraseGuestInputSchema.safeParse(await c.req.json());
  if (!input.success) return validationFailed(c, input.error);
  const result = await services(c).eraseGuest(input.data);
  return result.ok ? c.json(result.value) : c.json({ error: result.error }, result.status);
});

/**
 * The channels' calendars (docs/channels.md): `GET /calendars` answers `{ rooms: [{ roomId,
 * exportUrl, feeds: [{ id, label, url, exportUrl, lastSyncedAt, lastError }] }] }`. A feed is
 * added with `{ label, url }` (201 `{ id }`; 404 unknown room, 409 already there or the room is
 * full, 422 with fieldErrors for the input) and removed by id; rotating gives the room new export
 * URLs (`{ roomId, exportUrl }`) and the old ones answer 404.
 */
admin.get("/calendars", async (c) => {
  const result = await services(c).channelCalendars(c.req.url);
  return result.ok ? c.json(result.value) : c.json({ error: result.error }, result.status);
});

admin.post("/calendars/:roomId/feeds", limitBody(4 * 1024), requireJson(), async (c) => {
  const siteOnLoopback = isLoopbackHostname(new URL(c.req.url).hostname);
  const input = channelFeedInputSchema({ siteOnLoopback }).safeParse(await c.req.json());
  if (!input.success) return validationFailed(c, input.error);
  const result = await services(c).addChannelFeed(c.req.param("roomId"), input.data);
  return result.ok ? c.json(result.value, 201) : c.json({ error: result.error }, result.status);
});

admin.delete("/calendars/feeds/:id", async (c) => {
  const result = await services(c).deleteChannelFeed(c.req.param("id"));
  return result.ok ? c.json(result.value) : c.json({ error: result.error }, result.status);
});

admin.post("/calendars/:roomId/rotate", limitBody(1024), async (c) => {
  const result = await services(c).rotateRoomExport(c.req.param("roomId"), c.req.url);
  return result.ok ? c.json(result.value) : c.json({ error: result.error }, result.status);
});

/**
 * Reads every channel feed now, whether due or not: `{ feeds: [{ id, ok, events, error? }] }`
 * (events: how many the feed has from today on; error: why it failed, never its URL). Audited.
 */
admin.post("/calendars/sync", limitBody(1024), async (c) => {
  const session = services(c).session;
  const now = new Date();
  const feeds = await syncFeeds(c.env, { now, workerOnLoopback: isLocalHostname(new URL(c.req.url).hostname), dueOnly: false });
  const failed = feeds.filter((feed) => !feed.ok).length;
  await c.env.DB.prepare(
    "INSERT INTO staff_audit (id, at, actor, staff_email, action, reason) VALUES (?, ?, 'staff', ?, 'calendar.sync', ?)",
  )
    .bind(crypto.randomUUID(), now.toISOString(), session.email, `${feeds.length} feeds read, ${failed} failed`)
    .run();
  return c.json({ feeds });
});
