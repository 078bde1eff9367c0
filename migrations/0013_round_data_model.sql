-- The data model of the calendar, the guest's booking page and retention, in one migration
-- (docs/decisions/080-data-model.md). SQLite changes a CHECK or UNIQUE only by rebuilding the
-- table, so every table whose constraints this round changes is rebuilt here, once, with every
-- change the round needs; later migrations only add tables, columns, indexes and triggers.
--
-- Rebuilt: bookings, room_nights, retreat_places, refunds, booking_notices, staff_audit,
-- balance_payments; booking_lines recreated as it was, after bookings. Created: calendar_blocks
-- (room_nights and retreat_places reference it).
-- Every row is copied; the new columns take their defaults or are filled from the rows as they are.
--
-- Dropping `bookings` cascade-deletes booking_lines, and room_nights and retreat_places reference
-- it, so (ADR 062, migrations/0008): those three are copied aside first, dropped, and created
-- anew after bookings (room_nights and retreat_places with their changes, booking_lines as it
-- was). The refunds_within_payment trigger reads bookings, so it goes before the rename and comes
-- back after, with the refunds table it belongs to.
PRAGMA defer_foreign_keys = true;

CREATE TABLE saved_booking_lines AS SELECT * FROM booking_lines;
CREATE TABLE saved_room_nights AS SELECT * FROM room_nights;
CREATE TABLE saved_retreat_places AS SELECT * FROM retreat_places;
DROP TRIGGER refunds_within_payment;
DROP TABLE room_nights;
DROP TABLE retreat_places;

-- Bookings: an order paid online (source 'online'), or one staff record that was taken by phone,
-- e-mail or at the desk (no online payment: amount_paise 0, no payment id; what the guest paid is
-- in balance_payments). Statuses as in 0006.
CREATE TABLE bookings_next (
  order_id TEXT PRIMARY KEY CHECK (length(order_id) BETWEEN 1 AND 64),
  receipt TEXT NOT NULL UNIQUE CHECK (length(receipt) BETWEEN 1 AND 40),
  mode TEXT NOT NULL CHECK (mode IN ('sandbox', 'live')),
  source TEXT NOT NULL DEFAULT 'online' CHECK (source IN ('online', 'phone', 'email', 'desk')),
  status TEXT NOT NULL DEFAULT 'created' CHECK (
    status IN ('created', 'authorized', 'paid', 'failed', 'conflict', 'refunded', 'partially_refunded', 'cancelled')
  ),
  -- The deposit charged online, in paise; 0 for a booking staff recorded.
  amount_paise INTEGER NOT NULL CHECK (amount_paise >= 100 OR (source != 'online' AND amount_paise = 0)),
  deposit_percent INTEGER NOT NULL DEFAULT 20 CHECK (deposit_percent BETWEEN 1 AND 100),
  currency TEXT NOT NULL DEFAULT 'INR' CHECK (currency = 'INR'),
  guest_name TEXT,
  -- Required for an online order; a booking staff recorded may have neither.
  guest_email TEXT,
  guest_phone TEXT,
  -- The deposit's payment (a balance paid online is a row of `payments`, docs/decisions/080).
  payment_id TEXT UNIQUE,
  authorized_at TEXT,
  paid_at TEXT,
  failed_payment_id TEXT,
  failure_reason TEXT,
  -- Refunds processed so far across the booking's online payments, in paise. What each payment
  -- may be refunded is capped per payment by the refunds trigger, not here.
  refunded_paise INTEGER NOT NULL DEFAULT 0 CHECK (refunded_paise >= 0),
  resort_confirmation TEXT CHECK (resort_confirmation IS NULL OR resort_confirmation IN ('awaiting', 'confirmed', 'declined')),
  -- Who cancelled it and when (the status may move on to refunded afterwards; this stays).
  cancelled_by TEXT CHECK (cancelled_by IS NULL OR cancelled_by IN ('resort', 'guest')),
  cancelled_at TEXT,
  -- The cancellation policy the guest was shown when booking (JSON tiers), so a later change never
  -- applies backwards. NULL: booked before the site published one.
  cancellation_policy TEXT CHECK (cancellation_policy IS NULL OR json_valid(cancellation_policy)),
  -- Part of the guest's booking-page link; reissuing the link bumps it and the old link dies.
  guest_link_version INTEGER NOT NULL DEFAULT 1 CHECK (guest_link_version >= 1),
  -- The browser's checkout this unpaid order belongs to: a new order of the same checkout releases
  -- this one's holds.
  checkout_id TEXT CHECK (checkout_id IS NULL OR (length(checkout_id) BETWEEN 16 AND 64 AND checkout_id NOT GLOB '*[^A-Za-z0-9_-]*')),
  -- A keyed hash of the client (IPv4 address or IPv6 /64) that placed an unpaid order, for the cap
  -- on unpaid orders per client. Never the address itself.
  hold_client_key TEXT CHECK (hold_client_key IS NULL OR length(hold_client_key) BETWEEN 16 AND 128),
  -- The language the guest booked in: their e-mails and booking page use it.
  locale TEXT NOT NULL DEFAULT 'en' CHECK (locale GLOB '[a-z][a-z]' OR locale GLOB '[a-z][a-z]-[A-Z][A-Z]'),
  -- When the guest's personal details were removed (retention or erasure, docs/decisions/081).
  -- Amounts, dates, lines and payment ids stay for the books; the contact columns hold placeholders.
  anonymised_at TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (source != 'online' OR (guest_email IS NOT NULL AND guest_phone IS NOT NULL)),
  CHECK (source != 'online' OR (status IN ('created', 'failed')) = (payment_id IS NULL)),
  CHECK (source = 'online' OR (payment_id IS NULL AND status NOT IN ('created', 'authorized', 'failed', 'conflict'))),
  CHECK ((status IN ('created', 'failed', 'authorized')) = (paid_at IS NULL)),
  CHECK (status != 'partially_refunded' OR refunded_paise >= 1),
  CHECK ((cancelled_by IS NULL) = (cancelled_at IS NULL)),
  CHECK (
    anonymised_at IS NULL
    OR (guest_name IS NULL AND guest_email = 'anonymised@guest.invalid' AND guest_phone = 'anonymised'
      AND checkout_id IS NULL AND hold_client_key IS NULL)
  )
);

