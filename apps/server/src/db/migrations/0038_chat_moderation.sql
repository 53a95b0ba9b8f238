-- Chat mutes and bans (issue #22, moderation). One row per administrator decision, kept after it
-- ends or is lifted: the console lists them, and the audit rows say who did what.
-- A mute keeps a player from posting in one room (room_id) or in all chat (room_id NULL) until
-- ends_at (NULL: until lifted). A ban is per room: the member leaves it and does not re-enter.

CREATE TABLE chat_restrictions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('mute', 'ban')),
  user_id integer NOT NULL REFERENCES users (id),
  room_id integer REFERENCES chat_rooms (id),
  reason text NOT NULL,
  created_by_admin_id integer NOT NULL REFERENCES admins (id),
  created_at bigint NOT NULL,
  ends_at bigint,
  lifted_at bigint,
  lifted_by_admin_id integer REFERENCES admins (id),
  lift_reason text,
  CHECK (kind = 'mute' OR (room_id IS NOT NULL AND ends_at IS NULL)),
  CHECK ((lifted_at IS NULL) = (lifted_by_admin_id IS NULL))
);
-- Every post reads the sender's standing restrictions, and public rooms' entry reads its bans.
CREATE INDEX chat_restrictions_standing ON chat_restrictions (user_id) WHERE lifted_at IS NULL;

-- A shared ticket (kind bet_share, hub method ShareBet): the ticket, so that a later win can find
-- the rooms it was shared in, and the snapshot the room was shown (and a member copies into their
-- own cart): what the ticket was when shared, whatever happens to it later.
ALTER TABLE chat_messages
  ADD COLUMN shared_ticket_id bigint REFERENCES bet_tickets (id),
  ADD COLUMN bet_share jsonb,
  ADD CONSTRAINT chat_messages_bet_share CHECK (
    (kind = 'bet_share') = (shared_ticket_id IS NOT NULL)
    AND (shared_ticket_id IS NULL) = (bet_share IS NULL)
  );
CREATE INDEX chat_messages_by_shared_ticket ON chat_messages (shared_ticket_id)
  WHERE shared_ticket_id IS NOT NULL;

-- Chat images: a player uploads one (POST /api/Chat/UploadImage), stored by content hash in the
-- site's upload storage, and is answered a token; AddMessage with Kind image names the token,
-- which only its uploader may post, and the message's body is the image's address.
CREATE TABLE chat_images (
  token text PRIMARY KEY,
  uploader_id integer NOT NULL REFERENCES users (id),
  url text NOT NULL,
  byte_count integer NOT NULL,
  created_at bigint NOT NULL
);
ALTER TABLE chat_messages DROP CONSTRAINT chat_messages_kind_check;
ALTER TABLE chat_messages ADD CONSTRAINT chat_messages_kind_check
  CHECK (kind IN ('text', 'emoji', 'bet_share', 'image'));
