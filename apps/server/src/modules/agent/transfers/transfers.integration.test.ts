import { cashFlowTypes } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.ts';
import { totpCodeAt } from '../../auth/totp.ts';
import { stateFlags } from '../../auth/state-flags.ts';
import { readTurnoverStatus } from '../../wallet/turnover.ts';
import { duplicateWindowMs } from './make-transfer.ts';
import {
  allTransferTypes,
  expectRefused,
  newTransferKey,
  setFlags,
  transfer,
  transferTeam,
  walletOf,
} from './transfer-test-fixtures.ts';

const t = useTestApp();

const cashFlowsOf = (userId: number) =>
  t.db.query<{ cash_flow_type: number; amount: bigint }>(
    `SELECT e.cash_flow_type, e.amount FROM ledger_entries e
       JOIN ledger_accounts a ON a.id = e.account_id
      WHERE a.user_id = $1 AND a.kind = 'player' AND e.cash_flow_type BETWEEN 451 AND 456`,
    [userId],
  );

describe('POST /api/AgentTransfer/Create', () => {
  it('moves the exact amount from the agent to a direct member, with a cash-flow pair and a push to both', async () => {
    const team = await transferTeam(t);
    const response = await transfer(t, team.token, {
      Kind: 'TransferPoint',
      Type: 4,
      LoginId: team.directPlayer.loginId.toUpperCase(),
      Amount: '123.456',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      Kind: 'TransferPoint',
      Type: 4,
      ReceiverLoginId: team.directPlayer.loginId,
      Amount: 123.456,
      Balance: 876.544,
    });
    expect(await walletOf(t, team.top.userId)).toBe(876_544n);
    expect(await walletOf(t, team.directPlayer.userId)).toBe(123_456n);
    expect(await cashFlowsOf(team.directPlayer.userId)).toEqual([
      { cash_flow_type: cashFlowTypes.transferIn, amount: 123_456n },
    ]);
    expect(await cashFlowsOf(team.top.userId)).toEqual([
      { cash_flow_type: cashFlowTypes.transferOut, amount: -123_456n },
    ]);
    const pushed = await t.db.query<{ target_id: number }>(
      `SELECT target_id FROM outbox WHERE event = 'WalletChanged' AND target_id = ANY($1::int[])`,
      [[team.top.userId, team.directPlayer.userId]],
    );
    expect(pushed.map((row) => row.target_id).sort()).toEqual(
      [team.top.userId, team.directPlayer.userId].sort(),
    );
    const sent = await t.call('POST', '/api/AgentTransfer/List', { token: team.token, body: {} });
    expect(sent.json()).toMatchObject({ TotalCount: 1, Items: [{ Amount: 123.456 }] });
    const memberToken = await t.login(team.directPlayer.loginId);
    const received = await t.call('POST', '/api/AgentTransfer/List', {
      token: memberToken,
      body: { Direction: 'Received' },
    });
    expect(received.json()).toMatchObject({ TotalCount: 1, Items: [{ Type: 4 }] });
  });

  it('moves once for the same key sent twice, and answers both the same', async () => {
    const team = await transferTeam(t);
    const key = newTransferKey();
    const body = { Kind: 'TransferPoint', Type: 1, LoginId: team.directPlayer.loginId, Amount: 10 };
    const first = await transfer(t, team.token, body, key);
    const second = await transfer(t, team.token, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await walletOf(t, team.directPlayer.userId)).toBe(10_000n);
  });

  it('never overdraws under concurrent transfers with different keys', async () => {
    const team = await transferTeam(t);
    const responses = await Promise.all(
      [300, 301, 302, 303, 304].map((amount) =>
        transfer(t, team.token, {
          Kind: 'SuperTransferPoint',
          LoginId: team.member.loginId,
          Amount: amount,
        }),
      ),
    );
    const ok = responses.filter((response) => response.statusCode === 200);
    expect(ok).toHaveLength(3);
    for (const refused of responses.filter((response) => response.statusCode !== 200))
      expectRefused(refused, 'TransferNotEnoughFunds');
    const moved = ok.reduce((sum, response) => sum + BigInt(response.json().Amount * 1000), 0n);
    expect(await walletOf(t, team.member.userId)).toBe(moved);
    expect(await walletOf(t, team.top.userId)).toBe(1_000_000n - moved);
  });

  it('refuses a repeat of the same transfer within the window, and allows it after', async () => {
    const team = await transferTeam(t);
    const body = { Kind: 'TransferPoint', Type: 2, LoginId: team.directPlayer.loginId, Amount: 5 };
    expect((await transfer(t, team.token, body)).statusCode).toBe(200);
    expectRefused(await transfer(t, team.token, body), 'TransferRepeated');
    t.clock.advance(duplicateWindowMs + 1);
    expect((await transfer(t, team.token, body)).statusCode).toBe(200);
    expect(await walletOf(t, team.directPlayer.userId)).toBe(10_000n);
  });

  it('refuses with each SPEC §8 result and moves nothing', async () => {
    const team = await transferTeam(t);
    const direct = { Kind: 'TransferPoint', Type: 1, LoginId: team.directPlayer.loginId };
    const refusals: [Record<string, unknown>, Parameters<typeof expectRefused>[1]][] = [
      [{ ...direct, Amount: 2000 }, 'TransferNotEnoughFunds'],
      [{ ...direct, LoginId: team.outsiderPlayer.loginId, Amount: 1 }, 'NotInTeam'],
      [{ ...direct, LoginId: team.outsider.loginId, Amount: 1 }, 'NotInTeam'],
      [{ ...direct, LoginId: team.top.loginId, Amount: 1 }, 'NotInTeam'],
      [{ ...direct, LoginId: 'nobody-at-all', Amount: 1 }, 'NotInTeam'],
      [{ ...direct, LoginId: team.member.loginId, Amount: 1 }, 'NotDirectMember'],
      [{ ...direct, ReceiverName: '王五', Amount: 1 }, 'TransferWrongAccount'],
      [{ ...direct, FundPassword: 'wrong-one', Amount: 1 }, 'FundPasswordWrong'],
      [{ ...direct, Type: undefined, Amount: 1 }, 'TransferTypeRequired'],
      [{ ...direct, Type: 5, Amount: 1 }, 'TransferTypeRequired'],
      [{ ...direct, Amount: 0 }, 'TransferAmountZero'],
    ];
    for (const [body, error] of refusals) expectRefused(await transfer(t, team.token, body), error);

    await setFlags(
      t,
      team.directPlayer.userId,
      allTransferTypes & ~stateFlags.transferDepositAllowed,
    );
    expectRefused(
      await transfer(t, team.token, { ...direct, Amount: 1 }),
      'TransferNoTransferableType',
    );
    await setFlags(t, team.directPlayer.userId, allTransferTypes | stateFlags.depositDisabled);
    expectRefused(
      await transfer(t, team.token, { ...direct, Kind: 'DepositFromWallet', Amount: 1 }),
      'TransferNoTransferableType',
    );
    await setFlags(t, team.directPlayer.userId, allTransferTypes);

    await setFlags(t, team.top.userId, allTransferTypes | stateFlags.withdrawDisabled);
    expectRefused(
      await transfer(t, team.token, { ...direct, Amount: 1 }),
      'TransferWithdrawDisabled',
    );
    await setFlags(t, team.top.userId, allTransferTypes | stateFlags.fundsFrozen);
    expectRefused(await transfer(t, team.token, { ...direct, Amount: 1 }), 'TransferFundsFrozen');
    await setFlags(t, team.top.userId, allTransferTypes & ~stateFlags.transferSuperAllowed);
    expectRefused(
      await transfer(t, team.token, {
        Kind: 'SuperTransferPoint',
        LoginId: team.member.loginId,
        Amount: 1,
      }),
      'TransferNotPermitted',
    );
    await setFlags(t, team.top.userId, allTransferTypes);

    await t.db.query(
      `INSERT INTO turnover_requirements (user_id, amount, source, reference, created_at)
       VALUES ($1, 50000, 'deposit', $2, $3)`,
      [team.top.userId, `test:${team.top.userId}`, t.clock.now()],
    );
    const below = await transfer(t, team.token, { ...direct, Amount: 1 });
    expectRefused(below, 'TransferBelowRequiredBetVolume');
    expect(below.json().Message).toContain('50');
    expect(await walletOf(t, team.top.userId)).toBe(1_000_000n);
    expect(await walletOf(t, team.directPlayer.userId)).toBe(0n);
  });

  it('asks for the second factor when the totpForTransfer flag is set, and refuses a wrong one', async () => {
    const team = await transferTeam(t);
    const secret = 'JBSWY3DPEHPK3PXP';
    await t.db.query(`UPDATE users SET state_flags = $2, totp_secret = $3 WHERE id = $1`, [
      team.top.userId,
      allTransferTypes | stateFlags.totpForTransfer,
      secret,
    ]);
    const body = { Kind: 'TransferPoint', Type: 1, LoginId: team.directPlayer.loginId, Amount: 1 };
    const init = await t.call('POST', '/api/AgentTransfer/Init', { token: team.token });
    expect(init.json()).toMatchObject({
      SecondFactorRequired: true,
      FundPasswordSet: true,
      Balance: 1000,
    });
    expectRefused(await transfer(t, team.token, body), 'SecondFactorRequired');
    expectRefused(
      await transfer(t, team.token, { ...body, SecondFactorCode: '000000' }),
      'SecondFactorWrong',
    );
    const ok = await transfer(t, team.token, {
      ...body,
      SecondFactorCode: totpCodeAt(secret, t.clock.now()),
    });
    expect(ok.statusCode, ok.body).toBe(200);
  });

  it('reaches any depth with a super transfer or a deposit from the wallet, which adds a turnover requirement', async () => {
    const team = await transferTeam(t);
    const init = await t.call('POST', '/api/AgentTransfer/Init', { token: team.token });
    expect(init.json().Kinds).toEqual(['TransferPoint', 'SuperTransferPoint', 'DepositFromWallet']);
    const sup = await transfer(t, team.token, {
      Kind: 'SuperTransferPoint',
      LoginId: team.member.loginId,
      Amount: 7,
    });
    expect(sup.json()).toMatchObject({ Type: 5, Amount: 7 });
    const deposit = await transfer(t, team.token, {
      Kind: 'DepositFromWallet',
      LoginId: team.member.loginId,
      Amount: 20,
    });
    expect(deposit.json()).toMatchObject({ Type: 1, Amount: 20 });
    expect(await walletOf(t, team.member.userId)).toBe(27_000n);
    expect((await readTurnoverStatus(t.db, team.member.userId)).required).toBe(20_000n);
    expect((await cashFlowsOf(team.member.userId)).map((row) => row.cash_flow_type).sort()).toEqual(
      [cashFlowTypes.superTransferIn, cashFlowTypes.depositFromWalletIn],
    );
  });

  it('is for agents only, and the back office lists transfers under agents.view', async () => {
    const team = await transferTeam(t);
    await transfer(t, team.token, {
      Kind: 'TransferPoint',
      Type: 1,
      LoginId: team.directPlayer.loginId,
      Amount: 3,
    });
    const playerToken = await t.login(team.directPlayer.loginId);
    expect(
      (
        await transfer(t, playerToken, {
          Kind: 'TransferPoint',
          Type: 1,
          LoginId: team.top.loginId,
          Amount: 1,
        })
      ).statusCode,
    ).toBe(409);
    const viewer = await t.adminTokenWith(['agents.view']);
    const listed = await t.call(
      'GET',
      `/api/admin/agent-transfers?AgentLoginId=${team.top.loginId}`,
      {
        token: viewer,
      },
    );
    expect(listed.json()).toMatchObject({
      TotalCount: 1,
      Items: [{ SenderLoginId: team.top.loginId, Amount: 3 }],
    });
    const other = await t.adminTokenWith(['players.view']);
    expect((await t.call('GET', '/api/admin/agent-transfers', { token: other })).statusCode).toBe(
      403,
    );
  });
});
