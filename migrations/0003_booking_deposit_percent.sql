-- Each booking records the deposit rate it was charged at (whole percent), so changing
-- DEPOSIT_PERCENT (app/domain/money/money.ts) never relabels bookings made before the change.
-- Every booking stored before this migration was charged at 20%.
ALTER TABLE bookings ADD COLUMN deposit_percent INTEGER NOT NULL DEFAULT 20 CHECK (deposit_percent BETWEEN 1 AND 100);
