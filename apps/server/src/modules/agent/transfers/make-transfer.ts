import {
  cashFlowTypes,
  thousandthsToNumber,
  type TAgentTransferKind,
  type TAgentTransferRequest,
  type TAgentTransferResult,
} from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import { notifyWalletChanged } from '../../../jobs/user-events.ts';
import type { TQueryable } from '../../../db/database.ts';
import { idempotent, idempotentCallOf } from '../../../platform/idempotency.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TSession } from '../../../platform/route.ts';
import { verifyFundPassword } from '../../account/fund-password.ts';
import { requireSecondFactor } from '../../account/second-factor.ts';
import { accountKey, balanceOf, post } from '../../wallet/ledger.ts';
import { addTurnoverRequirement, readTurnoverStatus } from '../../wallet/turnover.ts';
import { countWrongGuess } from '../../withdraw/credentials.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import { findTeamMember } from '../team/team-membership.ts';
import {
  checkFunds,
  checkSender,
  kindCode,
  namesMatch,
  receiverAccepts,
  scopeOf,
  transferTypeOf,
} from './transfer-checks.ts';
import { transferKinds } from './transfer-privileges.ts';

/**
 * A second transfer of the same kind and amount to the same member within this window is taken
 * for a double submission (a new idempotency key from a second tap) and refused: SPEC §8
 * "repeated transfer". The sender's row lock orders its transfers, so two cannot both pass.
 */
export const duplicateWindowMs = 60_000;

const cashFlowPairs: Readonly<Record<TAgentTransferKind, { in: number; out: number }>> = {
  TransferPoint: { in: cashFlowTypes.transferIn, out: cashFlowTypes.transferOut },
  SuperTransferPoint: { in: cashFlowTypes.superTransferIn, out: cashFlowTypes.superTransferOut },
  DepositFromWallet: {
    in: cashFlowTypes.depositFromWalletIn,
    out: cashFlowTypes.depositFromWalletOut,
  },
};

async function receiverName(tx: TQueryable, userId: number): Promise<string> {
  const [row] = await tx.query<{ name: string }>(
    `SELECT coalesce(nullif(p.real_name, ''), u.nick_name) AS name
       FROM users u LEFT JOIN account_profiles p ON p.user_id = u.id WHERE u.id = $1`,
    [userId],
  );
  return row?.name ?? '';
}

async function repeatWaitSeconds(
  tx: TQueryable,
  transfer: { senderId: number; receiverId: number; kind: number; amount: bigint },
  now: number,
): Promise<number> {
  const [row] = await tx.query<{ created_at: string }>(
    `SELECT created_at::text FROM agent_transfers
      WHERE sender_id = $1 AND receiver_id = $2 AND kind = $3 AND amount = $4 AND created_at > $5
      ORDER BY created_at DESC LIMIT 1`,
    [
      transfer.senderId,
      transfer.receiverId,
      transfer.kind,
      transfer.amount,
      now - duplicateWindowMs,
    ],
  );
  return row
    ? Math.max(1, Math.ceil((Number(row.created_at) + duplicateWindowMs - now) / 1000))
    : 0;
}

/**
 * Every check of SPEC §8 and the move, in one transaction under the sender's row lock: two
 * transfers of one agent run one after the other, so each sees the balance and the recent
 * transfers the other left (concurrent transfers never overdraw, a double tap is refused).
 */
