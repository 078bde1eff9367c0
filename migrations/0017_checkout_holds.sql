-- Holds that cannot be hoarded (docs/decisions/082-holds.md). No table is rebuilt.
--
-- released_at: when a newer order of the same browser checkout (bookings.checkout_id) released this
-- unpaid order's holds, in the batch that stored the newer order. A released order is never sold:
-- a payment that still comes for it is refunded as a conflict, like a payment whose hold lapsed
-- while another guest took its nights. The CHECK holds it to the states that path can reach.
ALTER TABLE bookings ADD COLUMN released_at TEXT
  CHECK (released_at IS NULL OR status IN ('created', 'failed', 'authorized', 'conflict', 'refunded'));

-- The cap on unpaid orders per client counts a client's orders in each order's batch.
CREATE INDEX bookings_hold_client ON bookings (hold_client_key) WHERE hold_client_key IS NOT NULL;
