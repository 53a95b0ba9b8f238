import { randomUUID } from 'node:crypto';
import type { TTestApp } from '../../../test-support/test-app.ts';

/**
 * Dividend, bonus and service fee routes in the subtree matrix (i21-team's
 * team/subtree-matrix.integration.test.ts reads every `*-subtree-cases.ts`): each names a member
 * by login ID only; an account outside the caller's team is refused (8001; a bonus grant by an
 * agent without the bonus privilege is refused before, 8410) and nothing about it is written.
 * The case shape is the harness's TSubtreeCase, spelled here so this file stands without it.
 */
interface TForeignCall {
  t: TTestApp;
  token: string;
  foreign: { userId: number } | { loginId: string };
}

const loginIdOf = (foreign: TForeignCall['foreign']) =>
  'loginId' in foreign ? foreign.loginId : String(foreign.userId);

/** Rows and money about the foreign accounts: none may change. */
const rowsOf = async (
  t: TTestApp,
  team: { outsider: { userId: number }; outsiderPlayer: { userId: number } },
) =>
  t.db.query(
    `SELECT (SELECT count(*)::integer FROM agent_bonuses WHERE member_id IN ($1, $2)) AS bonuses,
            (SELECT count(*)::integer FROM service_fee_agreements
              WHERE member_id IN ($1, $2)) AS fees,
            (SELECT coalesce(sum(balance), 0)::text FROM ledger_accounts
              WHERE user_id IN ($1, $2)) AS balances`,
    [team.outsider.userId, team.outsiderPlayer.userId],
  );

const post = (url: string, body: (member: string) => object, codes = [8001]) => ({
  name: `POST ${url} (Member)`,
  refs: ['loginId'] as const,
  codes,
  call: ({ t, token, foreign }: TForeignCall) =>
    t.call('POST', url, {
      token,
      headers: { 'idempotency-key': `subtree-${url}-${randomUUID()}` },
      body: body(loginIdOf(foreign)),
    }),
  snapshot: rowsOf,
});

export const subtreeCases = [
  post('/api/Dividend/GetMemberRecords', (member) => ({ Member: member })),
  post(
    '/api/Bonus/Grant',
    (member) => ({ Member: member, Amount: 1, FundPassword: 'whatever1' }),
    [8001, 8410],
  ),
  post('/api/ServiceFee/Set', (member) => ({ Member: member, Amount: 1, PeriodKind: 2 })),
  post('/api/ServiceFee/Remove', (member) => ({ Member: member })),
];
