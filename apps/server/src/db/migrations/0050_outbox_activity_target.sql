-- Outbox rows for an activity's screen (issue #23, the red-pack rain's live winner list): target
-- 'activity' sends to the hub group of activity target_id, joined by JoinRedPackRain, so a grab
-- committed on any instance reaches every player watching the rain.
ALTER TABLE outbox DROP CONSTRAINT outbox_target_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_target_check
  CHECK (target IN ('user', 'game', 'room', 'activity'));
