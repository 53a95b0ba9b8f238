import {
  contractStates,
  contractTypes,
  errorCatalogue,
  userInfoPrivilegesEvent,
} from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { createAgentTeam } from '../../../test-support/agent-team.ts';
import { expectAudited } from '../../../test-support/expect-audited.ts';
import { useTestApp } from '../../../test-support/test-app.ts';

const t = useTestApp();

async function expectRefused(
  response: { statusCode: number; json(): unknown; body: string },
  name: keyof typeof errorCatalogue,
) {
  expect(response.json(), response.body).toMatchObject({ Code: errorCatalogue[name].code });
  expect(response.statusCode).toBe(errorCatalogue[name].status);
}

const tier = (rate: number, minTeamLoss = 0, minTurnover = 0) => ({
  MinTeamLoss: minTeamLoss,
  MinTurnover: minTurnover,
  Rate: rate,
});

async function team() {
  const accounts = await createAgentTeam(t);
  const tokens = {
    top: await t.login(accounts.top.loginId),
    sub: await t.login(accounts.sub.loginId),
    member: await t.login(accounts.member.loginId),
  };
  return { ...accounts, tokens };
}

const offer = (token: string, member: string, tiers: unknown[], extra: object = {}) =>
  t.call('POST', '/api/Contract/Offer', {
    token,
    body: {
      Member: member,
      ContractType: contractTypes.lottery,
      PeriodKind: 2,
      Tiers: tiers,
      ...extra,
    },
  });

const idOf = (response: { statusCode: number; json(): unknown; body: string }) => {
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { Id: number }).Id;
};

const mine = async (token: string) =>
  (await t.call('POST', '/api/Contract/Mine', { token })).json().Contracts as {
    Id: number;
    State: number;
    InForce: boolean;
    Superseded: boolean;
    Tiers: { MinTeamLoss: number; MinTurnover: number; Rate: number }[];
  }[];

