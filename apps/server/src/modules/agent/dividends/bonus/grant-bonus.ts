import { cashFlowTypes, type ZAgentBonus } from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { TQueryable } from '../../../../db/database.ts';
import { notifyWalletChanged } from '../../../../jobs/user-events.ts';
import { idempotent, idempotentCallOf } from '../../../../platform/idempotency.ts';
import { fail, succeed, type TResult } from '../../../../platform/result.ts';
import type { TSession } from '../../../../platform/route.ts';
import { verifyFundPassword } from '../../../account/fund-password.ts';
import { post } from '../../../wallet/ledger.ts';
import { countWrongGuess } from '../../../withdraw/credentials.ts';
import { readAgentStanding, readAgentSystemRules } from '../../agent-rules.ts';
import { findTeamMember } from '../../team/team-membership.ts';
import type { TDividendDeps } from '../compute-dividends.ts';

type TAgentBonus = z.input<typeof ZAgentBonus>;

export interface TGrantBonus {
  Member: string;
  Amount: bigint;
  Note: string;
  FundPassword: string;
}

/** The bonus privilege (BonusCreationAllowed): granted by an administrator and the system rule. */
export async function mayGrantBonuses(db: TQueryable, agentId: number): Promise<boolean> {
  const rules = await readAgentSystemRules(db);
  const standing = await readAgentStanding(db, agentId);
  return rules.bonus_creation_allowed && standing.hasBonusPermission;
}

async function grantIn(
  tx: TQueryable,
  agentId: number,
  input: TGrantBonus,
  now: number,
): Promise<TResult<TAgentBonus>> {
  if (!(await mayGrantBonuses(tx, agentId))) return fail('BonusNotAllowed');
  const member = await findTeamMember(tx, agentId, { loginId: input.Member }, { scope: 'team' });
  if (!member.ok) return member;
  const proven = await verifyFundPassword(tx, agentId, input.FundPassword, now);
  if (!proven.ok) return proven;
  const [row] = await tx.query<{ id: string }>(
    `INSERT INTO agent_bonuses (agent_id, member_id, amount, note, created_at)
     VALUES ($1, $2, $3, $4, $5) RETURNING id::text`,
    [agentId, member.value.userId, input.Amount, input.Note, now],
  );
  if (!row) throw new Error('agent bonus insert returned nothing');
  const memo = `agent_bonus:${row.id}`;
  const posted = await post(tx, {
    kind: 'agent_bonus',
    reference: memo,
    at: now,
    postings: [
      {
        account: { userId: agentId, kind: 'player' },
        amount: -input.Amount,
        cashFlowType: cashFlowTypes.agentBonusOut,
        memo,
      },
      {
        account: { userId: member.value.userId, kind: 'player' },
        amount: input.Amount,
        cashFlowType: cashFlowTypes.agentBonusIn,
        memo,
      },
    ],
  });
  if (!posted.ok) return fail('BonusWalletNotEnough');
  await notifyWalletChanged(tx, agentId, posted.value.transactionId, now);
  await notifyWalletChanged(tx, member.value.userId, posted.value.transactionId, now);
  return succeed({
    Id: Number(row.id),
    LoginId: member.value.loginId,
    Amount: input.Amount,
    Note: input.Note,
    CreatedAt: now,
  });
}

/** POST /api/Bonus/Grant: idempotent (Idempotency-Key), from the agent's own wallet. */
export async function grantBonus(
  deps: TDividendDeps,
  input: { session: TSession; request: FastifyRequest; body: TGrantBonus },
): Promise<TResult<TAgentBonus>> {
  const call = idempotentCallOf(deps, input, 'Bonus/Grant');
  const result = await idempotent(deps.db, call, (tx) =>
    grantIn(tx, input.session.userId, input.body, call.at),
  );
  if (!result.ok) await countWrongGuess(deps.db, input.session.userId, result, call.at);
  return result;
}

/** The bonuses the agent granted, newest 100. */
export async function listGrantedBonuses(db: TQueryable, agentId: number) {
  const rows = await db.query<{
    id: string;
    login_id: string;
    amount: string;
    note: string;
    created_at: string;
  }>(
    `SELECT b.id::text, u.login_id, b.amount::text, b.note, b.created_at::text
       FROM agent_bonuses b JOIN users u ON u.id = b.member_id
      WHERE b.agent_id = $1 ORDER BY b.id DESC LIMIT 100`,
    [agentId],
  );
  return {
    Items: rows.map((row): TAgentBonus => ({
      Id: Number(row.id),
      LoginId: row.login_id,
      Amount: BigInt(row.amount),
      Note: row.note,
      CreatedAt: Number(row.created_at),
    })),
  };
}
