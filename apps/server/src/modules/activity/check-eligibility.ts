import { cashFlowTypes, thousandthsToNumber, type TLanguage } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { findTeamMember } from '../agent/team/team-membership.ts';
import { siteOffsetMs } from '../../platform/site-date-range.ts';
import { readAccountVipLevel } from '../vip/vip-levels.ts';
import { sumCashFlow } from '../wallet/cash-flow-totals.ts';
import type { TActivityPeriod } from './activity-period.ts';
import type { TActivity } from './activity-rows.ts';

/**
 * Whether a player may be paid by an activity in a period: every condition the operator set,
 * checked when the player claims (the amounts are the period's so far; the VIP level is the
 * account's now, as modules/vip keeps it).
 */
export interface TEligibility {
  unmet: string[];
  /** Net bets of the period so far (bets less cancelled bets' refunds). */
  turnover: bigint;
  deposited: bigint;
}

type TCondition = 'vip' | 'team' | 'deposit' | 'turnover' | 'newPlayer';

const texts: Record<TLanguage, Record<TCondition, (value: string) => string>> = {
  en: {
    vip: (level) => `VIP level ${level} or above`,
    team: (agent) => `a member of ${agent}'s team`,
    deposit: (amount) => `deposit ${amount} in this period`,
    turnover: (amount) => `bet ${amount} in this period`,
    newPlayer: (date) => `registered after ${date}`,
  },
  'zh-CN': {
    vip: (level) => `VIP 等级达到 ${level}`,
    team: (agent) => `属于代理 ${agent} 的团队`,
    deposit: (amount) => `本期充值满 ${amount}`,
    turnover: (amount) => `本期投注满 ${amount}`,
    newPlayer: (date) => `${date} 之后注册`,
  },
};

/** Registration time of a user, epoch ms (users.created_at is a timestamptz). */
async function registeredAt(db: TQueryable, userId: number): Promise<number> {
  const [row] = await db.query<{ ms: string }>(
    `SELECT (extract(epoch FROM created_at) * 1000)::bigint::text AS ms FROM users WHERE id = $1`,
    [userId],
  );
  return Number(row?.ms ?? 0);
}

/** The site date and time of an epoch ms, as the rules text shows it. */
const siteTimeText = (ms: number) =>
  new Date(ms + siteOffsetMs).toISOString().slice(0, 16).replace('T', ' ');

export async function checkEligibility(
  db: TQueryable,
  query: { activity: TActivity; userId: number; period: TActivityPeriod; language: TLanguage },
): Promise<TEligibility> {
  const { activity, userId, period } = query;
  const say = texts[query.language];
  const unmet: string[] = [];
  const range = { userId, fromMs: period.startsAt, toMs: period.endsAt };
  const turnoverNet = await sumCashFlow(db, {
    ...range,
    types: [cashFlowTypes.bet, cashFlowTypes.betCancelRefund],
  });
  const deposited = await sumCashFlow(db, { ...range, types: [cashFlowTypes.deposit] });
  const turnover = -turnoverNet;
  if (activity.minVipLevel > (await readAccountVipLevel(db, userId)))
    unmet.push(say.vip(String(activity.minVipLevel)));
  if (activity.agentId !== null) {
    const member = await findTeamMember(db, activity.agentId, { userId }, { scope: 'team' });
    if (!member.ok) unmet.push(say.team(activity.agentLoginId ?? String(activity.agentId)));
  }
  if (activity.minDeposit !== null && deposited < activity.minDeposit)
    unmet.push(say.deposit(String(thousandthsToNumber(activity.minDeposit))));
  if (activity.minTurnover !== null && turnover < activity.minTurnover)
    unmet.push(say.turnover(String(thousandthsToNumber(activity.minTurnover))));
  if (
    activity.registeredAfter !== null &&
    (await registeredAt(db, userId)) < activity.registeredAfter
  )
    unmet.push(say.newPlayer(siteTimeText(activity.registeredAfter)));
  return { unmet, turnover, deposited };
}
