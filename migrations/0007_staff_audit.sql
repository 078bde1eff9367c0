-- The staff console's audit trail (workers/admin/staff-actions.ts): one row per action a member of
-- staff took, written in the same D1 batch as the action's effect, so there is never an effect
-- without its row or a row without its effect. Rows are only ever inserted.
CREATE TABLE staff_audit (
  id TEXT PRIMARY KEY,
  -- When, ISO 8601 UTC; who (the e-mail address Cloudflare Access vouched for).
  at TEXT NOT NULL,
  staff_email TEXT NOT NULL CHECK (length(staff_email) BETWEEN 3 AND 320),
  action TEXT NOT NULL CHECK (action IN ('form.resend', 'booking.refund', 'booking.balance', 'booking.cancel', 'booking.confirm', 'booking.decline')),
  -- The booking the action concerns (no foreign key: the trail outlives any tidying of bookings).
  order_id TEXT,
  -- What else it acted on, when that is not the booking itself (a form submission's id).
  subject_id TEXT,
  -- An amount moved, in the currency's minor unit (paise, cents), and its currency.
  amount_minor INTEGER CHECK (amount_minor IS NULL OR amount_minor >= 0),
  currency TEXT CHECK (currency IS NULL OR currency IN ('INR', 'EUR', 'USD')),
  reason TEXT CHECK (reason IS NULL OR length(reason) <= 1000),
  CHECK ((amount_minor IS NULL) = (currency IS NULL))
);

CREATE INDEX staff_audit_order ON staff_audit (order_id, at);
CREATE INDEX staff_audit_at ON staff_audit (at);

-- The staff console lists bookings newest first, across statuses, a page at a time.
CREATE INDEX bookings_created_order ON bookings (created_at, order_id);
