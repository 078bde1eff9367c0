/** The states of a form submission in the outbox (migrations/0001_form_outbox.sql). No zod here: pages import it. */
export const FORM_OUTBOX_STATUSES = ["pending", "parked", "delivered"] as const;
export type FormOutboxStatus = (typeof FORM_OUTBOX_STATUSES)[number];
