import type { TTestApp } from '../../../test-support/test-app.ts';

/**
 * Contract and daily pay routes in the subtree matrix (i21-team's
 * team/subtree-matrix.integration.test.ts reads every `*-subtree-cases.ts`): each names a
 * member by login ID only; an account outside the caller's team is refused (8001) and no contract
 * or rate of it is written. The case shape is the harness's TSubtreeCase, spelled here so this
 * file stands without it.
 */
interface TForeignCall {
  t: TTestApp;
  token: string;
  foreign: { userId: number } | { loginId: string };
}

const loginIdOf = (foreign: TForeignCall['foreign']) =>
  'loginId' in foreign ? foreign.loginId : String(foreign.userId);

/** Rows written about the foreign account: none may appear. */
const rowsOf = async (
  t: TTestApp,
  team: { outsider: { userId: number }; outsiderPlayer: { userId: number } },
) =>
  t.db.query(
    `SELECT (SELECT count(*)::integer FROM agent_contracts WHERE member_id IN ($1, $2)) AS contracts,
            (SELECT count(*)::integer FROM daily_pay_rates WHERE member_id IN ($1, $2)) AS rates`,
    [team.outsider.userId, team.outsiderPlayer.userId],
  );

const post = (url: string, body: (member: string) => object) => ({
  name: `POST ${url} (Member)`,
  refs: ['loginId'] as const,
  call: ({ t, token, foreign }: TForeignCall) =>
    t.call('POST', url, { token, body: body(loginIdOf(foreign)) }),
  snapshot: rowsOf,
});

export const subtreeCases = [
  post('/api/Contract/Offer', (member) => ({
    Member: member,
    ContractType: 1,
    PeriodKind: 2,
    Tiers: [{ MinTeamLoss: 0, MinTurnover: 0, Rate: 1 }],
  })),
  post('/api/Contract/Member', (member) => ({ Member: member })),
  post('/api/DailyPay/Set', (member) => ({ Member: member, Rates: [{ PayType: 1, Rate: 0.1 }] })),
  post('/api/DailyPay/Agreements', (member) => ({ Member: member })),
];
