import { createContext } from "react-router";
import type { Availability } from "~/domain/availability/inventory";
import type { BookingView } from "~/domain/booking/booking-view";
import type { GuestBookingPageView } from "~/domain/booking/guest-booking";
import type { ChannelConflict } from "~/domain/calendar/channel-conflicts";
import type { FormKind, FormSubmissionResult } from "~/domain/forms/form-constants";
import type { ArrivalsView } from "~/domain/staff/arrivals";
import type { BlockInput, CalendarBlockResult, CalendarBlockView } from "~/domain/staff/calendar-blocks";
import type { BalanceInput, CancelInput, ConfirmInput, DeclineInput, RefundInput, ReissueLinkInput } from "~/domain/staff/booking-actions";
import type { CalendarsView, ChannelFeedInput } from "~/domain/staff/channel-calendars";
import type { EraseGuestInput, GuestErasure } from "~/domain/staff/guest-erasure";
import type { RecordBookingInput } from "~/domain/staff/record-booking";
import type { BookingSearch, FormOutboxStatus } from "~/domain/staff/staff-queries";
import type {
  BookingActionOutcome,
  BookingPage,
  FormOutboxEntry,
  FormOutboxView,
  StaffActionResult,
  RecordBookingResult,
  StaffBookingDetail,
} from "~/domain/staff/staff-views";
import type { VitalsReport } from "~/domain/vitals/vitals-report";

/**
 * What the Worker (workers/app.ts) hands to React Router with each request, and the only module
 * of app/ besides app/catalogue and app/domain that workers/ may import (ADR 005). Only plain
 * values and narrow, typed operations cross: never the Worker's env or a secret.
 */

/**
 * The per-request Content-Security-Policy nonce. The Worker creates it, sends it in the CSP
 * header and puts it on the request's RouterContextProvider; entry.server.tsx stamps it on every
 * script React Router renders.
 */
export const cspNonceContext = createContext<string>();

/**
 * Server-only capabilities that route loaders and actions may use. `workers/app.ts` builds one
 * per request (it holds the Worker's env and `waitUntil`) and puts it on the router context, so
 * `app/` calls server logic without importing `workers/` or seeing a secret.
 *
 * Add a member per capability; keep each one a narrow, typed operation.
 */
export interface ServerServices {
  /**
   * The same guard chain as `POST /api/forms/{kind}` (rate limit, size, content type, honeypot,
   * schema, durable storage, forwarding in the background) for a page action's plain web-form
   * POST. The request is read here; `fields` are the text fields as received, to re-render.
   */
  submitForm(kind: FormKind, request: Request): Promise<FormSubmissionResult & { fields?: Record<string, unknown> }>;
  /**
   * The booking holding the payment whose order id and payment id are both these (what the
   * confirmation page's URL carries), whatever its status now (paid, awaiting the resort,
   * refunded...), or null: unknown ids, a mismatch and an order without a payment all look the same.
   */
  getBooking(orderId: string, paymentId: string): Promise<BookingView | null>;
  /** The absolute link to a paid booking's own page (/my-booking/<token>), or null where there is none. */
  guestLinkUrl(orderId: string): Promise<string | null>;
  /**
   * The guest's booking page for the token in its address: `not-found` for every refusal alike
   * (wrong, reissued or expired link), `limited` when this client asked too often.
   */
  guestBookingPage(
    token: string,
    request: Request,
  ): Promise<{ kind: "found"; view: GuestBookingPageView } | { kind: "not-found" } | { kind: "limited" }>;
  /**
   * The resort's calendar from `from` to the night before `to` (at most a year), as GET
   * /api/availability answers it: for a dated deep link's page, rendered live (ADR 092).
   */
  availability(from: string, to: string): Promise<Availability>;
}

export const serverServicesContext = createContext<ServerServices>();

/** Who is signed in to the staff console, as the Worker's Access check found. */
export type StaffSession = {
  email: string;
  /** Where "Sign out" goes: Cloudflare Access's logout, or the development sign-in page. */
  signOutUrl: string;
  /** True when signed in through the development sign-in (sandbox only). */
  devSignIn: boolean;
};

/**
 * What the staff console's pages may do. The Worker puts one on the context only for a request
 * whose Access assertion it verified (workers/access/staff-access.ts); everywhere else the value
 * is null, and the staff pages refuse to render without it.
 */
