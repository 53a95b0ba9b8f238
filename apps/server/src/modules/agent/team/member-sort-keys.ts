import type { TTeamMemberSort } from '@lottery/contracts';

/**
 * The member list's sort keys over `matching m` (the members the filters keep): the key's SQL,
 * the joins it needs and its type (how a cursor's printed key is read back). A computed key is
 * one grouped statement over the listed level's range of account_tree (a superset of the matching
 * members), not the page's per-member subqueries run for each of them: a page is picked on this
 * key alone. Ranging over account_tree rather than the matching set gives the planner the tree's
 * statistics: over the set (a CTE, estimated at 200 rows) it chose 100,000 index probes into
 * report_player_days, 12.6 s for page 1 of a 100,000-member team (bench/team-member-pages.ts).
 */
export interface TMemberSortKey {
  key: string;
  type: 'timestamptz' | 'text' | 'bigint';
  joins(range: TKeyRange): string;
}

/** `tree`: the listed members as a condition on `account_tree t`; the turnover period's days. */
export interface TKeyRange {
  tree: string;
  fromP: string;
  toP: string;
}

const noJoins = () => '';

export const memberSortKeys: Record<TTeamMemberSort, TMemberSortKey> = {
  registered: { key: 'm.created_at', type: 'timestamptz', joins: noJoins },
  loginId: { key: 'lower(m.login_id)', type: 'text', joins: noJoins },
  balance: {
    key: 'coalesce(w.balance, 0)::bigint',
    type: 'bigint',
    joins: () => `LEFT JOIN ledger_accounts w ON w.user_id = m.id AND w.kind = 'player'`,
  },
  teamBalance: {
    key: 'coalesce(tb.team_balance, 0)::bigint',
    type: 'bigint',
    joins: ({ tree }) => `LEFT JOIN (
      SELECT tt.ancestor_id, sum(tw.balance) AS team_balance
        FROM account_tree t JOIN account_tree tt ON tt.ancestor_id = t.descendant_id
        JOIN ledger_accounts tw ON tw.user_id = tt.descendant_id AND tw.kind = 'player'
       WHERE ${tree}
       GROUP BY tt.ancestor_id) tb ON tb.ancestor_id = m.id`,
  },
  turnover: {
    key: 'coalesce(tu.turnover, 0)::bigint',
    type: 'bigint',
    joins: ({ tree, fromP, toP }) => `LEFT JOIN (
      SELECT r.user_id, sum(r.turnover) AS turnover
        FROM account_tree t JOIN report_player_days r ON r.user_id = t.descendant_id
       WHERE ${tree} AND r.day BETWEEN ${fromP} AND ${toP}
       GROUP BY r.user_id) tu ON tu.user_id = m.id`,
  },
  lastLogin: {
    key: 'll.last_login_at',
    type: 'timestamptz',
    joins: ({ tree }) => `LEFT JOIN (
      SELECT s.user_id, max(s.created_at) AS last_login_at
        FROM account_tree t JOIN sessions s ON s.user_id = t.descendant_id
       WHERE ${tree}
       GROUP BY s.user_id) ll ON ll.user_id = m.id`,
  },
};

/**
 * The rows after a cursor's (key, id) in the order `sort_key, id` (both descending or both
 * ascending), keys missing last: after a row without a key come only such rows, after a keyed
 * row the rest of the keyed ones and then those.
 */
export const rowsAfter = (keyP: string, idP: string, isDesc: boolean) => {
  const beyond = isDesc ? '<' : '>';
  return `CASE WHEN ${keyP} IS NULL THEN sort_key IS NULL AND id ${beyond} ${idP}
    ELSE sort_key IS NULL OR (sort_key, id) ${beyond} (${keyP}, ${idP}) END`;
};
