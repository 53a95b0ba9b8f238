import { dailyPayTypes, type TDailyPayType } from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { succeed, type TResult } from '../../../platform/result.ts';
import type { TSession } from '../../../platform/route.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import { readAgentSystemRules } from '../agent-rules.ts';
import { getPrivileges } from '../get-privileges.ts';
import { findTeamMember } from '../team/team-membership.ts';
import { dailyPayKindOf } from './daily-pay-rules.ts';
import { readDailyPayRates, systemMaxBpOf } from './daily-pay-rates.ts';

async function agreementOf(db: TQueryable, memberId: number, memberLoginId: string) {
  const { agentId, rates } = await readDailyPayRates(db, memberId);
  const [agent] =
    agentId === null
      ? []
      : await db.query<{ login_id: string }>(`SELECT login_id FROM users WHERE id = $1`, [agentId]);
  return {
    AgentLoginId: agent?.login_id ?? null,
    MemberLoginId: memberLoginId,
    Rates: [...rates].map(([PayType, Rate]) => ({ PayType, Rate })),
  };
}

/**
 * /TradeAgreement: my own daily pay rates; with a member, that direct member's (through the team
 * gate); and the highest rate I may give per type I may set.
 */
export async function listDailyPayAgreements(
  deps: TAgentDeps,
  session: TSession,
  memberLoginId: string | undefined,
): Promise<TResult<object>> {
  const mine = await agreementOf(deps.db, session.userId, session.loginId);
  let member = null;
  if (memberLoginId !== undefined) {
    const found = await findTeamMember(
      deps.db,
      session.userId,
      { loginId: memberLoginId },
      { scope: 'direct' },
    );
    if (!found.ok) return found;
    member = await agreementOf(deps.db, found.value.userId, found.value.loginId);
  }
  const privileges = await getPrivileges(deps, session);
  const systemMax = systemMaxBpOf(await readAgentSystemRules(deps.db));
  const [self] = await deps.db.query<{ parent_id: number | null }>(
    `SELECT parent_id FROM users WHERE id = $1`,
    [session.userId],
  );
  const own = new Map(mine.Rates.map((rate) => [rate.PayType, rate.Rate]));
  const limits = (Object.values(dailyPayTypes) as TDailyPayType[])
    .filter((type) => privileges.DailyPayPermission.includes(dailyPayKindOf[type]))
    .map((type) => ({
      PayType: type,
      Rate:
        self?.parent_id === null ? systemMax(type) : Math.min(systemMax(type), own.get(type) ?? 0),
    }));
  return succeed({ Mine: mine, Member: member, Limits: limits });
}
