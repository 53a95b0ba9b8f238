import { activityTypesBuilt, type TSaveActivityRequest } from '@lottery/contracts';
import type { TDatabase, TQueryable } from '../../db/database.ts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import type { TAdminSession } from '../../platform/route.ts';
import { transactionResult } from '../../platform/transaction-result.ts';
import { writeAdminAudit } from '../admin/audit/write-admin-audit.ts';
import { findUserIdByLoginId } from '../auth/find-user.ts';
import { checkConfig, configOfInput, storeConfig } from './activity-config.ts';
import { readActivity, type TActivity } from './activity-rows.ts';
import { rulesOf } from './types/registry.ts';

/**
 * POST /api/Admin/Activities/Save: creates a draft, or changes one (only a draft changes: once
 * scheduled, players may have been paid under its rules). Audited in the same transaction.
 */

const isBuilt = (type: string): type is (typeof activityTypesBuilt)[number] =>
  (activityTypesBuilt as readonly string[]).includes(type);

async function checkedInput(tx: TQueryable, input: TSaveActivityRequest, now: number) {
  if (!isBuilt(input.Type) || input.Config.Type !== input.Type)
    return fail('ActivityTypeNotAvailable', { type: input.Type });
  if (input.EndsAt <= input.StartsAt || input.EndsAt <= now) return fail('ActivityPeriodInvalid');
  const periodKind = rulesOf(input.Type).periodKind;
  if (periodKind && input.PeriodKind !== periodKind.only)
    return fail('ActivityPrizeInvalid', { reason: periodKind.reason });
  if (input.Budget <= 0n) return fail('ActivityPrizeInvalid', { reason: 'the budget is above 0' });
  const config = checkConfig(configOfInput(input.Config));
  if (!config.ok) return config;
  const { AgentLoginId } = input.Eligibility;
  const agentId = AgentLoginId === null ? null : await findUserIdByLoginId(tx, AgentLoginId);
  if (AgentLoginId !== null && agentId === null)
    return fail('ActivityAgentNotFound', { agent: AgentLoginId });
  return succeed({ config: config.value, agentId });
}

const auditView = (activity: TActivity) => ({
  type: activity.type,
  title: activity.titleEn,
  periodKind: activity.periodKind,
  startsAt: activity.startsAt,
  endsAt: activity.endsAt,
  budget: activity.budget,
  turnoverPercent: activity.turnoverPercent,
  state: activity.storedState,
});

export async function saveActivity(
  deps: { db: TDatabase; clock: { now(): number } },
  actor: TAdminSession,
  input: TSaveActivityRequest,
): Promise<TResult<TActivity>> {
  const now = deps.clock.now();
  return transactionResult(deps.db, async (tx) => {
    const checked = await checkedInput(tx, input, now);
    if (!checked.ok) return checked;
    const before = input.ActivityId === undefined ? null : await readActivity(tx, input.ActivityId);
    if (input.ActivityId !== undefined && !before) return fail('ActivityNotFound');
    if (before && before.storedState !== 'draft') return fail('ActivityNotDraft');
    const { Eligibility: rules } = input;
    const values = [
      input.Type,
      input.TitleEn,
      input.TitleZh,
      input.RulesEn,
      input.RulesZh,
      input.PeriodKind,
      input.StartsAt,
      input.EndsAt,
      rules.MinVipLevel,
      checked.value.agentId,
      rules.MinDeposit ?? null,
      rules.MinTurnover ?? null,
      rules.RegisteredAfter,
      input.Budget,
      storeConfig(checked.value.config),
      input.TurnoverPercent,
      now,
    ];
    const [row] = before
      ? await tx.query<{ id: number }>(
          `UPDATE activities SET type = $1, title_en = $2, title_zh = $3, rules_en = $4,
             rules_zh = $5, period_kind = $6, starts_at = $7, ends_at = $8, min_vip_level = $9,
             agent_id = $10, min_deposit = $11, min_turnover = $12, registered_after = $13,
             budget = $14, config = $15::jsonb, turnover_percent = $16, updated_at = $17
           WHERE id = $18 AND state = 'draft' RETURNING id`,
          [...values, before.id],
        )
      : await tx.query<{ id: number }>(
          `INSERT INTO activities (type, title_en, title_zh, rules_en, rules_zh, period_kind,
             starts_at, ends_at, min_vip_level, agent_id, min_deposit, min_turnover,
             registered_after, budget, config, turnover_percent, created_at, updated_at,
             created_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15::jsonb, $16,
                   $17, $17, $18)
           RETURNING id`,
          [...values, actor.adminId],
        );
    if (!row) return fail('ActivityNotDraft');
    const after = await readActivity(tx, row.id);
    if (!after) throw new Error(`activity ${row.id} vanished`);
    await writeAdminAudit(tx, actor, {
      action: before ? 'activities.activity.update' : 'activities.activity.create',
      targetType: 'activity',
      targetId: after.id,
      ...(before ? { before: auditView(before) } : {}),
      after: auditView(after),
    });
    return succeed(after);
  });
}
