-- Chat rooms, their members and messages (module: chat, issue #22). The site is one merchant
-- (site_settings.merchant_code), so its public rooms are the merchant's. Group, site-group, tutor
-- and customer-service rooms come later as kinds of the same room.

CREATE TABLE chat_rooms (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('public', 'group', 'site_group', 'tutor', 'service')),
  name text NOT NULL,
  -- Only managers and owners (tutors in a tutor room) post in a read-only room.
  is_read_only boolean NOT NULL DEFAULT false,
  announcement text NOT NULL DEFAULT '',
  created_at bigint NOT NULL,
  closed_at bigint
);

CREATE TABLE chat_room_members (
  room_id integer NOT NULL REFERENCES chat_rooms (id),
  user_id integer NOT NULL REFERENCES users (id),
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'manager', 'owner', 'tutor')),
  joined_at bigint NOT NULL,
  -- Unread: the room's messages past this id (UpdateRoomActiveTime moves it).
  last_read_message_id bigint NOT NULL DEFAULT 0,
  -- SetHistoryMessageClearTime: when, and the room's last message then, which paging keys on.
  history_cleared_at bigint,
  history_cleared_through_id bigint NOT NULL DEFAULT 0,
  PRIMARY KEY (room_id, user_id)
);
CREATE INDEX chat_room_members_by_user ON chat_room_members (user_id);

CREATE TABLE chat_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  room_id integer NOT NULL REFERENCES chat_rooms (id),
  sender_id integer NOT NULL REFERENCES users (id),
  -- The sender's nick name when sent: history reads no other table.
  sender_nick_name text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('text', 'emoji', 'bet_share')),
  -- Plain text as typed; clients render it as text, never as markup.
  body text NOT NULL,
  created_at bigint NOT NULL,
  removed_at bigint,
  removed_by_admin_id integer REFERENCES admins (id),
  removal_reason text,
  CHECK ((removed_at IS NULL) = (removed_by_admin_id IS NULL))
);
-- "The last page of this room" (backwards from an id) and "after id N in my rooms" (forwards):
-- both walk one room's visible messages by id, and a removed message leaves the index.
CREATE INDEX chat_messages_room_keyset ON chat_messages (room_id, id) WHERE removed_at IS NULL;
-- The per-sender rate limit reads a sender's latest few messages.
CREATE INDEX chat_messages_by_sender ON chat_messages (sender_id, id);
