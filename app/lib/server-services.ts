import { createContext } from "react-router";
import type { BookingView } from "~/checkout/booking-view";

/**
 * Server-only capabilities that route loaders and actions may use. `workers/app.ts` builds one
 * per request (it holds the Worker's env) and puts it on the router context, so `app/` calls
 * server logic without importing `workers/` or seeing a secret.
 *
 * Add a member per capability; keep each one a narrow, typed operation.
 */
export interface ServerServices {
  /**
   * The paid booking whose order id and payment id are both these (what the confirmation page's
   * URL carries), or null: unknown ids, a mismatch and an unpaid order all look the same.
   */
  getBooking(orderId: string, paymentId: string): Promise<BookingView | null>;
}

export const serverServicesContext = createContext<ServerServices>();
