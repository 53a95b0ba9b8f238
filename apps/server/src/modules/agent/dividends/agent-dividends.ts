import { dividendRecordStates, type TDividendRecord } from '@lottery/contracts';
import type { FastifyRequest } from 'fastify';
import type { TQueryable } from '../../../db/database.ts';
import { idempotentRequest } from '../../../platform/idempotency.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TSession } from '../../../platform/route.ts';
import { findTeamMember } from '../team/team-membership.ts';
import type { TDividendDeps } from './compute-dividends.ts';
import { readDividendPlan } from './dividend-plans.ts';
import {
  dividendRecordSelect,
  readDividendRecord,
  setDividendState,
  toDividendRecord,
  type TDividendRecordRow,
} from './dividend-records.ts';
import { payableStates, payDividend } from './pay-dividend.ts';

const page = (input: { Page: number; PageSize: number }) => [
  input.PageSize,
  (input.Page - 1) * input.PageSize,
];

async function pageOf(
  db: TQueryable,
  where: string,
  params: unknown[],
  input: { Page: number; PageSize: number },
) {
  const n = params.length;
  const rows = await db.query<TDividendRecordRow & { total: string }>(
    `SELECT *, count(*) OVER ()::text AS total FROM (${dividendRecordSelect} WHERE ${where}) r
      ORDER BY period_start DESC, id::bigint DESC LIMIT $${n + 1} OFFSET $${n + 2}`,
    [...params, ...page(input)],
  );
  return { Items: rows.map(toDividendRecord), Total: Number(rows[0]?.total ?? 0) };
}

/** /DividendManagement: the dividends the agent pays its direct members, or one member's. */
export async function listMemberDividends(
  db: TQueryable,
  agentId: number,
  input: {
    Member?: string | undefined;
    PeriodStart?: string | undefined;
    Page: number;
    PageSize: number;
  },
): Promise<TResult<{ Items: TDividendRecord[]; Total: number }>> {
  const where = ['d.payer_id = $1'];
  const params: unknown[] = [agentId];
  if (input.Member !== undefined) {
    const member = await findTeamMember(
      db,
      agentId,
      { loginId: input.Member },
      { scope: 'direct' },
    );
    if (!member.ok) return member;
    params.push(member.value.userId);
    where.push(`d.agent_id = $${params.length}`);
  }
  if (input.PeriodStart !== undefined) {
    params.push(input.PeriodStart);
    where.push(`d.period_start = $${params.length}::date`);
  }
  return succeed(await pageOf(db, where.join(' AND '), params, input));
}

/** /ProportionalDividend: the agent's own dividends and the terms they follow. */
export async function listMyDividends(
  db: TQueryable,
  agentId: number,
  input: { Page: number; PageSize: number },
) {
  const records = await pageOf(db, 'd.agent_id = $1', [agentId], input);
  const plan = await readDividendPlan(db, agentId);
  return {
    ...records,
    Terms: plan && {
      PeriodKind: plan.periodKind,
      Source: plan.source,
      Tiers: plan.tiers.map((tier) => ({
        MinTeamLoss: tier.minTeamLoss,
        MinTurnover: tier.minTurnover,
        RatePercent: tier.rateBp / 100,
        Either: tier.either,
      })),
    },
  };
}

/** A record the caller pays, locked; the same refusal for any other id (nothing leaks). */
async function ownPayable(tx: TQueryable, payerId: number, id: number) {
  const row = await readDividendRecord(tx, id, true);
  if (!row || row.payer_id !== payerId) return fail('DividendRecordNotFound');
  if (!payableStates.includes(row.state)) return fail('DividendNotPayable');
  return succeed(row);
}

/** The payer pays a record the job could not (its wallet was short then). Idempotent. */
export async function payMemberDividend(
  deps: TDividendDeps,
  input: { session: TSession; request: FastifyRequest; body: { Id: number } },
): Promise<TResult<TDividendRecord>> {
  return idempotentRequest(deps, input, 'Dividend/Pay', async (tx) => {
    const row = await ownPayable(tx, input.session.userId, input.body.Id);
    if (!row.ok) return row;
    const now = deps.clock.now();
    const paid = await payDividend(
      tx,
      {
        id: row.value.id,
        agentId: row.value.agent_id,
        payerId: input.session.userId,
        amount: BigInt(row.value.amount),
      },
      dividendRecordStates.paid,
      now,
    );
    if (!paid.ok) return paid;
    return succeed(
      toDividendRecord({ ...row.value, state: dividendRecordStates.paid, updated_at: String(now) }),
    );
  });
}

/** The payer says it settles the record off the platform; the member then accepts. */
export async function requestOffPlatform(
  deps: TDividendDeps,
  payerId: number,
  id: number,
): Promise<TResult<TDividendRecord>> {
  return deps.db.transaction(async (tx) => {
    const row = await ownPayable(tx, payerId, id);
    if (!row.ok) return row;
    if (row.value.state === dividendRecordStates.offPlatformRequested)
      return succeed(toDividendRecord(row.value));
    const now = deps.clock.now();
    await setDividendState(tx, id, dividendRecordStates.offPlatformRequested, now);
    return succeed(
      toDividendRecord({
        ...row.value,
        state: dividendRecordStates.offPlatformRequested,
        updated_at: String(now),
      }),
    );
  });
}

/** The member confirms it was paid off the platform. */
export async function acceptOffPlatform(
  deps: TDividendDeps,
  agentId: number,
  id: number,
): Promise<TResult<TDividendRecord>> {
  return deps.db.transaction(async (tx) => {
    const row = await readDividendRecord(tx, id, true);
    if (!row || row.agent_id !== agentId) return fail('DividendRecordNotFound');
    if (row.state === dividendRecordStates.offPlatformAccepted)
      return succeed(toDividendRecord(row));
    if (row.state !== dividendRecordStates.offPlatformRequested)
      return fail('DividendNotOffPlatformRequested');
    const now = deps.clock.now();
    await setDividendState(tx, id, dividendRecordStates.offPlatformAccepted, now);
    return succeed(
      toDividendRecord({
        ...row,
        state: dividendRecordStates.offPlatformAccepted,
        updated_at: String(now),
      }),
    );
  });
}