INSERT INTO bookings_next (order_id, receipt, mode, source, status, amount_paise, deposit_percent, currency, guest_name, guest_email,
  guest_phone, payment_id, authorized_at, paid_at, failed_payment_id, failure_reason, refunded_paise, resort_confirmation,
  cancelled_by, cancelled_at, created_at, updated_at)
SELECT b.order_id, b.receipt, b.mode, 'online', b.status, b.amount_paise, b.deposit_percent, b.currency, b.guest_name, b.guest_email,
  b.guest_phone, b.payment_id, b.authorized_at, b.paid_at, b.failed_payment_id, b.failure_reason, b.refunded_paise, b.resort_confirmation,
  -- Until now only the resort could cancel, from the staff console, which audited it.
  CASE WHEN c.at IS NOT NULL OR b.status = 'cancelled' THEN 'resort' END,
  CASE WHEN c.at IS NOT NULL OR b.status = 'cancelled' THEN coalesce(c.at, b.updated_at) END,
  b.created_at, b.updated_at
FROM bookings b
LEFT JOIN (SELECT order_id, min(at) AS at FROM staff_audit WHERE action = 'booking.cancel' GROUP BY order_id) c ON c.order_id = b.order_id;

DROP TABLE bookings;
ALTER TABLE bookings_next RENAME TO bookings;

-- booking_lines is created anew rather than refilled: a table is exported in the order it was
-- created, and `wrangler d1 export` writes each table's rows right after it, so a child created
-- before its parent (booking_lines before the bookings of 0006) makes an export that cannot be
-- loaded into an empty database ("no such table: main.bookings"). Same columns and constraints as 0002.
DROP TABLE booking_lines;
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
INSERT INTO booking_lines SELECT * FROM saved_booking_lines;
DROP TABLE saved_booking_lines;

