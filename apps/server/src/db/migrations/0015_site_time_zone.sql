-- The merchant's time zone (an IANA name): every time a person reads is shown in it, whatever the
-- browser's zone. Business days (reports, record searches) still start at midnight UTC+8
-- (platform/site-date-range.ts).
ALTER TABLE site_settings
  ADD COLUMN time_zone text NOT NULL DEFAULT 'Asia/Shanghai'
    CHECK (time_zone ~ '^[A-Za-z][A-Za-z0-9_+-]*(/[A-Za-z0-9_+-]+)*$');
