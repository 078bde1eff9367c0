-- A night a channel's feed says is taken (external_blocks, migration 0014) cannot be held by an
-- order (docs/decisions/085-calendar-sync.md). The order endpoint looks first; this makes the hold
-- itself refuse it, in the order's own batch, so an order racing a sync never holds a night the
-- sync has already blocked.
--
-- Only holds: a sync never fails for the site's nights (an import over a sold night is a conflict
-- to be shown, not a write to refuse), a payment that arrives for a lapsed hold becomes a conflict
-- as before, and staff recording or blocking a night decide for themselves.
--
-- The message begins like the primary key's error, which is what isAvailabilityConflict
-- (workers/availability/availability-repository.ts) matches: the order is refused with a 409
-- naming the nights, like any night already taken.
CREATE TRIGGER room_nights_hold_outside_channel_blocks BEFORE INSERT ON room_nights
WHEN NEW.state = 'held' AND EXISTS (
  SELECT 1 FROM external_blocks WHERE room_id = NEW.room_id AND from_night <= NEW.night AND to_night > NEW.night
)
BEGIN
  SELECT RAISE(ABORT, 'UNIQUE constraint failed: room_nights (the night is taken on a channel''s calendar)');
END;
