import { PAST_CHECKIN_MESSAGE } from "~/domain/booking/booking-rules";
import { CHECKIN_TOO_FAR_MESSAGE, STAY_TOO_LONG_MESSAGE } from "~/domain/dates/stay-window";

/** The custom retreat builder's fields, in the order the form shows them. */
export type CustomRetreatField = "name" | "checkin" | "checkout" | "price" | "currency";

const FIELD_BY_MESSAGE: Readonly<Record<string, CustomRetreatField>> = {
  "Please enter a retreat name": "name",
  "Please select a check-in date": "checkin",
  [PAST_CHECKIN_MESSAGE]: "checkin",
  [CHECKIN_TOO_FAR_MESSAGE]: "checkin",
  "Please select a check-out date": "checkout",
  "Check-out date must be after check-in date": "checkout",
  [STAY_TOO_LONG_MESSAGE]: "checkout",
  "Please enter a valid price": "price",
  "Please select a currency": "currency",
};

/**
 * The field a validateCustomRetreat (or stayWindowProblem) message belongs to, so the form can
 * show it beside that field and move focus there.
 */
export function customRetreatProblemField(message: string): CustomRetreatField {
  const field = FIELD_BY_MESSAGE[message];
  if (field) return field;
  // The two messages that carry a number: 'Retreat name must be at most 120 characters' and
  // 'Price cannot exceed €100,000'.
  if (message.startsWith("Retreat name")) return "name";
  if (message.startsWith("Price")) return "price";
  return "name";
}
