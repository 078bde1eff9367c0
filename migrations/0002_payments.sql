-- Bookings paid by deposit through Razorpay (docs/decisions/040-payments.md). One row per payment
-- order this site created; the lines are priced by the server from the catalogue at order time.
CREATE TABLE bookings (
  -- Razorpay's order id (order_...), or a sandbox id in sandbox mode.
  order_id TEXT PRIMARY KEY CHECK (length(order_id) BETWEEN 1 AND 64),
  -- This site's reference for the order, sent to Razorpay as `receipt` (at most 40 characters).
  receipt TEXT NOT NULL UNIQUE CHECK (length(receipt) BETWEEN 1 AND 40),
  mode TEXT NOT NULL CHECK (mode IN ('sandbox', 'live')),
  -- created -> paid; created -> failed -> paid (a retry on the same order). paid is final.
  status TEXT NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'failed')),
  -- The deposit charged, in paise, and its currency (always INR, SPEC 9).
  amount_paise INTEGER NOT NULL CHECK (amount_paise >= 100),
  currency TEXT NOT NULL DEFAULT 'INR' CHECK (currency = 'INR'),
  guest_name TEXT,
  guest_email TEXT NOT NULL,
  guest_phone TEXT NOT NULL,
  -- The captured payment; set exactly when the booking is paid.
  payment_id TEXT UNIQUE,
  paid_at TEXT,
  -- The latest failed attempt, kept for support.
  failed_payment_id TEXT,
  failure_reason TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK ((status = 'paid') = (payment_id IS NOT NULL)),
  CHECK ((status = 'paid') = (paid_at IS NOT NULL))
);

CREATE INDEX bookings_status_created ON bookings (status, created_at);
CREATE INDEX bookings_guest_email ON bookings (guest_email);

-- Money is stored in cents (or paise for INR lines) so no floating-point value is ever persisted.
CREATE TABLE booking_lines (
  order_id TEXT NOT NULL REFERENCES bookings (order_id) ON DELETE CASCADE,
  position INTEGER NOT NULL CHECK (position >= 0),
  kind TEXT NOT NULL CHECK (kind IN ('retreat', 'room', 'custom')),
  product_id TEXT NOT NULL,
  name TEXT NOT NULL,
  description TEXT NOT NULL,
  start_date TEXT NOT NULL CHECK (start_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  end_date TEXT NOT NULL CHECK (end_date GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND end_date > start_date),
  nights INTEGER NOT NULL CHECK (nights > 0),
  guests INTEGER NOT NULL CHECK (guests > 0),
  quantity INTEGER NOT NULL CHECK (quantity BETWEEN 1 AND 20),
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'USD', 'INR')),
  unit_rate_cents INTEGER NOT NULL CHECK (unit_rate_cents > 0),
  price_cents INTEGER NOT NULL CHECK (price_cents > 0),
  PRIMARY KEY (order_id, position)
);

-- Razorpay webhook deliveries already handled, keyed by the x-razorpay-event-id header, so a
-- retried delivery is acknowledged without being applied twice.
CREATE TABLE payment_events (
  event_id TEXT PRIMARY KEY,
  event TEXT NOT NULL,
  order_id TEXT,
  payment_id TEXT,
  -- What the handler did with it: applied, ignored (not ours / not relevant), mismatch, conflict.
  outcome TEXT NOT NULL DEFAULT 'received',
  received_at TEXT NOT NULL
);

CREATE INDEX payment_events_order ON payment_events (order_id);
