-- The daily reconciliation (issue #20; module reconciliation): each outside party's records of a
-- site day against ours.

-- One run per (site day, source): claimed by the leader's job or a finance "run again", replaced
-- wholesale by a rerun. The state is 'done' or 'failed' (the source could not be read).
CREATE TABLE reconciliation_runs (
  id bigserial PRIMARY KEY,
  day date NOT NULL,
  source text NOT NULL,
  source_kind text NOT NULL CHECK (source_kind IN ('gateway', 'chain', 'payout')),
  state text NOT NULL CHECK (state IN ('done', 'failed')),
  their_count integer NOT NULL DEFAULT 0,
  our_count integer NOT NULL DEFAULT 0,
  matched_count integer NOT NULL DEFAULT 0,
  difference_count integer NOT NULL DEFAULT 0,
  failure text,
  started_at bigint NOT NULL,
  finished_at bigint NOT NULL,
  -- NULL: the daily job; otherwise the administrator who asked for the run again.
  requested_by integer,
  UNIQUE (day, source)
);

CREATE TABLE reconciliation_differences (
  id bigserial PRIMARY KEY,
  run_id bigint NOT NULL REFERENCES reconciliation_runs (id) ON DELETE CASCADE,
  kind text NOT NULL
    CHECK (kind IN ('missingOurs', 'missingTheirs', 'amountDiffers', 'stateDiffers')),
  external_ref text NOT NULL,
  order_no text,
  their_amount bigint,
  our_amount bigint,
  their_state text,
  our_state text
);
CREATE INDEX reconciliation_differences_run_idx ON reconciliation_differences (run_id);
