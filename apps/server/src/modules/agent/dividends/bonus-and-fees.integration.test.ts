import {
  dailyPayRecordStates,
  dividendPeriodKinds,
  dividendRecordStates,
} from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteMidnight } from '../../../platform/site-date-range.ts';
import { createAgentTeam } from '../../../test-support/agent-team.ts';
import { expectAudited } from '../../../test-support/expect-audited.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { balanceOf } from '../../wallet/ledger.ts';
import { periodContaining } from './dividend-periods.ts';
import {
  addPlayerDay,
  fundPassword,
  giveFundPassword,
  idempotencyKey,
  siteDay,
} from './dividend-test-fixtures.ts';
import { chargeServiceFees } from './service-fees/charge-service-fees.ts';
import { computeShareholderBonuses } from './shareholder/compute-shareholder-bonuses.ts';

const t = useTestApp();
const { month } = dividendPeriodKinds;
const november = periodContaining(month, siteDay('2026-11-10'));
const october = periodContaining(month, siteDay('2026-10-10'));

let team: Awaited<ReturnType<typeof createAgentTeam>>;
let tokens: { top: string; sub: string; outsider: string };
const deps = () => ({ db: t.db, clock: t.clock });
const balance = (userId: number) => balanceOf(t.db, { userId, kind: 'player' });

beforeAll(async () => {
  t.clock.set((siteMidnight('2026-12-01') ?? 0) + 3 * 3_600_000);
  team = await createAgentTeam(t);
  tokens = {
    top: await t.login(team.top.loginId),
    sub: await t.login(team.sub.loginId),
    outsider: await t.login(team.outsider.loginId),
  };
  await giveFundPassword(t, team.top.userId);
  await t.fund(team.top.userId, 1_000_000n);
});

describe('agent bonuses (/BonusManagement)', () => {
  const grant = (body: object, headers = idempotencyKey()) =>
    t.call('POST', '/api/Bonus/Grant', { token: tokens.top, headers, body });

  it('refuses an agent without the bonus privilege (8410)', async () => {
    const refused = await grant({
      Member: team.member.loginId,
      Amount: 10,
      FundPassword: fundPassword,
    });
    expect(refused.json().Code).toBe(8410);
  });

  it('grants a team member a bonus from the wallet once, with the fund password', async () => {
    await t.db.query(
      `INSERT INTO agent_settings (agent_id, has_bonus_permission) VALUES ($1, true)`,
      [team.top.userId],
    );
    const privileges = await t.call('POST', '/api/BonusPrivileges/Get', { token: tokens.top });
    expect(privileges.json()).toMatchObject({
      HaveBonusPermission: true,
      BonusCreationAllowed: true,
    });
    const wrong = await grant({ Member: team.member.loginId, Amount: 10, FundPassword: 'nope' });
    expect(wrong.json().Code).toBe(
      (await import('@lottery/contracts')).errorCatalogue.FundPasswordWrong.code,
    );
    const headers = idempotencyKey();
    const body = {
      Member: team.member.loginId,
      Amount: 250.5,
      Note: '月度奖励',
      FundPassword: fundPassword,
    };
    const first = await grant(body, headers);
    expect(first.json()).toMatchObject({ LoginId: team.member.loginId, Amount: 250.5 });
    expect((await grant(body, headers)).json()).toEqual(first.json());
    expect(await balance(team.member.userId)).toBe(250_500n);
    expect(await balance(team.top.userId)).toBe(749_500n);
    const listed = await t.call('POST', '/api/Bonus/GetRecords', { token: tokens.top });
    expect(listed.json().Items).toHaveLength(1);
  });

  it('refuses a short wallet (8411) and an account outside the team (8001)', async () => {
    const short = await grant({
      Member: team.member.loginId,
      Amount: 1_000,
      FundPassword: fundPassword,
    });
    expect(short.json().Code).toBe(8411);
    const outside = await grant({
      Member: team.outsiderPlayer.loginId,
      Amount: 1,
      FundPassword: fundPassword,
    });
    expect(outside.json().Code).toBe(8001);
    expect(await balance(team.outsiderPlayer.userId)).toBe(0n);
  });
});

