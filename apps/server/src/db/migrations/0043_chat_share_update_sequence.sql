-- Settled shares a reconnecting client missed (SyncWhenReconnected, issue #22). When a shared
-- ticket settles, its bet_share messages' snapshots change (shared-ticket-settled.ts) and each
-- takes the next number of one sequence while the settling transaction holds the message's room
-- row lock (the one AddMessage and removals take), so within a room the numbers follow commit
-- order: a client that saw the room's share updates up to N has seen every earlier one, as with
-- removals (0040). No backfill: a client learns its first cursor from GetInitialData, whose page
-- already shows the snapshots as they are.
CREATE SEQUENCE chat_share_update_seq;
ALTER TABLE chat_messages ADD COLUMN share_update_seq bigint;

-- "The room's share updates after N" and "the room's last share update": the index holds only
-- settled shares, a small share of a room's history.
CREATE INDEX chat_messages_room_share_updates ON chat_messages (room_id, share_update_seq)
  WHERE share_update_seq IS NOT NULL;
