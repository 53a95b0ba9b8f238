-- The ledger post and the bet's writes as database functions (issue #8, placement benchmark):
-- each is one round trip from the server instead of three to seven, and PL/pgSQL keeps the
-- plans of its statements. The rules stay where they were written down: ledger.ts and
-- place-bets.ts describe them and are the only callers.

-- One balanced ledger transaction (ledger.ts post()). Postings name accounts by owner and kind
-- (house: owner NULL). Every account is locked in ascending id order (a user's account used
-- for the first time is created first), then the funds are checked under those locks: short of
-- funds, nothing is written and no row comes back. Otherwise the balances change, the
-- transaction and its entries are written (each entry with its account's running balance and
-- version, in posting order), and one row per account comes back with its new balance.
CREATE FUNCTION ledger_post(p_kind text, p_reference text, p_at bigint, p_users integer[],
                            p_kinds text[], p_amounts bigint[], p_types smallint[],
                            p_memos text[])
RETURNS TABLE (posted_transaction_id bigint, account_user_id integer, account_kind text,
               account_balance bigint)
LANGUAGE plpgsql AS $$
DECLARE
  locked_ids bigint[];
  locked_users integer[];
  locked_kinds text[];
  locked_balances bigint[];
  posting_accounts bigint[];
  funded boolean;
BEGIN
  FOR attempt IN 1..2 LOOP
    -- Found through the (user_id, kind) index, then locked through the primary key: a condition
    -- with OR over both would scan the whole table.
    SELECT array_agg(l.id), array_agg(l.user_id), array_agg(l.kind), array_agg(l.balance)
      INTO locked_ids, locked_users, locked_kinds, locked_balances
      FROM (SELECT a.id, a.user_id, a.kind, a.balance FROM ledger_accounts a
             WHERE a.id = ANY (ARRAY(
                     SELECT b.id FROM unnest(p_users, p_kinds) AS x(u, k)
                       JOIN ledger_accounts b ON b.user_id = x.u AND b.kind = x.k
                     UNION ALL
                     SELECT b.id FROM ledger_accounts b
                      WHERE b.user_id IS NULL AND b.kind = 'house' AND 'house' = ANY (p_kinds)))
             ORDER BY a.id FOR UPDATE) l;
    -- Each posting's account, and whether every balance but the house's stays at or above zero.
    SELECT array_agg(p.id ORDER BY p.ord),
           coalesce(bool_and(p.total_after >= 0 OR p.k = 'house'), false)
      INTO posting_accounts, funded
      FROM (SELECT x.ord, acc.id, acc.k,
                   acc.balance + sum(x.amount) OVER (PARTITION BY acc.id) AS total_after
              FROM unnest(p_users, p_kinds, p_amounts) WITH ORDINALITY AS x(u, k, amount, ord)
              JOIN unnest(locked_ids, locked_users, locked_kinds, locked_balances)
                     AS acc(id, u, k, balance)
                ON coalesce(acc.u, -1) = coalesce(x.u, -1) AND acc.k = x.k) p;
    EXIT WHEN coalesce(cardinality(posting_accounts), 0) = cardinality(p_amounts);
    IF attempt = 2 THEN
      RAISE EXCEPTION 'a posting names no ledger account' USING ERRCODE = 'foreign_key_violation';
    END IF;
    INSERT INTO ledger_accounts (user_id, kind)
    SELECT u, k FROM unnest(p_users, p_kinds) AS x(u, k) WHERE u IS NOT NULL
    ON CONFLICT DO NOTHING;
  END LOOP;
  IF NOT funded THEN
    RETURN;
  END IF;

  RETURN QUERY
  WITH t AS (
    INSERT INTO ledger_transactions (kind, reference, created_at)
    VALUES (p_kind, p_reference, p_at) RETURNING id
  ), u AS (
    UPDATE ledger_accounts a
       SET balance = a.balance + d.delta, version = a.version + d.n
      FROM (SELECT id, sum(amount)::bigint AS delta, count(*) AS n
              FROM unnest(posting_accounts, p_amounts) AS p(id, amount) GROUP BY id) d
     WHERE a.id = d.id
    RETURNING a.id, a.user_id, a.kind, a.balance, a.version
  ), e AS (
    INSERT INTO ledger_entries (transaction_id, account_id, amount, cash_flow_type, memo,
                                balance_after, account_version, created_at)
    SELECT t.id, p.account_id, p.amount, p.cash_flow_type, p.memo,
           u.balance - coalesce(sum(p.amount) OVER later, 0)::bigint,
           u.version - count(*) OVER later, p_at
      FROM unnest(posting_accounts, p_amounts, p_types, p_memos) WITH ORDINALITY
             AS p(account_id, amount, cash_flow_type, memo, ord)
      JOIN u ON u.id = p.account_id
     CROSS JOIN t
    WINDOW later AS (PARTITION BY p.account_id ORDER BY p.ord DESC
                     ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING)
     -- Entry ids in posting order, as statements list them.
     ORDER BY p.ord
  )
  SELECT (SELECT id FROM t), u.user_id, u.kind, u.balance FROM u;
