-- Migration 0015: the gateway payments of a booking (docs/decisions/080-data-model.md,
-- docs/decisions/089-balance-payments.md). One row per gateway order: the deposit's (its gateway
-- order is the booking's own order_id) and each balance order the guest opens from the booking
-- page. New table, a backfill and a trigger swapped: no table is rebuilt.

CREATE TABLE payments (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 10 AND 80),
  order_id TEXT NOT NULL REFERENCES bookings (order_id),
  -- Razorpay's order id (order_…; the sandbox's look the same). For the deposit it is the
  -- booking's order_id. A balance order is reserved under 'reserved:<id>' while the gateway is
  -- asked for it, so requests racing for it ask once.
  gateway_order_id TEXT NOT NULL UNIQUE CHECK (length(gateway_order_id) BETWEEN 1 AND 90),
  kind TEXT NOT NULL CHECK (kind IN ('deposit', 'balance')),
  amount_paise INTEGER NOT NULL CHECK (amount_paise >= 100),
  status TEXT NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'authorized', 'captured', 'failed')),
  payment_id TEXT UNIQUE,
  failure_reason TEXT CHECK (failure_reason IS NULL OR length(failure_reason) <= 500),
  captured_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((status = 'captured') = (captured_at IS NOT NULL)),
  CHECK (status NOT IN ('authorized', 'captured') OR payment_id IS NOT NULL),
  CHECK (kind = 'balance' OR gateway_order_id = order_id)
);

CREATE INDEX payments_order ON payments (order_id, kind);
-- One balance order open at a time per booking: a second request while it is unpaid answers it.
CREATE UNIQUE INDEX payments_one_open_balance ON payments (order_id) WHERE kind = 'balance' AND status IN ('created', 'failed');

-- The deposit of every booking that holds a payment (authorized or captured: a failed order
-- holds none, its attempt is in bookings.failed_payment_id).
INSERT INTO payments (id, order_id, gateway_order_id, kind, amount_paise, status, payment_id, captured_at, created_at, updated_at)
SELECT 'deposit_' || order_id, order_id, order_id, 'deposit', amount_paise,
  CASE WHEN status = 'authorized' THEN 'authorized' ELSE 'captured' END,
  payment_id,
  CASE WHEN status = 'authorized' THEN NULL ELSE coalesce(paid_at, updated_at) END,
  created_at, updated_at
FROM bookings
WHERE payment_id IS NOT NULL AND source = 'online';

-- The refund cap moves from the booking to each payment: the refunds of a payment that have not
-- failed add up to at most what that payment took.
DROP TRIGGER refunds_within_payment;
CREATE TRIGGER refunds_within_payment BEFORE INSERT ON refunds
WHEN NEW.amount_paise + (SELECT coalesce(sum(amount_paise), 0) FROM refunds WHERE payment_id = NEW.payment_id AND status != 'failed')
  > coalesce((SELECT amount_paise FROM payments WHERE payment_id = NEW.payment_id), 0)
BEGIN
  SELECT RAISE(ABORT, 'refund exceeds the payment');
END;
