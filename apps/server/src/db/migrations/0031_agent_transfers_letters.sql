-- Transfers from an agent's wallet to a member of its team, and station letters (issue #21).

-- One row per transfer; the money moved is the ledger transaction (reference agent_transfer:<id>).
-- kind: 1 transfer point, 2 super transfer point, 3 deposit from wallet; transfer_type is
-- packages/contracts transferTypes.
CREATE TABLE agent_transfers (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sender_id integer NOT NULL REFERENCES users (id),
  receiver_id integer NOT NULL REFERENCES users (id),
  kind smallint NOT NULL CHECK (kind IN (1, 2, 3)),
  transfer_type smallint NOT NULL CHECK (transfer_type BETWEEN 1 AND 6),
  amount bigint NOT NULL CHECK (amount > 0),
  ledger_transaction_id bigint NOT NULL,
  created_at bigint NOT NULL,
  CHECK (sender_id <> receiver_id)
);
CREATE INDEX agent_transfers_sender ON agent_transfers (sender_id, created_at DESC);
CREATE INDEX agent_transfers_receiver ON agent_transfers (receiver_id, created_at DESC);
CREATE INDEX agent_transfers_created ON agent_transfers (created_at DESC);

-- A letter is written once; each recipient has a row with its read state, so a letter to a team
-- of 200,000 is one INSERT ... SELECT from account_tree and an inbox or unread count is an index
-- range on (recipient_id, ...).
CREATE TABLE station_letters (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  sender_id integer NOT NULL REFERENCES users (id),
  -- 1: chosen members, 2: the whole team at the time of sending.
  audience smallint NOT NULL CHECK (audience IN (1, 2)),
  title text NOT NULL,
  body text NOT NULL,
  recipient_count integer NOT NULL DEFAULT 0,
  created_at bigint NOT NULL
);
CREATE INDEX station_letters_sender ON station_letters (sender_id, id DESC);

CREATE TABLE station_letter_recipients (
  recipient_id integer NOT NULL REFERENCES users (id),
  letter_id bigint NOT NULL REFERENCES station_letters (id),
  read_at bigint,
  PRIMARY KEY (recipient_id, letter_id)
);
CREATE INDEX station_letter_recipients_unread ON station_letter_recipients (recipient_id)
  WHERE read_at IS NULL;
CREATE INDEX station_letter_recipients_letter ON station_letter_recipients (letter_id)
  WHERE read_at IS NOT NULL;