export interface StaffServices {
  session: StaffSession;
  /** The resort's today (Asia/Kolkata), as YYYY-MM-DD. */
  today(): string;
  /**
   * What is wrong with the deployment's settings (payments, form forwarding), in sentences that
   * name the settings: visitors are told only that a service is unavailable.
   */
  settingsProblems(requestUrl: string): string[];
  searchBookings(search: BookingSearch): Promise<StaffActionResult<BookingPage>>;
  booking(orderId: string): Promise<StaffBookingDetail | null>;
  arrivals(from: string, to: string): Promise<ArrivalsView>;
  /** Staff blocks of the calendar with nights from today on, soonest first. */
  calendarBlocks(): Promise<CalendarBlockView[]>;
  /** Blocks a room or the whole resort; refused (409, naming them) if any night is taken; audited. */
  createBlock(input: BlockInput, options?: { idempotencyKey?: string | undefined }): Promise<CalendarBlockResult>;
  /** Lifts a block, freeing its nights; audited. */
  liftBlock(id: string): Promise<StaffActionResult<CalendarBlockView>>;
  formOutbox(status: FormOutboxStatus | undefined): Promise<FormOutboxView>;
  /** Real visitors' p75 LCP, INP and CLS per route over the last `days` UTC days. */
  vitals(days: number): Promise<VitalsReport>;
  /** Sends a parked form submission again; audited. */
  resendSubmission(id: string): Promise<StaffActionResult<FormOutboxEntry>>;
  /**
   * Refunds (part of) the online payment, once however often it is asked; audited. With an
   * `idempotencyKey` (the JSON API's Idempotency-Key header), every request with that key is the
   * same refund, however the booking has changed since the first.
   */
  refundBooking(
    orderId: string,
    input: RefundInput,
    options?: { idempotencyKey?: string | undefined },
  ): Promise<StaffActionResult<BookingActionOutcome>>;
  /** Records balance received at the front desk; audited. */
  recordBalance(orderId: string, input: BalanceInput): Promise<StaffActionResult<BookingActionOutcome>>;
  /** Cancels a paid booking, with or without refunding what is left; audited. */
  cancelBooking(orderId: string, input: CancelInput): Promise<StaffActionResult<BookingActionOutcome>>;
  /** Confirms a paid custom-retreat request awaiting the resort, and tells the guest; audited. */
  confirmRetreat(orderId: string, input: ConfirmInput): Promise<StaffActionResult<BookingActionOutcome>>;
  /** Declines it: refunds the whole payment, frees its nights, tells the guest; audited. */
  declineRetreat(orderId: string, input: DeclineInput): Promise<StaffActionResult<BookingActionOutcome>>;
  /** Reissues the guest's booking-page link: every earlier link dies; the answer holds the new one; audited. */
  reissueGuestLink(orderId: string, input: ReissueLinkInput): Promise<StaffActionResult<BookingActionOutcome>>;
  /** Anonymises every booking, form submission and notice of one e-mail address, unless something is under way; audited. */
  eraseGuest(input: EraseGuestInput): Promise<StaffActionResult<GuestErasure>>;
  /** Records a booking taken by phone, e-mail or at the desk; the key makes a repeat of the request record it once. */
  recordBooking(input: RecordBookingInput, idempotencyKey: string): Promise<RecordBookingResult>;
  /** Each room's export URL and imported channel calendars (503 without CALENDAR_FEED_SECRET off this machine). */
  channelCalendars(requestUrl: string): Promise<StaffActionResult<CalendarsView>>;
  /** Imports a channel's calendar into a room; audited. */
  addChannelFeed(roomId: string, input: ChannelFeedInput): Promise<StaffActionResult<{ id: string }>>;
  /** Stops importing a channel's calendar and drops its events; audited. */
  deleteChannelFeed(id: string): Promise<StaffActionResult<{ id: string }>>;
  /** Gives a room new export URLs, its own and each channel's; the old ones die. Audited. */
  rotateRoomExport(roomId: string, requestUrl: string): Promise<StaffActionResult<{ roomId: string; exportUrl: string }>>;
  /** Nights a channel's calendar has taken that the site has sold too, from today on. */
  channelConflicts(): Promise<ChannelConflict[]>;
}

export const staffServicesContext = createContext<StaffServices | null>(null);

/**
 * The development sign-in (sandbox mode without a Cloudflare Access team only; null elsewhere):
 * the staff list to offer, and `Set-Cookie` values that start or end a development session.
 */
export interface DevSignInService {
  staffEmails: string[];
  signIn(email: string): Promise<{ ok: true; setCookie: string } | { ok: false; error: string }>;
  signOut(): string;
}

export const devSignInContext = createContext<DevSignInService | null>(null);
