-- Blocked addresses and maintenance windows, set by administrators (module: admin).

CREATE TABLE ip_restrictions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  network cidr NOT NULL UNIQUE,
  note text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE maintenance_windows (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  note text NOT NULL DEFAULT '',
  CHECK (ends_at > starts_at)
);