CREATE INDEX bookings_status_created ON bookings (status, created_at);
-- Staff search and erasure match addresses in any case.
CREATE INDEX bookings_guest_email ON bookings (lower(guest_email));
CREATE INDEX bookings_created_order ON bookings (created_at, order_id);
CREATE INDEX bookings_checkout ON bookings (checkout_id) WHERE checkout_id IS NOT NULL;

-- Nights and places staff close: one room (room_id), or the whole resort (room_id NULL: every room
-- and every retreat place), from_night up to the night before to_night (exclusive, like a
-- check-out). The reason is a closed set, so no guest's name ever sits in the calendar: a stay
-- sold elsewhere to a named guest is a booking staff record, not a block.
CREATE TABLE calendar_blocks (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 10 AND 64),
  room_id TEXT,
  from_night TEXT NOT NULL CHECK (from_night GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  to_night TEXT NOT NULL CHECK (to_night GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND to_night > from_night),
  reason TEXT NOT NULL CHECK (reason IN ('maintenance', 'owner', 'channel', 'closed')),
  created_by TEXT NOT NULL CHECK (length(created_by) BETWEEN 3 AND 320),
  created_at TEXT NOT NULL
);

-- One row per room and night taken: held or sold by an order, or blocked by staff. The primary key
-- is still the rule "each room is taken once per night", so a block and an order racing for a
-- night have one winner. Deleting a block frees its nights (ON DELETE CASCADE); rows of orders
-- reference bookings without an action, as in 0008.
CREATE TABLE room_nights (
  room_id TEXT NOT NULL,
  night TEXT NOT NULL CHECK (night GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  order_id TEXT REFERENCES bookings (order_id),
  position INTEGER,
  block_id TEXT REFERENCES calendar_blocks (id) ON DELETE CASCADE,
  state TEXT NOT NULL CHECK (state IN ('held', 'sold', 'blocked')),
  expires_at TEXT,
  CHECK ((state = 'held') = (expires_at IS NOT NULL)),
  CHECK ((state = 'blocked') = (block_id IS NOT NULL)),
  CHECK ((order_id IS NULL) = (block_id IS NOT NULL)),
  CHECK ((order_id IS NULL) = (position IS NULL)),
  PRIMARY KEY (room_id, night)
);

INSERT INTO room_nights (room_id, night, order_id, position, block_id, state, expires_at)
SELECT room_id, night, order_id, position, NULL, state, expires_at FROM saved_room_nights;
DROP TABLE saved_room_nights;

CREATE INDEX room_nights_order ON room_nights (order_id);
CREATE INDEX room_nights_block ON room_nights (block_id) WHERE block_id IS NOT NULL;
CREATE INDEX room_nights_expiry ON room_nights (expires_at) WHERE state = 'held';

-- Retreat guests per order line and night, or a block closing the night's places (guests = the
-- capacity, so the trigger refuses it while any place is taken, and any order while it stands).
CREATE TABLE retreat_places (
  order_id TEXT REFERENCES bookings (order_id),
  position INTEGER,
  block_id TEXT REFERENCES calendar_blocks (id) ON DELETE CASCADE,
  night TEXT NOT NULL CHECK (night GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  guests INTEGER NOT NULL CHECK (guests > 0),
  capacity INTEGER NOT NULL CHECK (capacity > 0),
  state TEXT NOT NULL CHECK (state IN ('held', 'sold', 'blocked')),
  expires_at TEXT,
  CHECK ((state = 'held') = (expires_at IS NOT NULL)),
  CHECK ((state = 'blocked') = (block_id IS NOT NULL)),
  CHECK ((order_id IS NULL) = (block_id IS NOT NULL)),
  CHECK ((order_id IS NULL) = (position IS NULL)),
  UNIQUE (order_id, position, night),
  UNIQUE (block_id, night)
);

INSERT INTO retreat_places (order_id, position, block_id, night, guests, capacity, state, expires_at)
SELECT order_id, position, NULL, night, guests, capacity, state, expires_at FROM saved_retreat_places;
DROP TABLE saved_retreat_places;

CREATE INDEX retreat_places_night ON retreat_places (night);
CREATE INDEX retreat_places_expiry ON retreat_places (expires_at) WHERE state = 'held';

CREATE TRIGGER retreat_places_capacity BEFORE INSERT ON retreat_places
WHEN (SELECT coalesce(sum(guests), 0) FROM retreat_places WHERE night = NEW.night) + NEW.guests > NEW.capacity
BEGIN
  SELECT RAISE(ABORT, 'retreat places full');
END;

-- Refunds: two more reasons. guest: the guest cancelled on their booking page; unconfirmed: a
-- custom retreat the resort did not confirm in time, declined automatically. The note is free text
-- that may name the guest: it is cleared with the booking's personal details (docs/decisions/081).
CREATE TABLE refunds_next (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 10 AND 64),
  order_id TEXT NOT NULL,
  payment_id TEXT NOT NULL,
  amount_paise INTEGER NOT NULL CHECK (amount_paise >= 100),
  reason TEXT NOT NULL CHECK (reason IN ('conflict', 'staff', 'gateway', 'guest', 'unconfirmed')),
  note TEXT CHECK (note IS NULL OR length(note) <= 1000),
  status TEXT NOT NULL DEFAULT 'requested' CHECK (status IN ('requested', 'pending', 'processed', 'failed')),
  gateway_refund_id TEXT UNIQUE,
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  processed_at TEXT
);

