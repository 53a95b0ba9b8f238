-- Outbox rows for a chat room (issue #22, ChatRoomBetAwardNotify): target 'room' sends to the
-- hub group of chat room target_id, so a settled shared ticket reaches every member connected to
-- any instance, as the room's messages do.
ALTER TABLE outbox DROP CONSTRAINT outbox_target_check;
ALTER TABLE outbox ADD CONSTRAINT outbox_target_check
  CHECK (target IN ('user', 'game', 'room'));
