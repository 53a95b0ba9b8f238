-- Customer service (issue #22): an asker may stop waiting (CancelCustomerServiceWaiting). The
-- session ends as `cancelled`: never served, so it has no operator and is not rated (the rating
-- check already allows it on `finished` only). finished_at holds when it was cancelled.
-- A flag on `finished` was the other way; it would have let every reader that means "served and
-- ended" (the rating, the desk's transcripts) take a cancelled session for a finished one.

ALTER TABLE service_sessions
  DROP CONSTRAINT service_sessions_state_check,
  DROP CONSTRAINT service_sessions_check1,
  ADD CONSTRAINT service_sessions_state_check
    CHECK (state IN ('waiting', 'serving', 'finished', 'cancelled')),
  -- An operator from the take on; none while waiting, nor when the wait was cancelled.
  ADD CONSTRAINT service_sessions_operator_check
    CHECK ((state IN ('waiting', 'cancelled')) = (operator_id IS NULL));

-- One open session per asker: a cancelled one is no longer open.
DROP INDEX service_sessions_open_user;
DROP INDEX service_sessions_open_visitor;
CREATE UNIQUE INDEX service_sessions_open_user ON service_sessions (user_id)
  WHERE state IN ('waiting', 'serving') AND user_id IS NOT NULL;
CREATE UNIQUE INDEX service_sessions_open_visitor ON service_sessions (visitor_id)
  WHERE state IN ('waiting', 'serving') AND visitor_id IS NOT NULL;