async function transferIn(
  kinds: readonly TAgentTransferKind[],
  tx: TQueryable,
  session: TSession,
  input: TAgentTransferRequest,
  now: number,
): Promise<TResult<TAgentTransferResult>> {
  const senderId = session.userId;
  // NO KEY UPDATE: the idempotency key row holds KEY SHARE on the user (see create-withdrawal).
  const [sender] = await tx.query<{ state_flags: number; login_id: string }>(
    `SELECT state_flags, login_id FROM users WHERE id = $1 FOR NO KEY UPDATE`,
    [senderId],
  );
  if (!sender) return fail('NotFound', { what: 'user' });
  const senderOk = checkSender({ flags: sender.state_flags, kinds }, input.Kind, input.Amount);
  if (!senderOk.ok) return senderOk;
  const type = transferTypeOf(input.Kind, input.Type);
  if (!type.ok) return type;
  const member = await findTeamMember(
    tx,
    senderId,
    { loginId: input.LoginId },
    { scope: scopeOf(input.Kind) },
  );
  if (!member.ok) return member;
  const receiver = member.value;
  if (!namesMatch(input.ReceiverName, await receiverName(tx, receiver.userId)))
    return fail('TransferWrongAccount');
  if (!receiverAccepts(receiver.stateFlags, input.Kind, type.value))
    return fail('TransferNoTransferableType', { member: receiver.loginId });
  const kind = kindCode(input.Kind);
  const wait = await repeatWaitSeconds(
    tx,
    { senderId, receiverId: receiver.userId, kind, amount: input.Amount },
    now,
  );
  if (wait > 0)
    return fail('TransferRepeated', { member: receiver.loginId, retryAfterSeconds: wait });
  const turnover = await readTurnoverStatus(tx, senderId);
  const balance = await balanceOf(tx, { userId: senderId, kind: 'player' });
  const funds = checkFunds({ balance, turnoverRemaining: turnover.remaining }, input.Amount);
  if (!funds.ok) return funds;
  const factor = await requireSecondFactor(tx, senderId, 'transfer', input.SecondFactorCode, now);
  if (!factor.ok) return factor;
  const password = await verifyFundPassword(tx, senderId, input.FundPassword, now);
  if (!password.ok) return password;

  const [next] = await tx.query<{ id: string }>(
    `SELECT nextval(pg_get_serial_sequence('agent_transfers', 'id'))::text AS id`,
  );
  if (!next) throw new Error('no agent transfer id');
  const pair = cashFlowPairs[input.Kind];
  const memo = `${sender.login_id} → ${receiver.loginId}`;
  const posted = await post(tx, {
    kind: 'agent_transfer',
    reference: `agent_transfer:${next.id}`,
    at: now,
    postings: [
      {
        account: { userId: senderId, kind: 'player' },
        amount: -input.Amount,
        cashFlowType: pair.out,
        memo,
      },
      {
        account: { userId: receiver.userId, kind: 'player' },
        amount: input.Amount,
        cashFlowType: pair.in,
        memo,
      },
    ],
  });
  if (!posted.ok) return fail('TransferNotEnoughFunds', { balance: thousandthsToNumber(balance) });
  await tx.query(
    `INSERT INTO agent_transfers
       (id, sender_id, receiver_id, kind, transfer_type, amount, ledger_transaction_id, created_at)
     OVERRIDING SYSTEM VALUE VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
    [
      next.id,
      senderId,
      receiver.userId,
      kind,
      type.value,
      input.Amount,
      posted.value.transactionId,
      now,
    ],
  );
  // A deposit from the wallet is the member's deposit: it owes its turnover before withdrawing.
  if (input.Kind === 'DepositFromWallet')
    await addTurnoverRequirement(tx, {
      userId: receiver.userId,
      amount: input.Amount,
      source: 'agent_deposit',
      reference: `agent_transfer:${next.id}`,
      now,
    });
  await notifyWalletChanged(tx, senderId, posted.value.transactionId, now);
  await notifyWalletChanged(tx, receiver.userId, posted.value.transactionId, now);
  return succeed({
    Id: Number(next.id),
    Kind: input.Kind,
    Type: type.value,
    SenderLoginId: sender.login_id,
    ReceiverLoginId: receiver.loginId,
    Amount: input.Amount,
    CreatedAt: now,
    Balance: posted.value.balances.get(accountKey({ userId: senderId, kind: 'player' })) ?? 0n,
  });
}

/** POST /api/AgentTransfer/Create: idempotent (Idempotency-Key), see transferIn. */
export async function makeTransfer(
  deps: TAgentDeps,
  input: { session: TSession; request: FastifyRequest; body: TAgentTransferRequest },
): Promise<TResult<TAgentTransferResult>> {
  const call = idempotentCallOf(deps, input, 'AgentTransfer/Create');
  const kinds = await transferKinds(deps, input.session);
  const result = await idempotent(deps.db, call, (tx) =>
    transferIn(kinds, tx, input.session, input.body, call.at),
  );
  if (!result.ok) await countWrongGuess(deps.db, input.session.userId, result, call.at);
  return result;
}
