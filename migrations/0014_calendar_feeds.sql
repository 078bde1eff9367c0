-- The channels' calendars (docs/decisions/080-data-model.md): iCalendar feeds the resort imports
-- per room, the events they carry, and the version behind each room's export URL. New tables
-- only; nothing is rebuilt.

-- The version in the HMAC behind a room's export URL (absent: version 1). Rotating the URL bumps
-- it, and every channel given the old URL stops reading the room's calendar.
CREATE TABLE room_calendars (
  room_id TEXT PRIMARY KEY CHECK (length(room_id) BETWEEN 1 AND 64),
  export_version INTEGER NOT NULL DEFAULT 1 CHECK (export_version >= 1)
);

-- A channel's iCal export URL for one room. The URL is itself a secret (whoever has it reads the
-- channel's calendar): shown only in the console, never logged. The validators make the next
-- fetch conditional; failing_since is when the current run of failures began (NULL: last fetch
-- succeeded), so the resort is told once per run.
CREATE TABLE calendar_feeds (
  id TEXT PRIMARY KEY CHECK (length(id) BETWEEN 10 AND 64),
  room_id TEXT NOT NULL CHECK (length(room_id) BETWEEN 1 AND 64),
  label TEXT NOT NULL CHECK (length(label) BETWEEN 1 AND 60),
  url TEXT NOT NULL CHECK (length(url) BETWEEN 10 AND 2000),
  etag TEXT,
  last_modified TEXT,
  last_synced_at TEXT,
  last_success_at TEXT,
  last_error TEXT CHECK (last_error IS NULL OR length(last_error) <= 300),
  failing_since TEXT,
  created_by TEXT NOT NULL CHECK (length(created_by) BETWEEN 3 AND 320),
  created_at TEXT NOT NULL,
  UNIQUE (room_id, url)
);

CREATE INDEX calendar_feeds_room ON calendar_feeds (room_id);

-- The nights a channel says are taken: one row per event of its feed (its UID), as calendar
-- dates (to_night exclusive, like a check-out). Kept apart from room_nights on purpose: an import
-- that overlaps a night sold here is a double booking to be seen, not a write to be refused. No
-- summary or other text from the channel is kept (it may name a guest).
CREATE TABLE external_blocks (
  feed_id TEXT NOT NULL REFERENCES calendar_feeds (id) ON DELETE CASCADE,
  uid TEXT NOT NULL CHECK (length(uid) BETWEEN 1 AND 255),
  room_id TEXT NOT NULL CHECK (length(room_id) BETWEEN 1 AND 64),
  from_night TEXT NOT NULL CHECK (from_night GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]'),
  to_night TEXT NOT NULL CHECK (to_night GLOB '[0-9][0-9][0-9][0-9]-[0-9][0-9]-[0-9][0-9]' AND to_night > from_night),
  PRIMARY KEY (feed_id, uid)
);

CREATE INDEX external_blocks_room ON external_blocks (room_id, from_night);
