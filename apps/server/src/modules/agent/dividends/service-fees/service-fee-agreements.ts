import type { TDividendPeriodKind, ZServiceFees } from '@lottery/contracts';
import type { z } from 'zod';
import type { TDatabase, TQueryable } from '../../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../../platform/result.ts';
import { findTeamMember } from '../../team/team-membership.ts';

type TServiceFees = z.input<typeof ZServiceFees>;
type TAgreement = TServiceFees['Agreements'][number];

interface TAgreementRow {
  login_id: string;
  amount: string;
  period_kind: TDividendPeriodKind;
  updated_at: string;
}

const toAgreement = (row: TAgreementRow): TAgreement => ({
  LoginId: row.login_id,
  Amount: BigInt(row.amount),
  PeriodKind: row.period_kind,
  UpdatedAt: Number(row.updated_at),
});

const agreementSelect = `SELECT u.login_id, a.amount::text, a.period_kind, a.updated_at::text
  FROM service_fee_agreements a JOIN users u ON u.id = a.member_id`;

/** Sets (or changes) what a direct member agent pays the caller per period. */
export async function setServiceFee(
  db: TDatabase,
  agentId: number,
  input: { Member: string; Amount: bigint; PeriodKind: TDividendPeriodKind },
  now: number,
): Promise<TResult<TAgreement>> {
  return db.transaction(async (tx) => {
    const member = await findTeamMember(
      tx,
      agentId,
      { loginId: input.Member },
      {
        scope: 'direct',
      },
    );
    if (!member.ok) return member;
    if (member.value.role !== 'agent')
      return fail('ServiceFeeMemberNotAgent', { member: member.value.loginId });
    await tx.query(
      `INSERT INTO service_fee_agreements (member_id, agent_id, period_kind, amount, updated_at)
       VALUES ($1, $2, $3, $4, $5)
       ON CONFLICT (member_id) DO UPDATE
         SET agent_id = $2, period_kind = $3, amount = $4, updated_at = $5`,
      [member.value.userId, agentId, input.PeriodKind, input.Amount, now],
    );
    const [row] = await tx.query<TAgreementRow>(`${agreementSelect} WHERE a.member_id = $1`, [
      member.value.userId,
    ]);
    if (!row) throw new Error('the service fee agreement vanished');
    return succeed(toAgreement(row));
  });
}

/** Ends the agreement with a direct member agent. */
export async function removeServiceFee(
  db: TDatabase,
  agentId: number,
  loginId: string,
): Promise<TResult<true>> {
  return db.transaction(async (tx) => {
    const member = await findTeamMember(tx, agentId, { loginId }, { scope: 'direct' });
    if (!member.ok) return member;
    const removed = await tx.query(
      `DELETE FROM service_fee_agreements WHERE member_id = $1 AND agent_id = $2 RETURNING 1`,
      [member.value.userId, agentId],
    );
    if (removed.length === 0)
      return fail('ServiceFeeAgreementNotFound', { member: member.value.loginId });
    return succeed(true);
  });
}

/** The caller's agreements both ways and its fee records (newest 100). */
export async function readServiceFees(db: TQueryable, userId: number): Promise<TServiceFees> {
  const agreements = await db.query<TAgreementRow>(
    `${agreementSelect} WHERE a.agent_id = $1 ORDER BY u.login_id`,
    [userId],
  );
  const [mine] = await db.query<TAgreementRow>(`${agreementSelect} WHERE a.member_id = $1`, [
    userId,
  ]);
  const records = await db.query<{
    id: string;
    payer: string;
    receiver: string;
    period_start: string;
    period_end: string;
    amount: string;
    state: number;
    created_at: string;
  }>(
    `SELECT r.id::text, m.login_id AS payer, a.login_id AS receiver, r.period_start::text,
            r.period_end::text, r.amount::text, r.state, r.created_at::text
       FROM service_fee_records r
       JOIN users m ON m.id = r.member_id JOIN users a ON a.id = r.agent_id
      WHERE r.member_id = $1 OR r.agent_id = $1
      ORDER BY r.period_start DESC, r.id DESC LIMIT 100`,
    [userId],
  );
  return {
    Agreements: agreements.map(toAgreement),
    MyAgreement: mine ? toAgreement(mine) : null,
    Records: records.map((row) => ({
      Id: Number(row.id),
      PayerLoginId: row.payer,
      ReceiverLoginId: row.receiver,
      PeriodStart: row.period_start,
      PeriodEnd: row.period_end,
      Amount: BigInt(row.amount),
      State: row.state,
      CreatedAt: Number(row.created_at),
    })),
  };
}
