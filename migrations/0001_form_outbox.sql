-- Form submissions (contact, consultation, booking details) are stored before they are forwarded
-- to the form-collection service, so none is lost when that service is slow or down.
CREATE TABLE form_submissions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'consultation', 'booking')),
  payload TEXT NOT NULL,
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'parked')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  next_attempt_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  delivered_at TEXT
);

CREATE INDEX form_submissions_due ON form_submissions (status, next_attempt_at);