END $$;

-- Tickets with their stake on the issue (insert-tickets.ts): the stake row first, its guarded
-- upsert both checks the player's limit on the issue and locks the row; the tickets are written
-- only if it went through. MiaoMiao tickets (no issue) have no stake row. Answers the number of
-- tickets written, or NULL and nothing written when the limit would be passed.
CREATE FUNCTION bet_insert_tickets(p_user integer, p_game integer, p_issue text,
                                   p_schedule bigint, p_at bigint, p_tickets jsonb,
                                   p_total bigint, p_max_stake bigint)
RETURNS integer
LANGUAGE plpgsql AS $$
DECLARE
  written integer;
BEGIN
  IF p_issue IS NOT NULL THEN
    IF p_total > p_max_stake THEN
      RETURN NULL;
    END IF;
    INSERT INTO bet_issue_stakes AS s (user_id, game_id, issue_serial, amount)
    VALUES (p_user, p_game, p_issue, p_total)
    ON CONFLICT (user_id, game_id, issue_serial) DO UPDATE SET amount = s.amount + EXCLUDED.amount
     WHERE s.amount + EXCLUDED.amount <= p_max_stake;
    IF NOT FOUND THEN
      RETURN NULL;
    END IF;
  END IF;
  INSERT INTO bet_tickets (id, user_id, game_id, issue_serial, schedule_id, bet_type_id, book,
                           selection, mode, multiple, units, amount, prize_group, user_group,
                           odds, self_rebate, state, prize, wins, winning_number, instant_draw,
                           created_at, settled_at)
  OVERRIDING SYSTEM VALUE
  SELECT t.id, p_user, p_game, p_issue, p_schedule, t.bet_type_id, t.book, t.selection, t.mode,
         t.multiple, t.units, t.amount, t.prize_group, t.user_group, t.odds, t.self_rebate,
         coalesce(t.state, 0), coalesce(t.prize, 0), t.wins, t.winning_number, t.instant_draw,
         p_at, t.settled_at
    FROM jsonb_to_recordset(p_tickets) AS t(
           id bigint, bet_type_id text, book text, selection jsonb, mode smallint,
           multiple integer, units integer, amount bigint, prize_group integer,
           user_group integer, odds jsonb, self_rebate bigint, state smallint, prize bigint,
           wins jsonb, winning_number text, instant_draw jsonb, settled_at bigint);
  GET DIAGNOSTICS written = ROW_COUNT;
  RETURN written;
END $$;

-- The sale of an issue: every bet in flight holds it shared until it commits; the statements ending
-- the sale (a draw, a cancel: draw-issue.ts) take it exclusively first, so they wait for those
-- bets, and no ticket commits after its issue was drawn and settled without it. An advisory lock
-- rather than a share lock on the issue row: fifty bettors sharing that row would each rewrite
-- its lock word (a new multixact, a WAL record) on one hot page.
CREATE FUNCTION issue_sale_lock(p_game integer, p_issue text, p_exclusive boolean)
RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF p_exclusive THEN
    PERFORM pg_advisory_xact_lock(p_game, hashtext(p_issue));
  ELSE
    PERFORM pg_advisory_xact_lock_shared(p_game, hashtext(p_issue));
  END IF;