describe('service fees', () => {
  it('is agreed with a direct member agent only (8440, 8002, 8001)', async () => {
    const player = await t.call('POST', '/api/ServiceFee/Set', {
      token: tokens.top,
      body: { Member: team.directPlayer.loginId, Amount: 10, PeriodKind: month },
    });
    expect(player.json().Code).toBe(8440);
    const deep = await t.call('POST', '/api/ServiceFee/Set', {
      token: tokens.top,
      body: { Member: team.member.loginId, Amount: 10, PeriodKind: month },
    });
    expect(deep.json().Code).toBe(8002);
    const outside = await t.call('POST', '/api/ServiceFee/Set', {
      token: tokens.outsider,
      body: { Member: team.sub.loginId, Amount: 10, PeriodKind: month },
    });
    expect(outside.json().Code).toBe(8001);
  });

  it('charges the member agent once per period, "not enough money" when short', async () => {
    const set = await t.call('POST', '/api/ServiceFee/Set', {
      token: tokens.top,
      body: { Member: team.sub.loginId, Amount: 30, PeriodKind: month },
    });
    expect(set.json()).toMatchObject({ LoginId: team.sub.loginId, Amount: 30 });
    await chargeServiceFees(deps(), month, october);
    await t.fund(team.sub.userId, 50_000n);
    await Promise.all([
      chargeServiceFees(deps(), month, november),
      chargeServiceFees(deps(), month, november),
    ]);
    await chargeServiceFees(deps(), month, november);
    const fees = await t.call('POST', '/api/ServiceFee/Get', { token: tokens.sub });
    expect(fees.json().MyAgreement).toMatchObject({ Amount: 30 });
    expect(
      fees
        .json()
        .Records.map((r: { PeriodStart: string; State: number }) => [r.PeriodStart, r.State]),
    ).toEqual([
      ['2026-11-01', dailyPayRecordStates.paid],
      ['2026-10-01', dailyPayRecordStates.notEnoughMoney],
    ]);
    expect(await balance(team.sub.userId)).toBe(20_000n);
    const removed = await t.call('POST', '/api/ServiceFee/Remove', {
      token: tokens.top,
      body: { Member: team.sub.loginId },
    });
    expect(removed.json()).toEqual({ Ok: true });
    const again = await t.call('POST', '/api/ServiceFee/Remove', {
      token: tokens.top,
      body: { Member: team.sub.loginId },
    });
    expect(again.json().Code).toBe(8441);
  });
});

describe('shareholder bonus', () => {
  it('refuses an agent not in the programme (8420)', async () => {
    const refused = await t.call('POST', '/api/ShareHolderBonus/Get', {
      token: tokens.outsider,
      body: { Type: 'LOTTERY' },
    });
    expect(refused.json().Code).toBe(8420);
  });

  it("pays a granted agent its share of the site's lottery profit once, from the house", async () => {
    const admin = await t.adminTokenWith(['agents.configure']);
    await expectAudited(t, 'PUT /api/Admin/ShareholderBonus/Rules', {
      token: admin,
      body: {
        LoginId: team.outsider.loginId,
        Type: 'LOTTERY',
        PeriodKind: month,
        RatePercent: 2.5,
        Content: '彩票净盈利的 2.5%',
      },
      action: 'agents.shareholderBonusRule.set',
      targetId: team.outsider.userId,
    });
    await t.db.query(
      `INSERT INTO agent_settings (agent_id, has_shareholder_bonus) VALUES ($1, true)`,
      [team.outsider.userId],
    );
    await addPlayerDay(t.db, {
      userId: team.outsiderPlayer.userId,
      date: '2026-11-03',
      turnover: 10_000_000n,
      prize: 2_000_000n,
    });
    const before = await balance(team.outsider.userId);
    await Promise.all([
      computeShareholderBonuses(deps(), month, november),
      computeShareholderBonuses(deps(), month, november),
    ]);
    await computeShareholderBonuses(deps(), month, november);
    // The site made 8,000 in November: 2.5 % is 200.
    expect((await balance(team.outsider.userId)) - before).toBe(200_000n);
    const page = await t.call('POST', '/api/ShareHolderBonus/Get', {
      token: tokens.outsider,
      body: { Type: 'LOTTERY' },
    });
    expect(page.json()).toMatchObject({
      Rule: { RatePercent: 2.5, Content: '彩票净盈利的 2.5%' },
      Items: [{ PeriodStart: '2026-11-01', Amount: 200, State: dividendRecordStates.paid }],
    });
    const privileges = await t.call('POST', '/api/BonusPrivileges/Get', { token: tokens.outsider });
    expect(privileges.json()).toMatchObject({
      HasShareHolderBonus: true,
      HasShareHolderBonusContent: true,
      HasShareHolderBonusContentExternal: false,
    });
  });
});
