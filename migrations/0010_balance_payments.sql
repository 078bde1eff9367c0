-- The balance a guest settles at the front desk (the staff console's "Balance received"): one row
-- per payment, in the currency of the balance it settles (the currency of the booking's lines), by
-- a closed set of methods. Written in the same D1 batch as its staff_audit row. The id is derived
-- from the booking and the number of balance payments the member of staff saw, so a repeated
-- request (a double click, a retry, two people at once) inserts nothing the second time.
-- No foreign key, like staff_audit: the record outlives any rebuild or tidying of bookings.
CREATE TABLE balance_payments (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 10 AND 64),
  order_id TEXT NOT NULL,
  -- In the currency's minor unit (cents, paise).
  amount_minor INTEGER NOT NULL CHECK (amount_minor > 0),
  currency TEXT NOT NULL CHECK (currency IN ('EUR', 'USD', 'INR')),
  method TEXT NOT NULL CHECK (method IN ('cash', 'card', 'upi', 'bank_transfer')),
  note TEXT CHECK (note IS NULL OR length(note) <= 500),
  staff_email TEXT NOT NULL CHECK (length(staff_email) BETWEEN 3 AND 320),
  received_at TEXT NOT NULL
);

CREATE INDEX balance_payments_order ON balance_payments (order_id, received_at);
