-- The payment lifecycle on the server (docs/decisions/062-payment-lifecycle.md): booking statuses
-- for an authorized payment waiting to be captured and for refunds, the custom retreat waiting for
-- the resort's confirmation, the notices a paid booking causes, and the refunds of its payment.

-- SQLite cannot change a CHECK in place, so bookings is rebuilt with the new statuses and columns.
-- Dropping bookings would cascade-delete the rows that reference it, so those are copied aside
-- first and put back once the new table has the old one's name (their own tables, constraints
-- and triggers are untouched).
--   created -> authorized -> paid                  (the payment is captured by this site)
--   created | failed -> paid                       (captured by Razorpay: automatic capture)
--   created | failed | authorized -> failed        (an attempt failed; the guest may retry)
--   created | failed | authorized -> conflict      (paid for dates another guest holds; refunded)
--   paid | conflict -> partially_refunded -> refunded   (refunds processed)
--   paid -> cancelled                              (the resort cancelled it; staff console)
PRAGMA defer_foreign_keys = true;

CREATE TABLE saved_booking_lines AS SELECT * FROM booking_lines;

CREATE TABLE bookings_next (
  order_id TEXT PRIMARY KEY CHECK (length(order_id) BETWEEN 1 AND 64),
  receipt TEXT NOT NULL UNIQUE CHECK (length(receipt) BETWEEN 1 AND 40),
  mode TEXT NOT NULL CHECK (mode IN ('sandbox', 'live')),
  status TEXT NOT NULL DEFAULT 'created' CHECK (
    status IN ('created', 'authorized', 'paid', 'failed', 'conflict', 'refunded', 'partially_refunded', 'cancelled')
  ),
  amount_paise INTEGER NOT NULL CHECK (amount_paise >= 100),
  deposit_percent INTEGER NOT NULL DEFAULT 20 CHECK (deposit_percent BETWEEN 1 AND 100),
  currency TEXT NOT NULL DEFAULT 'INR' CHECK (currency = 'INR'),
  guest_name TEXT,
  guest_email TEXT NOT NULL,
  guest_phone TEXT NOT NULL,
  -- The payment this booking holds: authorized (to be captured), then captured. Set exactly when
  -- the status is past created/failed, and never replaced by another payment.
  payment_id TEXT UNIQUE,
  authorized_at TEXT,
  -- When the payment was captured (the booking paid, or in conflict).
  paid_at TEXT,
  failed_payment_id TEXT,
  -- The latest failure, kept for support: a failed attempt, or a capture that did not go through.
  failure_reason TEXT,
  -- The refunds processed so far, in paise (the sum of refunds with status processed).
  refunded_paise INTEGER NOT NULL DEFAULT 0 CHECK (refunded_paise >= 0 AND refunded_paise <= amount_paise),
  -- A custom retreat is a paid request until the resort confirms it (or declines it, with a refund).
  -- NULL: nothing to confirm (catalogue retreats and rooms).
  resort_confirmation TEXT CHECK (resort_confirmation IS NULL OR resort_confirmation IN ('awaiting', 'confirmed', 'declined')),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((status IN ('created', 'failed')) = (payment_id IS NULL)),
  CHECK ((status IN ('created', 'failed', 'authorized')) = (paid_at IS NULL)),
  CHECK (status != 'refunded' OR refunded_paise = amount_paise),
  CHECK (status != 'partially_refunded' OR refunded_paise BETWEEN 1 AND amount_paise - 1)
);

INSERT INTO bookings_next (order_id, receipt, mode, status, amount_paise, deposit_percent, currency, guest_name, guest_email, guest_phone,
  payment_id, authorized_at, paid_at, failed_payment_id, failure_reason, refunded_paise, resort_confirmation, created_at, updated_at)
SELECT order_id, receipt, mode, status, amount_paise, deposit_percent, currency, guest_name, guest_email, guest_phone,
  payment_id, NULL, paid_at, failed_payment_id, failure_reason, 0,
  CASE WHEN EXISTS (SELECT 1 FROM booking_lines l WHERE l.order_id = bookings.order_id AND l.kind = 'custom') THEN 'awaiting' END,
  created_at, updated_at
FROM bookings;

DROP TABLE bookings;
ALTER TABLE bookings_next RENAME TO bookings;

INSERT INTO booking_lines SELECT * FROM saved_booking_lines;
DROP TABLE saved_booking_lines;

CREATE INDEX bookings_status_created ON bookings (status, created_at);
CREATE INDEX bookings_guest_email ON bookings (guest_email);

-- The resort's notices and the guest's e-mails about a booking, one row per message, delivered by
-- the outbox engine (workers/outbox/outbox.ts) like form submissions: stored in the same D1 batch
-- as the change that causes them, then sent with retries. The message itself is rendered from the
-- stored booking when it is sent. No foreign key: the record outlives any tidying of bookings.
CREATE TABLE booking_notices (
  id TEXT PRIMARY KEY,
  order_id TEXT NOT NULL,
  -- resort_paid / guest_confirmation: the booking became paid;
  -- resort_conflict / guest_conflict: it was paid for dates another guest holds, and is refunded.
  kind TEXT NOT NULL CHECK (kind IN ('resort_paid', 'guest_confirmation', 'resort_conflict', 'guest_conflict')),
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
  -- Each notice exactly once per booking, however many requests (verify, webhook retries) see the
  -- payment: a second insert of the same kind for the same order does nothing.
  UNIQUE (order_id, kind)
);

CREATE INDEX booking_notices_due ON booking_notices (status, next_attempt_at);

-- Refunds of a booking's payment, full or partial, in paise. `id` is also the X-Refund-Idempotency
-- key sent to Razorpay, so retrying a refund request can never refund twice.
CREATE TABLE refunds (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 10 AND 64),
  order_id TEXT NOT NULL,
  payment_id TEXT NOT NULL,
  amount_paise INTEGER NOT NULL CHECK (amount_paise >= 100),
  -- conflict: automatic, the payment came for dates another guest holds; staff: from the staff
  -- console; gateway: made outside this site (Razorpay Dashboard), learnt from a webhook.
  reason TEXT NOT NULL CHECK (reason IN ('conflict', 'staff', 'gateway')),
  note TEXT CHECK (note IS NULL OR length(note) <= 1000),
  -- requested: stored, not yet accepted by Razorpay (retried with the same key); pending: accepted,
  -- the bank is processing it; processed: the money is on its way back; failed: it did not happen.
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'pending', 'processed', 'failed')),
  gateway_refund_id TEXT UNIQUE,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  processed_at TEXT
);

CREATE INDEX refunds_order ON refunds (order_id);
CREATE INDEX refunds_status ON refunds (status, updated_at);
-- The automatic refund of a conflict is made once per booking.
CREATE UNIQUE INDEX refunds_one_per_conflict ON refunds (order_id) WHERE reason = 'conflict';

-- Never more refunded than was paid: the refunds that have not failed add up to at most the
-- booking's amount. Checked per insert, which D1 runs one at a time, so racing requests cannot
-- both pass it.
CREATE TRIGGER refunds_within_payment BEFORE INSERT ON refunds
WHEN NEW.amount_paise + (SELECT coalesce(sum(amount_paise), 0) FROM refunds WHERE order_id = NEW.order_id AND status != 'failed')
  > coalesce((SELECT amount_paise FROM bookings WHERE order_id = NEW.order_id), 0)
BEGIN
  SELECT RAISE(ABORT, 'refund exceeds the payment');
END;
