-- What administrators edit in the content section (module: content): announcement types, their
-- schedule, popup and enabled flags; the app-download guide text; the speed-test configuration.

ALTER TABLE announcements
  ADD COLUMN type smallint NOT NULL DEFAULT 1 CHECK (type BETWEEN 1 AND 4),
  ADD COLUMN starts_at timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN ends_at timestamptz,
  ADD COLUMN is_popup boolean NOT NULL DEFAULT false,
  ADD COLUMN is_enabled boolean NOT NULL DEFAULT true,
  ADD COLUMN updated_at timestamptz NOT NULL DEFAULT now();
UPDATE announcements SET starts_at = created_at;
-- Every writer names its start (the server clock, not the database's, decides what is shown).
ALTER TABLE announcements
  ALTER COLUMN starts_at DROP DEFAULT,
  ADD CONSTRAINT announcements_window CHECK (ends_at IS NULL OR ends_at > starts_at);
-- Players read the enabled ones whose window holds now, newest first.
CREATE INDEX announcements_shown ON announcements (starts_at DESC) WHERE is_enabled;

ALTER TABLE app_download_config
  ADD COLUMN guide_text text NOT NULL DEFAULT '';

-- One row: the addresses the speed-test page compares and how often (SPEC §3 speedTestConfig).
CREATE TABLE speed_test_config (
  id boolean PRIMARY KEY DEFAULT true CHECK (id),
  url_list text[] NOT NULL DEFAULT '{}',
  interval_minutes integer NOT NULL DEFAULT 10 CHECK (interval_minutes BETWEEN 1 AND 1440),
  is_switch_url_enabled boolean NOT NULL DEFAULT false
);
INSERT INTO speed_test_config DEFAULT VALUES;
