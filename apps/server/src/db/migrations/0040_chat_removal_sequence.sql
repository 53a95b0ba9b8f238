-- Removals a reconnecting client missed (SyncWhenReconnected, issue #22). Each removal takes the
-- next number of one sequence while it holds its room's row lock, so within a room the numbers
-- follow commit order: a client that saw the room's removals up to N has seen every earlier one,
-- and asks for those after N. A removed_at time would not be exact: two removals may share a
-- millisecond, and times are taken before commit, so a later-committing removal could carry an
-- earlier time than one the client already saw.
CREATE SEQUENCE chat_removal_seq;
ALTER TABLE chat_messages ADD COLUMN removal_seq bigint;
UPDATE chat_messages SET removal_seq = nextval('chat_removal_seq') WHERE removed_at IS NOT NULL;

-- A trigger rather than each remover's own statement: every way of removing (an administrator,
-- a room manager, a ban's clean-up) numbers its removals the same way. The room's row lock is the
-- one AddMessage takes (FOR NO KEY UPDATE), so removals and posts of a room take turns.
CREATE FUNCTION chat_number_removal() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM 1 FROM chat_rooms WHERE id = NEW.room_id FOR NO KEY UPDATE;
  NEW.removal_seq := nextval('chat_removal_seq');
  RETURN NEW;
END $$;
CREATE TRIGGER chat_messages_number_removal
  BEFORE UPDATE OF removed_at ON chat_messages
  FOR EACH ROW WHEN (OLD.removed_at IS NULL AND NEW.removed_at IS NOT NULL)
  EXECUTE FUNCTION chat_number_removal();

-- "The room's removals after N" and "the room's last removal": one room's removed messages by
-- number; the index holds only removed messages, a small share of a room's history.
CREATE INDEX chat_messages_room_removals ON chat_messages (room_id, removal_seq)
  WHERE removal_seq IS NOT NULL;
