-- Arrival details the guest gives on their booking page (docs/decisions/080-data-model.md,
-- 088-guest-booking-page.md): how and when they arrive, whether they want the airport pickup, what
-- the kitchen should know, a note, and for a foreign guest, optionally, what the resort files in
-- Form C within 24 hours of arrival. One row per booking, deleted once the stay is over (the
-- retention rules, docs/decisions/081-retention.md). No foreign key, like the audit trail, so no
-- rebuild of `bookings` can cascade into it. New table only; nothing is rebuilt.
CREATE TABLE arrival_details (
  order_id TEXT PRIMARY KEY CHECK (length(order_id) BETWEEN 1 AND 64),
  -- An IATA flight number as the guest gave it, normalised: 'AI937', '6E1234'.
  flight_number TEXT CHECK (flight_number IS NULL OR (length(flight_number) BETWEEN 3 AND 8 AND flight_number NOT GLOB '*[^A-Z0-9]*')),
  -- When the flight lands, on the clock in Kerala (IST), to the minute.
  -- (Two GLOBs: D1 refuses a pattern longer than 50 bytes.)
  arrival_time TEXT CHECK (
    arrival_time IS NULL OR (length(arrival_time) = 16 AND substr(arrival_time, 1, 11) GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]T'
      AND substr(arrival_time, 12) GLOB '[0-9][0-9]:[0-9][0-9]')
  ),
  -- The resort's car from Trivandrum airport (35 minutes): it needs the flight and the time.
  airport_pickup INTEGER NOT NULL DEFAULT 0 CHECK (airport_pickup IN (0, 1)),
  -- Free text; may reveal health or religion (ADR 088): shown to the staff who cook and serve.
  dietary_needs TEXT CHECK (dietary_needs IS NULL OR length(dietary_needs) <= 500),
  note TEXT CHECK (note IS NULL OR length(note) <= 1000),
  -- Form C (foreign guests): nationality as ISO 3166-1 alpha-2, passport and visa numbers and expiry dates.
  nationality TEXT CHECK (nationality IS NULL OR (length(nationality) = 2 AND nationality NOT GLOB '*[^A-Z]*')),
  passport_number TEXT CHECK (passport_number IS NULL OR (length(passport_number) BETWEEN 5 AND 20 AND passport_number NOT GLOB '*[^A-Z0-9]*')),
  passport_expires_on TEXT CHECK (passport_expires_on IS NULL OR passport_expires_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  visa_number TEXT CHECK (visa_number IS NULL OR (length(visa_number) BETWEEN 4 AND 30 AND visa_number NOT GLOB '*[^A-Z0-9]*')),
  visa_expires_on TEXT CHECK (visa_expires_on IS NULL OR visa_expires_on GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  -- Counts the changes: each one is its own notice to the resort (booking_notices.event_key).
  revision INTEGER NOT NULL DEFAULT 1 CHECK (revision >= 1),
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  CHECK (airport_pickup = 0 OR (flight_number IS NOT NULL AND arrival_time IS NOT NULL))
);