INSERT INTO refunds_next (id, order_id, payment_id, amount_paise, reason, note, status, gateway_refund_id, attempts, last_error,
  created_at, updated_at, processed_at)
SELECT id, order_id, payment_id, amount_paise, reason, note, status, gateway_refund_id, attempts, last_error,
  created_at, updated_at, processed_at
FROM refunds;

DROP TABLE refunds;
ALTER TABLE refunds_next RENAME TO refunds;

CREATE INDEX refunds_order ON refunds (order_id);
CREATE INDEX refunds_status ON refunds (status, updated_at);
CREATE UNIQUE INDEX refunds_one_per_conflict ON refunds (order_id) WHERE reason = 'conflict';

-- As in 0006, until the payments table takes the cap per payment (docs/decisions/080-data-model.md).
CREATE TRIGGER refunds_within_payment BEFORE INSERT ON refunds
WHEN NEW.amount_paise + (SELECT coalesce(sum(amount_paise), 0) FROM refunds WHERE order_id = NEW.order_id AND status != 'failed')
  > coalesce((SELECT amount_paise FROM bookings WHERE order_id = NEW.order_id), 0)
BEGIN
  SELECT RAISE(ABORT, 'refund exceeds the payment');
END;

-- Booking notices: keyed per event, not only per kind (a receipt per balance payment, an e-mail per
-- refund), the kinds the calendar and the guest's booking page send, and notices about no booking
-- (a channel feed failing): order_id NULL, told apart by event_key. Existing rows keep event_key ''.
CREATE TABLE booking_notices_next (
  id TEXT PRIMARY KEY,
  order_id TEXT,
  kind TEXT NOT NULL CHECK (
    kind IN (
      'resort_paid', 'guest_confirmation', 'resort_conflict', 'guest_conflict', 'guest_retreat_confirmed', 'guest_retreat_declined',
      'resort_balance_paid', 'guest_balance_receipt', 'guest_balance_reminder',
      'resort_guest_cancelled', 'guest_cancelled', 'guest_resort_cancelled', 'guest_refund',
      'resort_arrival_details', 'resort_change_request',
      'resort_channel_conflict', 'resort_feed_failing'
    )
  ),
  -- Which occurrence of the kind: '' for once per booking, else the event's own id (a refund's id,
  -- a payment's id, a feed's id with the start of its failure).
  event_key TEXT NOT NULL DEFAULT '' CHECK (length(event_key) <= 128),
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
  CHECK (order_id IS NOT NULL OR event_key != '')
);

INSERT INTO booking_notices_next (id, order_id, kind, event_key, channel, recipient, status, attempts, last_error, next_attempt_at,
  created_at, updated_at, last_attempt_at, delivered_at)
