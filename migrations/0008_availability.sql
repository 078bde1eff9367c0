-- Availability (docs/decisions/060-availability.md): holds on room-nights and retreat places,
-- taken in the same D1 batch that stores an order, made sold in the batch that records its
-- payment, lapsing after HOLD_TTL_SECONDS unless paid. The `conflict` status for a payment that
-- came after its hold lapsed, for nights someone else took meanwhile, is in 0006 already.
--
-- Both tables reference bookings WITHOUT an ON DELETE action, on purpose: dropping or rebuilding
-- `bookings` must never delete holds and sold nights by cascade. A future migration that rebuilds
-- `bookings` (to change a CHECK, say) therefore has to, in this order and in that one migration:
--   1. `PRAGMA defer_foreign_keys = true;`
--   2. copy `room_nights` and `retreat_places` aside (`CREATE TABLE saved_room_nights AS SELECT *
--      FROM room_nights;` and the same for retreat_places), then `DELETE FROM` both, so dropping
--      `bookings` leaves no row pointing at it (otherwise the drop fails at commit with a
--      FOREIGN KEY error: which is the point, nothing is lost silently);
--   3. copy `booking_lines` aside too, as 0006 does (its rows cascade with `bookings`);
--   4. create `bookings_next` keeping every column and CHECK of 0006 (deposit_percent included),
--      fill it, `DROP TABLE bookings`, `ALTER TABLE bookings_next RENAME TO bookings`;
--   5. put booking_lines, room_nights and retreat_places back (`INSERT INTO ... SELECT * FROM
--      saved_...`; the retreat_places_capacity trigger accepts them, as they fitted before) and
--      drop the saved copies;
--   6. recreate the indexes on bookings: bookings_status_created, bookings_guest_email (0006) and
--      the staff console's bookings_created_order (0007);
--   7. drop the refunds_within_payment trigger (0006) before the rename and create it again after:
--      it reads `bookings`, and SQLite refuses to rename a table into a schema whose triggers
--      name a table that does not exist.
-- (Checked against SQLite: a rebuild that skips step 2 fails with "FOREIGN KEY constraint failed"
-- and leaves every hold in place; one that follows these steps keeps all rows.)

-- One row per room and night that an order holds or has bought. The primary key is the rule
-- "each room is sold once per night": a second order for the night fails its whole batch.
-- state held: until expires_at (the hold lapses unless the booking is paid); sold: for good.
CREATE TABLE room_nights (
  room_id TEXT NOT NULL,
  night TEXT NOT NULL CHECK (night GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  order_id TEXT NOT NULL REFERENCES bookings (order_id),
  position INTEGER NOT NULL,
  state TEXT NOT NULL CHECK (state IN ('held', 'sold')),
  expires_at TEXT,
  CHECK ((state = 'held') = (expires_at IS NOT NULL)),
  PRIMARY KEY (room_id, night)
);

CREATE INDEX room_nights_order ON room_nights (order_id);
CREATE INDEX room_nights_expiry ON room_nights (expires_at) WHERE state = 'held';

-- Retreat guests per order line and night. `capacity` is the resort's nightly figure when the
-- row was written (app/catalogue/site.ts guestsAtOnce); the trigger refuses a row that would take
-- a night over it, which aborts the whole batch that stores the order.
CREATE TABLE retreat_places (
  order_id TEXT NOT NULL REFERENCES bookings (order_id),
  position INTEGER NOT NULL,
  night TEXT NOT NULL CHECK (night GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  guests INTEGER NOT NULL CHECK (guests > 0),
  capacity INTEGER NOT NULL CHECK (capacity > 0),
  state TEXT NOT NULL CHECK (state IN ('held', 'sold')),
  expires_at TEXT,
  CHECK ((state = 'held') = (expires_at IS NOT NULL)),
  PRIMARY KEY (order_id, position, night)
);

CREATE INDEX retreat_places_night ON retreat_places (night);
CREATE INDEX retreat_places_expiry ON retreat_places (expires_at) WHERE state = 'held';

CREATE TRIGGER retreat_places_capacity BEFORE INSERT ON retreat_places
WHEN (SELECT coalesce(sum(guests), 0) FROM retreat_places WHERE night = NEW.night) + NEW.guests > NEW.capacity
BEGIN
  SELECT RAISE(ABORT, 'retreat places full');
END;
