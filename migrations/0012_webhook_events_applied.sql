-- A Razorpay webhook delivery is recorded as applied in the same batch as its effect
-- (docs/decisions/062-payment-lifecycle.md, note of 2026-11-25). Until now a delivery was claimed
-- before the booking changed: an isolate killed in between left it claimed and never applied, and
-- Razorpay's retries were answered "duplicate".
--   applied_at: when the batch that applied the event (or found nothing to change) committed; a
--               delivery received but not applied (NULL) is processed again when it is retried.
--   body_sha256: the SHA-256 of the signed raw body, so one signed body under another event-id
--               header (which the signature does not cover) is known for the same event.

ALTER TABLE payment_events ADD COLUMN body_sha256 TEXT;
ALTER TABLE payment_events ADD COLUMN applied_at TEXT;

-- Before this, every outcome but 'received' was written after the event had been applied; a row
-- still 'received' is a delivery whose handling died before its effect, to be applied on retry.
UPDATE payment_events SET applied_at = received_at WHERE outcome != 'received';
-- Deliveries that came without an event id were keyed by their body's hash already.
UPDATE payment_events SET body_sha256 = substr(event_id, 8) WHERE event_id GLOB 'sha256:*';

-- One row per signed body (rows without a hash are distinct in a UNIQUE index).
CREATE UNIQUE INDEX payment_events_body ON payment_events (body_sha256);

-- Applied once: the statement recording a delivery as applied fails, and with it the whole batch
-- carrying the event's effect, when the delivery was applied meanwhile (a retry racing the first
-- delivery, or the same body under another event id).
CREATE TRIGGER payment_events_applied_once BEFORE UPDATE OF applied_at ON payment_events
WHEN OLD.applied_at IS NOT NULL
BEGIN
  SELECT RAISE(ABORT, 'webhook event applied already');
END;
