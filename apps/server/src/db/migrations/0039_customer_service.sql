-- Customer service (module: customer-service, issue #22): visitors without an account, service
-- sessions of a player or a visitor (waiting, serving, finished) with their operator, rating and
-- transcript. Own tables rather than chat rooms: a visitor is no user, an operator no member.

CREATE TABLE service_visitors (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- The address the visitor token was issued to: visitors' limits count per address.
  address inet NOT NULL,
  created_at bigint NOT NULL
);
CREATE INDEX service_visitors_by_address ON service_visitors (address, created_at);

CREATE TABLE service_sessions (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  user_id integer REFERENCES users (id),
  visitor_id integer REFERENCES service_visitors (id),
  state text NOT NULL DEFAULT 'waiting' CHECK (state IN ('waiting', 'serving', 'finished')),
  operator_id integer REFERENCES admins (id),
  requested_at bigint NOT NULL,
  served_at bigint,
  finished_at bigint,
  rating smallint CHECK (rating BETWEEN 1 AND 5),
  rating_comment text,
  rated_at bigint,
  CHECK ((user_id IS NULL) <> (visitor_id IS NULL)),
  CHECK ((state = 'waiting') = (operator_id IS NULL)),
  CHECK ((rating IS NULL) = (rated_at IS NULL)),
  CHECK (rating IS NULL OR state = 'finished')
);
-- One open session per asker: asking again while one is open answers that one.
CREATE UNIQUE INDEX service_sessions_open_user ON service_sessions (user_id)
  WHERE state <> 'finished' AND user_id IS NOT NULL;
CREATE UNIQUE INDEX service_sessions_open_visitor ON service_sessions (visitor_id)
  WHERE state <> 'finished' AND visitor_id IS NOT NULL;
-- The queue, in the order asked (ids are taken in that order).
CREATE INDEX service_sessions_waiting ON service_sessions (id) WHERE state = 'waiting';
CREATE INDEX service_sessions_by_operator ON service_sessions (operator_id, id);
CREATE INDEX service_sessions_by_requested ON service_sessions (requested_at);
CREATE INDEX service_sessions_by_user ON service_sessions (user_id, id);
CREATE INDEX service_sessions_by_visitor ON service_sessions (visitor_id, id);

CREATE TABLE service_messages (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  session_id integer NOT NULL REFERENCES service_sessions (id),
  -- The asker (the session's player or visitor) or an operator, who may change on a transfer.
  operator_id integer REFERENCES admins (id),
  sender_name text NOT NULL,
  -- Plain text as typed; clients render it as text, never as markup.
  body text NOT NULL,
  -- A visitor's address (service_visitors.address) on their messages: its limit reads them.
  sender_address inet,
  created_at bigint NOT NULL
);
CREATE INDEX service_messages_by_session ON service_messages (session_id, id);
CREATE INDEX service_messages_by_address ON service_messages (sender_address, id)
  WHERE sender_address IS NOT NULL;

CREATE TABLE service_canned_replies (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  title text NOT NULL,
  body text NOT NULL,
  created_at bigint NOT NULL
);
