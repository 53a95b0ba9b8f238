-- The team (module: agent/team; issue #21): register links with a type, prize group, expiry and
-- usage count; deleted members; the index the member list's "last login" reads.

-- A link makes accounts of its role with its prize group (NULL: the agent's own group when the
-- account registers) until it expires, is disabled or has made max_uses accounts.
ALTER TABLE register_links
  ADD COLUMN role text NOT NULL DEFAULT 'player' CHECK (role IN ('player', 'agent')),
  ADD COLUMN prize_group integer CHECK (prize_group BETWEEN 1700 AND 2000),
  ADD COLUMN expires_at timestamptz,
  ADD COLUMN max_uses integer CHECK (max_uses > 0),
  ADD COLUMN use_count integer NOT NULL DEFAULT 0,
  ADD CONSTRAINT register_links_within_limit CHECK (max_uses IS NULL OR use_count <= max_uses);

-- A member its agent deleted: the row stays (its tickets, ledger lines, reports and audit keep
-- pointing at it) and the account is disabled; lists and the team figures leave it out.
ALTER TABLE users ADD COLUMN deleted_at timestamptz;

CREATE INDEX sessions_user_created ON sessions (user_id, created_at);