END $$;

-- A cart on an issue, every write of Bet/Place in one statement (place-bets.ts): a key already
-- stored answers 'replay' at once (idempotency.ts; p_key NULL for a chained bet's issue, placed
-- inside its plan's transaction); then the issue still on sale under its sale lock
-- (issue_sale_lock), the stakes moved by the ledger, the stake on the issue and the tickets
-- written, and last the key with its answer, the wallet's new balance set at
-- p_answer_wallet_path. A refusal raises SQLSTATE LT001 with the catalogue name
-- as its message (and the player's stake so far as detail for BetIssueStakeLimit), so that the
-- statement writes nothing. Answers 'placed' with the wallet's balance (NULL when the wallet was
-- not moved), or 'replay' when the key was already stored.
CREATE FUNCTION bet_place(p_user integer, p_key text, p_route text, p_request_hash text,
                          p_answer jsonb, p_answer_wallet_path text[], p_game integer,
                          p_issue text, p_schedule bigint, p_at bigint, p_reference text,
                          p_users integer[], p_kinds text[], p_amounts bigint[],
                          p_types smallint[], p_memos text[], p_tickets jsonb, p_total bigint,
                          p_max_stake bigint)
RETURNS TABLE (outcome text, wallet bigint)
LANGUAGE plpgsql AS $$
DECLARE
  wallet_after bigint;
  accounts_moved bigint;
  staked bigint;
BEGIN
  IF p_key IS NOT NULL
     AND EXISTS (SELECT FROM idempotency_keys WHERE user_id = p_user AND key = p_key) THEN
    RETURN QUERY SELECT 'replay', NULL::bigint;
    RETURN;
  END IF;

  PERFORM issue_sale_lock(p_game, p_issue, false);
  -- A statement of its own after the lock: its snapshot sees a draw that committed meanwhile.
  PERFORM FROM lottery_issues
    WHERE game_id = p_game AND serial_number = p_issue AND state = 'scheduled'
      AND p_at < close_at;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'BetIssueSealed' USING ERRCODE = 'LT001';
  END IF;

  SELECT min(account_balance) FILTER (WHERE account_user_id = p_user AND account_kind = 'player'),
         count(*)
    INTO wallet_after, accounts_moved
    FROM ledger_post('bet', p_reference, p_at, p_users, p_kinds, p_amounts, p_types, p_memos);
  IF accounts_moved = 0 THEN
    RAISE EXCEPTION 'InsufficientFunds' USING ERRCODE = 'LT001';
  END IF;

  IF bet_insert_tickets(p_user, p_game, p_issue, p_schedule, p_at, p_tickets, p_total,
                        p_max_stake) IS NULL THEN
    SELECT s.amount INTO staked FROM bet_issue_stakes s
     WHERE s.user_id = p_user AND s.game_id = p_game AND s.issue_serial = p_issue;
    RAISE EXCEPTION 'BetIssueStakeLimit' USING ERRCODE = 'LT001', DETAIL = coalesce(staked, 0);
  END IF;

  -- The key is written once, with its answer. A concurrent request with the same key that got
  -- here first holds it until it commits; then this INSERT fails on the primary key, undoing
  -- every write of this statement, and the caller answers what that request stored.
  IF p_key IS NOT NULL THEN
    INSERT INTO idempotency_keys (user_id, key, route, request_hash, response, created_at)
    VALUES (p_user, p_key, p_route, p_request_hash,
            CASE WHEN wallet_after IS NULL THEN p_answer
                 ELSE jsonb_set(p_answer, p_answer_wallet_path, to_jsonb(wallet_after::text))
            END,
            p_at);
  END IF;
  RETURN QUERY SELECT 'placed', wallet_after;
END $$;
