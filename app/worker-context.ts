import { createContext } from "react-router";
import type { BookingView } from "~/domain/booking/booking-view";
import type { FormKind, FormSubmissionResult } from "~/domain/forms/form-constants";

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
   * The paid booking whose order id and payment id are both these (what the confirmation page's
   * URL carries), or null: unknown ids, a mismatch and an unpaid order all look the same.
   */
  getBooking(orderId: string, paymentId: string): Promise<BookingView | null>;
}

export const serverServicesContext = createContext<ServerServices>();
