import { resortTodayIso } from "~/domain/dates/resort-today";
import type { StaffServices, StaffSession } from "~/worker-context";
import { channelConflicts } from "../calendar-sync/channel-conflicts";
import { arrivalsBetween } from "./arrivals-query";
import { createCalendarBlock, liftCalendarBlock, upcomingBlocks } from "./calendar-blocks";
import { BookingQueryError, bookingDetail, searchBookings } from "./bookings-query";
import { cancelBookingAction } from "./cancel-booking";
import { addChannelFeedAction, channelCalendars, deleteChannelFeedAction, rotateRoomExportAction } from "./channel-calendars";
import { confirmRetreatAction, declineRetreatAction } from "./decide-retreat";
import { eraseGuestAction } from "./erase-guest";
import { formOutbox } from "./form-outbox-view";
import { recordBalanceAction } from "./record-balance";
import { recordBooking } from "./record-booking";
import { refundBookingAction } from "./refund-booking";
import { reissueGuestLinkAction } from "./reissue-guest-link";
import { resendSubmission } from "./resend-submission";
import { settingsProblems } from "./settings-problems";
import { performStaffAction } from "./staff-actions";
import { vitalsOverDays } from "./vitals-query";

/**
 * The staff console's operations for one verified request: what the JSON endpoints under
 * /api/admin and the pages under /admin both call. Only workers/app.ts and the staff API build
 * one, and only after the Access check let the request through.
 */
export function createStaffServices(env: Env, waitUntil: (promise: Promise<unknown>) => void, session: StaffSession): StaffServices {
  const db = env.DB;
  const context = () => ({ db, env, actor: { email: session.email }, now: new Date(), waitUntil });
  return {
    session,
    // "Today" on the arrivals grid is the resort's today.
    today: () => resortTodayIso(),
    settingsProblems: (requestUrl) => settingsProblems(env, new URL(requestUrl)),
    async searchBookings(search) {
      try {
        return { ok: true, value: await searchBookings(db, search) };
      } catch (error) {
        if (error instanceof BookingQueryError) return { ok: false, status: 422, error: error.message };
        throw error;
      }
    },
    booking: (orderId) => bookingDetail(db, orderId),
    arrivals: (from, to) => arrivalsBetween(db, from, to),
    calendarBlocks: () => upcomingBlocks(db, resortTodayIso()),
    createBlock: (input, options) => createCalendarBlock(context(), input, options),
    liftBlock: (id) => liftCalendarBlock(context(), id),
    formOutbox: (status) => formOutbox(db, status),
    vitals: (days) => vitalsOverDays(db, days),
    resendSubmission: (id) => performStaffAction(resendSubmission, context(), { id }),
    refundBooking: (orderId, input, options) =>
      performStaffAction(refundBookingAction, context(), { ...input, orderId, idempotencyKey: options?.idempotencyKey }),
    recordBalance: (orderId, input) => performStaffAction(recordBalanceAction, context(), { ...input, orderId }),
    cancelBooking: (orderId, input) => performStaffAction(cancelBookingAction, context(), { ...input, orderId }),
    confirmRetreat: (orderId, input) => performStaffAction(confirmRetreatAction, context(), { ...input, orderId }),
    declineRetreat: (orderId, input) => performStaffAction(declineRetreatAction, context(), { ...input, orderId }),
    reissueGuestLink: (orderId, input) => performStaffAction(reissueGuestLinkAction, context(), { ...input, orderId }),
    eraseGuest: (input) => performStaffAction(eraseGuestAction, context(), input),
    recordBooking: (input, idempotencyKey) => recordBooking(context(), input, idempotencyKey),
    channelCalendars: (requestUrl) => channelCalendars(env, new URL(requestUrl)),
    addChannelFeed: (roomId, input) => performStaffAction(addChannelFeedAction, context(), { ...input, roomId }),
    deleteChannelFeed: (id) => performStaffAction(deleteChannelFeedAction, context(), { id }),
    rotateRoomExport: (roomId, requestUrl) =>
      performStaffAction(rotateRoomExportAction, context(), { roomId, requestUrl: new URL(requestUrl) }),
    channelConflicts: async () => (await channelConflicts(db, resortTodayIso())).map(({ uid: _uid, ...conflict }) => conflict),
  };
}
