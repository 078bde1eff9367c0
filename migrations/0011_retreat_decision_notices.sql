-- The guest is told when the resort confirms or declines a custom-retreat request (the staff
-- console, docs/decisions/070-staff-console.md): two new kinds of booking notice.
--
-- SQLite cannot change a CHECK in place, so booking_notices is rebuilt with the new kinds, every
-- column, the UNIQUE (order_id, kind) and the index of 0006 kept, and every row copied. No other
-- table references booking_notices (and it references none), so nothing cascades.
--   guest_retreat_confirmed: the resort confirmed the guest's custom retreat;
--   guest_retreat_declined: the resort declined it, and the payment is refunded in full.

CREATE TABLE booking_notices_next (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  -- resort_paid / guest_confirmation: the booking became paid;
  -- resort_conflict / guest_conflict: it was paid for dates another guest holds, and is refunded;
  -- guest_retreat_confirmed / guest_retreat_declined: the resort answered a custom-retreat request.
  kind TEXT NOT NULL CHECK (
    kind IN ('resort_paid', 'guest_confirmation', 'resort_conflict', 'guest_conflict', 'guest_retreat_confirmed', 'guest_retreat_declined')
  ),
  -- formspree: the booking form of the resort's Formspree account; email: the guest's address.
  channel TEXT NOT NULL CHECK (channel IN ('formspree', 'email')),
  recipient TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'parked')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_attempt_at TEXT,
  delivered_at TEXT,
  -- Each notice exactly once per booking, however many requests see the change: a second insert
  -- of the same kind for the same order does nothing.
  UNIQUE (order_id, kind)
);

INSERT INTO booking_notices_next (id, order_id, kind, channel, recipient, status, attempts, last_error, next_attempt_at, created_at,
  updated_at, last_attempt_at, delivered_at)
SELECT id, order_id, kind, channel, recipient, status, attempts, last_error, next_attempt_at, created_at,
  updated_at, last_attempt_at, delivered_at
FROM booking_notices;

DROP TABLE booking_notices;
ALTER TABLE booking_notices_next RENAME TO booking_notices;

CREATE INDEX booking_notices_due ON booking_notices (status, next_attempt_at);