describe('contracts', () => {
  it('is offered to a direct member, signed by it, and a new signature supersedes the old one', async () => {
    const { top, sub, tokens } = await team();
    const first = idOf(await offer(tokens.top, sub.loginId, [tier(10), tier(20, 1000, 5000)]));
    let contracts = await mine(tokens.sub);
    expect(contracts).toMatchObject([
      {
        Id: first,
        State: contractStates.waitingConfirmation,
        InForce: false,
        Tiers: [tier(10), tier(20, 1000, 5000)],
      },
    ]);
    const events = await t.db.query<{ user_id: number }>(
      `SELECT target_id::integer AS user_id FROM outbox WHERE event = $1 AND dedupe_key LIKE $2 ORDER BY 1`,
      [userInfoPrivilegesEvent, `%contract:${first}:offered%`],
    );
    expect(events.map((row) => row.user_id)).toEqual([top.userId, sub.userId]);

    idOf(await t.call('POST', '/api/Contract/Sign', { token: tokens.sub, body: { Id: first } }));
    await expectRefused(
      await t.call('POST', '/api/Contract/Sign', { token: tokens.sub, body: { Id: first } }),
      'ContractNotOpen',
    );
    const second = idOf(await offer(tokens.top, sub.loginId, [tier(15), tier(25, 1000, 5000)]));
    // Until signed, the first stays in force.
    contracts = await mine(tokens.sub);
    expect(contracts.map((c) => [c.Id, c.State, c.InForce])).toEqual([
      [second, contractStates.waitingConfirmation, false],
      [first, contractStates.signed, true],
    ]);
    idOf(await t.call('POST', '/api/Contract/Sign', { token: tokens.sub, body: { Id: second } }));
    contracts = await mine(tokens.sub);
    expect(contracts.map((c) => [c.Id, c.State, c.InForce, c.Superseded])).toEqual([
      [second, contractStates.signed, true, false],
      [first, contractStates.signed, false, true],
    ]);
    const asAgent = await t.call('POST', '/api/Contract/Member', {
      token: tokens.top,
      body: { Member: sub.loginId },
    });
    expect(asAgent.json().Contracts.map((c: { Id: number }) => c.Id)).toEqual([second, first]);
  });

  it('a new offer supersedes the open one; a rejection leaves the contract in force', async () => {
    const { sub, tokens } = await team();
    const first = idOf(await offer(tokens.top, sub.loginId, [tier(10)]));
    const second = idOf(await offer(tokens.top, sub.loginId, [tier(12)]));
    await expectRefused(
      await t.call('POST', '/api/Contract/Sign', { token: tokens.sub, body: { Id: first } }),
      'ContractNotOpen',
    );
    idOf(await t.call('POST', '/api/Contract/Sign', { token: tokens.sub, body: { Id: second } }));
    const third = idOf(await offer(tokens.top, sub.loginId, [tier(14)]));
    idOf(await t.call('POST', '/api/Contract/Reject', { token: tokens.sub, body: { Id: third } }));
    const contracts = await mine(tokens.sub);
    expect(contracts.map((c) => [c.Id, c.State, c.InForce, c.Superseded])).toEqual([
      [third, contractStates.rejected, false, false],
      [second, contractStates.signed, true, false],
      [first, contractStates.waitingConfirmation, false, true],
    ]);
  });

  it('refuses each broken rate rule of SPEC §5 with its code', async () => {
    const { sub, member, tokens } = await team();
    await expectRefused(
      await offer(tokens.top, sub.loginId, [tier(0), tier(0, 100)]),
      'ContractNoRate',
    );
    await expectRefused(
      await offer(tokens.top, sub.loginId, [tier(50.01)]),
      'ContractRateAboveSystem',
    );
    await expectRefused(
      await offer(tokens.top, sub.loginId, [tier(5, 100, 100), tier(6, 100, 100)]),
      'ContractTiersRepeated',
    );
    // sub has no contract of its own yet: it may give nothing.
    await expectRefused(await offer(tokens.sub, member.loginId, [tier(1)]), 'ContractRateAboveOwn');
    const own = idOf(await offer(tokens.top, sub.loginId, [tier(10), tier(20, 1000, 5000)]));
    idOf(await t.call('POST', '/api/Contract/Sign', { token: tokens.sub, body: { Id: own } }));
    await expectRefused(
      await offer(tokens.sub, member.loginId, [tier(10), tier(21, 1000, 5000)]),
      'ContractRateAboveOwn',
    );
    // 20 % needs both thresholds of sub's own second tier.
    await expectRefused(
      await offer(tokens.sub, member.loginId, [tier(10), tier(20, 1000, 4999)]),
      'ContractRateAboveOwn',
    );
    const signed = idOf(await offer(tokens.sub, member.loginId, [tier(8), tier(18, 2000, 5000)]));
    idOf(
      await t.call('POST', '/api/Contract/Sign', { token: tokens.member, body: { Id: signed } }),
    );
    await expectRefused(
      await offer(tokens.sub, member.loginId, [tier(8), tier(17, 1000, 5000)]),
      'ContractRateBelowSigned',
    );
    await expectRefused(
      await offer(tokens.sub, member.loginId, [tier(7.99), tier(20, 1000, 5000)]),
      'ContractRateBelowSigned',
    );
    // Higher everywhere, within sub's own: accepted.
    idOf(await offer(tokens.sub, member.loginId, [tier(9), tier(20, 1000, 5000)]));
  });

  it('acts on direct members only, and only the member named decides its offer', async () => {
    const { member, outsiderPlayer, directPlayer, tokens } = await team();
    await expectRefused(await offer(tokens.top, member.loginId, [tier(1)]), 'NotDirectMember');
    await expectRefused(await offer(tokens.top, outsiderPlayer.loginId, [tier(1)]), 'NotInTeam');
    await expectRefused(
      await t.call('POST', '/api/Contract/Member', {
        token: tokens.top,
        body: { Member: outsiderPlayer.loginId },
      }),
      'NotInTeam',
    );
    const id = idOf(await offer(tokens.top, directPlayer.loginId, [tier(1)]));
    await expectRefused(
      await t.call('POST', '/api/Contract/Sign', { token: tokens.member, body: { Id: id } }),
      'ContractNotFound',
    );
    await expectRefused(
      await t.call('POST', '/api/Contract/Reject', { token: tokens.top, body: { Id: id } }),
      'ContractNotFound',
    );
  });

  it('refuses an agent whose system rules forbid the contract kind', async () => {
    const { sub, tokens } = await team();
    await t.db.query(
      `UPDATE agent_system_rules SET external_game_contract_creation_allowed = false`,
    );
    try {
      await expectRefused(
        await offer(tokens.top, sub.loginId, [tier(1)], { ContractType: contractTypes.sport }),
        'ContractNotAllowed',
      );
    } finally {
      await t.db.query(
        `UPDATE agent_system_rules SET external_game_contract_creation_allowed = true`,
      );
    }
  });

  it('templates are kept by the back office (audited) and listed to agents when enabled', async () => {
    const { tokens } = await team();
    const admin = await t.adminTokenWith(['agents.configure', 'agents.view']);
    const body = {
      Name: '标准月契约',
      ContractType: contractTypes.lottery,
      PeriodKind: 2,
      Tiers: [tier(5), tier(10, 10000, 100000)],
      Enabled: true,
    };
    const created = await expectAudited(t, 'POST /api/Admin/AgentContracts/Templates', {
      token: admin,
      body,
      action: 'agents.contractTemplate.create',
      targetType: 'contract_template',
    });
    const id = created.json().Id as number;
    await expectAudited(t, 'POST /api/Admin/AgentContracts/Templates', {
      token: admin,
      body: { ...body, Id: id, Enabled: false },
      action: 'agents.contractTemplate.update',
      targetType: 'contract_template',
      targetId: id,
      before: { enabled: true },
      after: { enabled: false },
    });
    const forAgents = await t.call('POST', '/api/Contract/Templates', { token: tokens.top });
    expect(forAgents.json().Templates.map((x: { Id: number }) => x.Id)).not.toContain(id);
    const all = await t.call('GET', '/api/Admin/AgentContracts/Templates', { token: admin });
    expect(all.json().Templates).toContainEqual(
      expect.objectContaining({ Id: id, Enabled: false, Tiers: body.Tiers }),
    );
  });

  it('the back office lists every agent contract by login ID', async () => {
    const { sub, tokens } = await team();
    const id = idOf(await offer(tokens.top, sub.loginId, [tier(3)]));
    const viewer = await t.adminTokenWith(['agents.view']);
    const listed = await t.call('GET', `/api/Admin/AgentContracts?LoginId=${sub.loginId}`, {
      token: viewer,
    });
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json()).toMatchObject({
      Total: 1,
      Contracts: [{ Id: id, MemberLoginId: sub.loginId }],
    });
  });
});