SELECT id, order_id, kind, '', channel, recipient, status, attempts, last_error, next_attempt_at,
  created_at, updated_at, last_attempt_at, delivered_at
FROM booking_notices;

DROP TABLE booking_notices;
ALTER TABLE booking_notices_next RENAME TO booking_notices;

-- Each notice exactly once per booking, kind and event, however many requests see the change
-- (inserts say ON CONFLICT DO NOTHING). coalesce: a NULL order id would make every row distinct.
CREATE UNIQUE INDEX booking_notices_once ON booking_notices (coalesce(order_id, ''), kind, event_key);
CREATE INDEX booking_notices_order ON booking_notices (order_id);
CREATE INDEX booking_notices_due ON booking_notices (status, next_attempt_at);

-- The audit trail: every action of this round, and who took it. actor staff: a member of staff
-- (staff_email); guest: the guest on their booking page (a cancellation, arrival details);
-- system: the Cron Trigger (an unconfirmed retreat declined, the retention rules enforced).
-- The reason is free text that may name the guest: cleared with the booking's personal details.
CREATE TABLE staff_audit_next (
  id TEXT PRIMARY KEY,
  at TEXT NOT NULL,
  actor TEXT NOT NULL DEFAULT 'staff' CHECK (actor IN ('staff', 'guest', 'system')),
  staff_email TEXT CHECK (staff_email IS NULL OR length(staff_email) BETWEEN 3 AND 320),
  action TEXT NOT NULL CHECK (
    action IN (
      'form.resend',
      'booking.refund', 'booking.balance', 'booking.cancel', 'booking.confirm', 'booking.decline',
      'booking.record', 'booking.link_reissue', 'booking.arrival', 'booking.change_request',
      'block.create', 'block.delete',
      'calendar.feed_add', 'calendar.feed_delete', 'calendar.sync', 'calendar.export_rotate',
      'guest.erase', 'retention.enforce'
    )
  ),
  order_id TEXT,
  subject_id TEXT,
  amount_minor INTEGER CHECK (amount_minor IS NULL OR amount_minor >= 0),
  currency TEXT CHECK (currency IS NULL OR currency IN ('INR', 'EUR', 'USD')),
  reason TEXT CHECK (reason IS NULL OR length(reason) <= 1000),
  CHECK ((amount_minor IS NULL) = (currency IS NULL)),
  CHECK ((actor = 'staff') = (staff_email IS NOT NULL))
);

INSERT INTO staff_audit_next (id, at, actor, staff_email, action, order_id, subject_id, amount_minor, currency, reason)
SELECT id, at, 'staff', staff_email, action, order_id, subject_id, amount_minor, currency, reason FROM staff_audit;

DROP TABLE staff_audit;
ALTER TABLE staff_audit_next RENAME TO staff_audit;

CREATE INDEX staff_audit_order ON staff_audit (order_id, at);
CREATE INDEX staff_audit_at ON staff_audit (at);

-- Money received outside the gateway: the balance at the desk, or the deposit of a booking staff
-- recorded (kind). 'other' for a method outside the list (the note says which).
CREATE TABLE balance_payments_next (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 10 AND 64),
  order_id TEXT NOT NULL,
  kind TEXT NOT NULL DEFAULT 'balance' CHECK (kind IN ('deposit', 'balance')),
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'USD', 'INR')),
  method TEXT NOT NULL CHECK (method IN ('cash', 'card', 'upi', 'bank_transfer', 'other')),
  note TEXT CHECK (note IS NULL OR length(note) <= 500),
  staff_email TEXT NOT NULL CHECK (length(staff_email) BETWEEN 3 AND 320),
  received_at TEXT NOT NULL
);

INSERT INTO balance_payments_next (id, order_id, kind, amount_minor, currency, method, note, staff_email, received_at)
SELECT id, order_id, 'balance', amount_minor, currency, method, note, staff_email, received_at FROM balance_payments;

DROP TABLE balance_payments;
ALTER TABLE balance_payments_next RENAME TO balance_payments;

CREATE INDEX balance_payments_order ON balance_payments (order_id, received_at);
