-- Form submissions (contact, consultation, booking details) are stored before they are forwarded
-- to the form-collection service, so none is lost when that service is slow or down.
-- See workers/forms/outbox.ts and docs/decisions/010-form-outbox.md. Times are ISO 8601 UTC text.
CREATE TABLE form_submissions (
  id TEXT PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('contact', 'consultation', 'booking')),
  -- The JSON object forwarded to Formspree, exactly as it will be (or was) sent.
  payload TEXT NOT NULL,
  -- pending: waiting to be sent or retried; delivered: Formspree accepted it;
  -- parked: Formspree refused it, or retries ran out (the reason is in last_error).
  status TEXT NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'parked')),
  attempts INTEGER NOT NULL DEFAULT 0,
  last_error TEXT,
  -- When a pending row is next due. A sender claims a row by moving this into the future.
  next_attempt_at TEXT NOT NULL,
  created_at TEXT NOT NULL,
  updated_at TEXT NOT NULL,
  last_attempt_at TEXT,
  delivered_at TEXT
);

CREATE INDEX form_submissions_due ON form_submissions (status, next_attempt_at);
