import { randomUUID } from 'node:crypto';
import { errorCatalogue } from '@lottery/contracts';
import { expect } from 'vitest';
import { createAgentTeam } from '../../../test-support/agent-team.ts';
import type { TTestApp } from '../../../test-support/test-app.ts';
import { stateFlags } from '../../auth/state-flags.ts';
import { balanceOf } from '../../wallet/ledger.ts';
import { fundPassword, giveCredentials } from '../../withdraw/withdraw-test-fixtures.ts';

export { fundPassword };
export const receiverName = '李四';

/** Every transfer type a receiver may take. */
export const allTransferTypes =
  stateFlags.transferDepositAllowed |
  stateFlags.transferActivityAllowed |
  stateFlags.transferDividendAllowed |
  stateFlags.transferOtherAllowed |
  stateFlags.transferSuperAllowed |
  stateFlags.transferDailyPayAllowed;

export const newTransferKey = () => `transfer-key-${randomUUID()}`;

export const setFlags = (t: TTestApp, userId: number, flags: number) =>
  t.db.query(`UPDATE users SET state_flags = $2 WHERE id = $1`, [userId, flags]);

/** All three transfer privileges on in the system rules (super transfers are off by default). */
export const enableAllTransferKinds = (t: TTestApp) =>
  t.db.query(
    `UPDATE agent_system_rules SET transfer_point_enabled = true,
            super_transfer_point_enabled = true, deposit_from_wallet_enabled = true`,
  );

/**
 * createAgentTeam with the top agent able to send every kind (credentials, 1,000 in its wallet,
 * logged in) and every member able to receive every type, each named receiverName.
 */
export async function transferTeam(t: TTestApp) {
  const team = await createAgentTeam(t);
  await enableAllTransferKinds(t);
  for (const account of Object.values(team)) {
    await giveCredentials(t, account.userId, receiverName);
    await setFlags(t, account.userId, allTransferTypes);
  }
  await t.fund(team.top.userId, 1_000_000n);
  const token = await t.login(team.top.loginId);
  return { ...team, token };
}

export const walletOf = (t: TTestApp, userId: number) =>
  balanceOf(t.db, { userId, kind: 'player' });

export function transfer(
  t: TTestApp,
  token: string,
  body: Record<string, unknown>,
  key = newTransferKey(),
) {
  return t.call('POST', '/api/AgentTransfer/Create', {
    token,
    headers: { 'idempotency-key': key },
    body: { ReceiverName: receiverName, FundPassword: fundPassword, ...body },
  });
}

export function expectRefused(
  response: { statusCode: number; json(): unknown; body: string },
  name: keyof typeof errorCatalogue,
) {
  expect(response.json(), response.body).toMatchObject({ Code: errorCatalogue[name].code });
  expect(response.statusCode).toBe(errorCatalogue[name].status);
}
