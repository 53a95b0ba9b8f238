-- Group, site-group and tutor rooms (issue #22): a room's pinned message, its room-wide history
-- clear (ClearHistoryMessage: messages stay stored, hidden from every member like the per-member
-- clear), and messages removed by a room's manager or tutor rather than by an administrator.

ALTER TABLE chat_rooms
  -- One pinned message per room (UpdatePinMessage); a removed or cleared message shows unpinned.
  ADD COLUMN pinned_message_id bigint REFERENCES chat_messages (id),
  ADD COLUMN history_cleared_at bigint,
  -- Every member's paging starts past this id (the greater of it and the member's own).
  ADD COLUMN history_cleared_through_id bigint NOT NULL DEFAULT 0;

-- The site's open site-group and tutor rooms, listed for players to enter.
CREATE INDEX chat_rooms_site_open ON chat_rooms (kind, id)
  WHERE kind IN ('site_group', 'tutor') AND closed_at IS NULL;

ALTER TABLE chat_messages
  ADD COLUMN removed_by_user_id integer REFERENCES users (id),
  DROP CONSTRAINT chat_messages_check,
  ADD CONSTRAINT chat_messages_removed_by_one CHECK (
    (removed_at IS NULL) = (num_nonnulls(removed_by_admin_id, removed_by_user_id) = 0)
    AND num_nonnulls(removed_by_admin_id, removed_by_user_id) <= 1
  );
