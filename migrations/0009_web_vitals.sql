-- Core Web Vitals from real visitors (POST /api/vitals, app/domain/vitals/vitals.ts), kept as a
-- histogram: one row per UTC day, route pattern, metric and bucket, counting the samples that fell
-- in it. No sample, URL, address or identifier is stored. `le` is the bucket's upper bound in the
-- metric's unit (milliseconds for LCP and INP, none for CLS); the p75 query is in the README.
CREATE TABLE web_vitals (
  day TEXT NOT NULL,
  route TEXT NOT NULL,
  metric TEXT NOT NULL CHECK (metric IN ('LCP', 'INP', 'CLS')),
  le REAL NOT NULL,
  count INTEGER NOT NULL DEFAULT 0 CHECK (count >= 0),
  PRIMARY KEY (day, route, metric, le)
) WITHOUT ROWID;
