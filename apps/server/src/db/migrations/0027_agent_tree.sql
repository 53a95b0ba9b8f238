-- The agent tree as a closure table (module: agent; issue #21).
--
-- users.parent_id stays the one source of truth; account_tree holds every (ancestor, descendant)
-- pair with its distance, self pairs included (depth 0), kept by triggers in the transaction that
-- inserts an account or changes its upline, whatever code path does it. "Is X in A's team" is one
-- primary-key probe and "A's whole team" one index range, at any depth, on PostgreSQL and PGlite
-- alike (ltree is an extension PGlite loads separately; materialised paths need a LIKE prefix
-- scan and a rewrite of every descendant's path on a move, which the closure table needs too, but
-- as two set statements). A tree of 200,000 accounts ten levels deep is about 2.2 million rows.

CREATE TABLE account_tree (
  ancestor_id integer NOT NULL REFERENCES users (id),
  descendant_id integer NOT NULL REFERENCES users (id),
  -- 0 for the account itself, 1 for a direct descendant, and so on.
  depth smallint NOT NULL CHECK (depth >= 0),
  PRIMARY KEY (ancestor_id, descendant_id)
);
-- The upline of an account, nearest first.
CREATE INDEX account_tree_descendant ON account_tree (descendant_id, depth);
-- An agent's members level by level (direct descendants are depth 1).
CREATE INDEX account_tree_ancestor_depth ON account_tree (ancestor_id, depth, descendant_id);

INSERT INTO account_tree (ancestor_id, descendant_id, depth)
WITH RECURSIVE up AS (
  SELECT id AS descendant_id, id AS ancestor_id, parent_id, 0 AS depth FROM users
  UNION ALL
  SELECT up.descendant_id, u.id, u.parent_id, up.depth + 1
    FROM up JOIN users u ON u.id = up.parent_id
)
SELECT ancestor_id, descendant_id, depth FROM up;

CREATE FUNCTION account_tree_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO account_tree (ancestor_id, descendant_id, depth)
  SELECT NEW.id, NEW.id, 0
  UNION ALL
  SELECT t.ancestor_id, NEW.id, t.depth + 1
    FROM account_tree t WHERE t.descendant_id = NEW.parent_id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER account_tree_inserted AFTER INSERT ON users
  FOR EACH ROW EXECUTE FUNCTION account_tree_inserted();

-- A move takes the account's whole subtree along: the pairs linking the subtree to its old upline
-- go, pairs to the new upline come. The caller refuses cycles (modules/auth/account-tree.ts).
CREATE FUNCTION account_tree_moved() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM account_tree t
   USING account_tree sub, account_tree up
   WHERE sub.ancestor_id = NEW.id
     AND up.descendant_id = NEW.id AND up.depth > 0
     AND t.ancestor_id = up.ancestor_id AND t.descendant_id = sub.descendant_id;
  INSERT INTO account_tree (ancestor_id, descendant_id, depth)
  SELECT up.ancestor_id, sub.descendant_id, up.depth + sub.depth + 1
    FROM account_tree up, account_tree sub
   WHERE up.descendant_id = NEW.parent_id AND sub.ancestor_id = NEW.id;
  RETURN NULL;
END;
$$;
CREATE TRIGGER account_tree_moved AFTER UPDATE OF parent_id ON users
  FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id)
  EXECUTE FUNCTION account_tree_moved();
