import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.ts';
import { expectRefused, newTransferKey, transferTeam } from './transfer-test-fixtures.ts';
import { transfersSubtreeCases } from './transfers-outside-team-cases.ts';

const t = useTestApp();

const footprint = async () =>
  (
    await t.db.query<{ n: string }>(
      `SELECT (SELECT count(*) FROM agent_transfers) + (SELECT count(*) FROM station_letters)
              + (SELECT count(*) FROM ledger_entries) AS n`,
    )
  )[0]?.n;

describe('transfers and letters outside the subtree', () => {
  it('refuse every target outside the caller’s team, by login ID, and change nothing', async () => {
    const team = await transferTeam(t);
    // The sub agent's team is only `member`: its upline, siblings and other teams are outside.
    const outside = [team.top, team.directPlayer, team.outsider, team.outsiderPlayer, team.sub];
    const subToken = await t.login(team.sub.loginId);
    const before = await footprint();
    for (const testCase of transfersSubtreeCases)
      for (const target of outside) {
        const response = await t.call(testCase.method, testCase.url, {
          token: subToken,
          body: testCase.body(target),
          ...(testCase.idempotent ? { headers: { 'idempotency-key': newTransferKey() } } : {}),
        });
        expectRefused(response, 'NotInTeam');
      }
    expect(await footprint()).toBe(before);
  });
});
