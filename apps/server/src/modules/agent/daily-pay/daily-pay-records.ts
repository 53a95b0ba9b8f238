import {
  dailyPayRecordStates,
  type TDailyPayRecordState,
  type TDailyPayType,
} from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession, TSession } from '../../../platform/route.ts';
import {
  siteDateOfDayNumber,
  siteDateRange,
  siteMidnight,
} from '../../../platform/site-date-range.ts';
import { writeAdminAudit } from '../../admin/audit/write-admin-audit.ts';
import { runDailyPayDay, siteDayOf } from './daily-pay-job.ts';

const maxDays = 31;

/** Site day numbers of a date range (both included), or the catalogue's range refusal. */
function dayRange(start: string, end: string): TResult<{ from: number; to: number }> {
  const range = siteDateRange(start, end, maxDays);
  if (!range.ok) return range;
  return succeed({ from: siteDayOf(range.value.fromMs), to: siteDayOf(range.value.toMs) - 1 });
}

async function readRecords(
  db: TQueryable,
  viewerId: number | null,
  where: string,
  params: readonly unknown[],
  page?: { limit: number; offset: number },
) {
  const rows = await db.query<{
    id: bigint;
    day: number;
    member_id: number;
    member_login_id: string;
    agent_login_id: string;
    agent_id: number;
    payer_id: number | null;
    pay_type: TDailyPayType;
    rate_bp: number;
    base_amount: bigint;
    amount: bigint;
    state: TDailyPayRecordState;
  }>(
    `SELECT r.id, r.day, r.member_id, m.login_id AS member_login_id, a.login_id AS agent_login_id,
            r.agent_id, r.payer_id, r.pay_type, r.rate_bp, r.base_amount, r.amount, r.state
       FROM daily_pay_records r
       JOIN users m ON m.id = r.member_id
       JOIN users a ON a.id = r.agent_id
      WHERE ${where}
      ORDER BY r.day DESC, r.id DESC
      ${page ? `LIMIT ${page.limit} OFFSET ${page.offset}` : ''}`,
    params,
  );
  return rows.map((row) => ({
    Id: Number(row.id),
    Date: siteDateOfDayNumber(row.day),
    MemberLoginId: row.member_login_id,
    AgentLoginId: row.agent_login_id,
    PaidByHouse: row.payer_id === null,
    PayType: row.pay_type,
    Rate: row.rate_bp,
    BaseAmount: row.base_amount,
    Amount: row.amount,
    State: row.state,
    Direction:
      row.member_id === viewerId
        ? ('received' as const)
        : row.agent_id === viewerId
          ? ('paid' as const)
          : ('other' as const),
  }));
}

/**
 * /TradeAgreementCurrency: the caller's daily pay records by site day: wages it received (as
 * member) and wages of its direct members (as their agent: paid by it, or by the house).
 */
export async function listMyDailyPayRecords(
  db: TDatabase,
  session: TSession,
  request: { StartDate: string; EndDate: string; Direction: 'received' | 'paid' | 'all' },
) {
  const days = dayRange(request.StartDate, request.EndDate);
  if (!days.ok) return days;
  const who =
    request.Direction === 'received'
      ? 'r.member_id = $1'
      : request.Direction === 'paid'
        ? 'r.agent_id = $1'
        : '(r.member_id = $1 OR r.agent_id = $1)';
  return succeed({
    Records: await readRecords(db, session.userId, `${who} AND r.day BETWEEN $2 AND $3`, [
      session.userId,
      days.value.from,
      days.value.to,
    ]),
  });
}

/** Every daily pay record for the back office (agents.view), a page at a time. */
export async function listAllDailyPayRecords(
  db: TDatabase,
  search: {
    StartDate: string;
    EndDate: string;
    LoginId?: string | undefined;
    State?: number | undefined;
    Page: number;
    PageSize: number;
  },
) {
  const days = dayRange(search.StartDate, search.EndDate);
  if (!days.ok) return days;
  const params: unknown[] = [days.value.from, days.value.to];
  const conditions = ['r.day BETWEEN $1 AND $2'];
  if (search.LoginId) {
    params.push(search.LoginId);
    const p = `$${params.length}`;
    conditions.push(`(lower(m.login_id) = lower(${p}) OR lower(a.login_id) = lower(${p}))`);
  }
  if (search.State !== undefined) {
    params.push(search.State);
    conditions.push(`r.state = $${params.length}`);
  }
  const where = conditions.join(' AND ');
  const [count] = await db.query<{ total: number }>(
    `SELECT count(*)::integer AS total FROM daily_pay_records r
       JOIN users m ON m.id = r.member_id JOIN users a ON a.id = r.agent_id WHERE ${where}`,
    params,
  );
  return succeed({
    Records: await readRecords(db, null, where, params, {
      limit: search.PageSize,
      offset: (search.Page - 1) * search.PageSize,
    }),
    Total: count?.total ?? 0,
  });
}

/** The back office cancels a waiting record (agents.manage), audited in its transaction. */
export async function cancelDailyPayRecord(
  deps: { db: TDatabase; clock: TClock },
  actor: TAdminSession,
  id: number,
): Promise<TResult<{ id: number }>> {
  return deps.db.transaction(async (tx) => {
    const [record] = await tx.query<{ state: number }>(
      `SELECT state FROM daily_pay_records WHERE id = $1 FOR UPDATE`,
      [id],
    );
    if (!record) return fail('DailyPayRecordNotFound');
    if (record.state !== dailyPayRecordStates.waiting) return fail('DailyPayRecordNotWaiting');
    await tx.query(
      `UPDATE daily_pay_records SET state = $2, decided_at = $3, cancelled_by = $4 WHERE id = $1`,
      [id, dailyPayRecordStates.cancel, deps.clock.now(), actor.adminId],
    );
    await writeAdminAudit(tx, actor, {
      action: 'agents.dailyPay.cancel',
      targetType: 'daily_pay_record',
      targetId: id,
      before: { state: record.state },
      after: { state: dailyPayRecordStates.cancel },
    });
    return succeed({ id });
  });
}

/**
 * The back office computes and pays an ended site day now (agents.manage; after an outage, or
 * without waiting for the pay delay), audited. What was computed or paid is never redone.
 */
export async function runDailyPayForDate(
  deps: { db: TDatabase; clock: TClock },
  actor: TAdminSession,
  date: string,
) {
  const midnight = siteMidnight(date);
  if (midnight === null) return fail('ReportDateRangeInvalid');
  const day = siteDayOf(midnight);
  if (day >= siteDayOf(deps.clock.now())) return fail('DailyPayDayNotEnded', { date });
  const outcome = await runDailyPayDay(deps.db, deps.clock, day);
  await deps.db.transaction((tx) =>
    writeAdminAudit(tx, actor, {
      action: 'agents.dailyPay.run',
      targetType: 'daily_pay_day',
      targetId: date,
      after: outcome,
    }),
  );
  return succeed({
    Computed: outcome.computed,
    Paid: outcome.paid,
    NotEnoughMoney: outcome.notEnoughMoney,
  });
}
