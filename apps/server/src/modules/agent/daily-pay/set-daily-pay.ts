import type { TDailyPayType } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TSession } from '../../../platform/route.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import { readAgentSystemRules } from '../agent-rules.ts';
import { getPrivileges } from '../get-privileges.ts';
import { notifyPrivilegesChanged } from '../privileges-changed.ts';
import { findTeamMember } from '../team/team-membership.ts';
import { checkDailyPayRates, dailyPayTypeName } from './daily-pay-rules.ts';
import { readDailyPayRates, systemMaxBpOf } from './daily-pay-rates.ts';

/**
 * An agent sets a direct member's daily pay rates (SPEC §5 in daily-pay-rules.ts). Each change is
 * kept in daily_pay_rate_changes; the member and the agent are told (UserInfoPrivileges).
 */
export async function setDailyPay(
  deps: TAgentDeps,
  session: TSession,
  request: { member: string; rates: { payType: TDailyPayType; rateBp: number }[] },
): Promise<TResult<{ changed: number }>> {
  const privileges = await getPrivileges(deps, session);
  return deps.db.transaction(async (tx) => {
    const member = await findTeamMember(
      tx,
      session.userId,
      { loginId: request.member },
      { scope: 'direct', lock: true },
    );
    if (!member.ok) return member;
    const rules = await readAgentSystemRules(tx);
    const [agent] = await tx.query<{ parent_id: number | null }>(
      `SELECT parent_id FROM users WHERE id = $1`,
      [session.userId],
    );
    const own = agent?.parent_id === null ? undefined : await readDailyPayRates(tx, session.userId);
    const current = await readDailyPayRates(tx, member.value.userId, { lock: true });
    const refusal = checkDailyPayRates(request.rates, {
      allowed: privileges.DailyPayPermission,
      systemMaxBp: systemMaxBpOf(rules),
      ownBp: own ? (type) => own.rates.get(type) ?? 0 : undefined,
      currentBp: (type) => current.rates.get(type) ?? 0,
    });
    if (refusal) {
      const payType = 'payType' in refusal ? dailyPayTypeName(refusal.payType) : undefined;
      switch (refusal.error) {
        case 'DailyPayNoRate':
          return fail('DailyPayNoRate');
        case 'DailyPayTypeNotAllowed':
          return fail(refusal.error, { payType: payType! });
        case 'DailyPayRateAboveSystem':
          return fail(refusal.error, { payType: payType!, maxRate: refusal.maxRateBp / 100 });
        case 'DailyPayRateAboveOwn':
          return fail(refusal.error, { payType: payType!, ownRate: refusal.ownRateBp / 100 });
        case 'DailyPayRateBelowCurrent':
          return fail(refusal.error, {
            payType: payType!,
            currentRate: refusal.currentRateBp / 100,
          });
      }
    }
    const now = deps.clock.now();
    let changed = 0;
    for (const { payType, rateBp } of request.rates) {
      const old = current.rates.get(payType);
      if (old === rateBp) continue;
      changed += 1;
      await tx.query(
        `INSERT INTO daily_pay_rates (member_id, pay_type, agent_id, rate_bp, updated_at)
         VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (member_id, pay_type)
         DO UPDATE SET agent_id = $3, rate_bp = $4, updated_at = $5`,
        [member.value.userId, payType, session.userId, rateBp, now],
      );
      await tx.query(
        `INSERT INTO daily_pay_rate_changes
           (member_id, pay_type, agent_id, old_rate_bp, new_rate_bp, changed_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [member.value.userId, payType, session.userId, old ?? null, rateBp, now],
      );
    }
    if (changed > 0)
      await notifyPrivilegesChanged(
        tx,
        [session.userId, member.value.userId],
        `daily-pay:${member.value.userId}:${now}`,
        now,
      );
    return succeed({ changed });
  });
}
