import {
  dividendRecordStates,
  type TDividendPeriodKind,
  type TDividendRecord,
  type TShareholderBonusType,
} from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { writeAdminAudit } from '../../admin/audit/write-admin-audit.ts';
import { notifyPrivilegesChanged } from '../privileges-changed.ts';
import type { TDividendDeps } from './compute-dividends.ts';
import { tiersFromJson, tiersToJson } from './dividend-plans.ts';
import {
  dividendRecordSelect,
  readDividendRecord,
  setDividendState,
  toDividendRecord,
  type TDividendRecordRow,
} from './dividend-records.ts';
import { maxDividendRateBp, minDividendRateBp, type TDividendTier } from './dividend-tiers.ts';
import { payableStates, payDividend } from './pay-dividend.ts';

interface TTierInput {
  MinTeamLoss: bigint;
  MinTurnover: bigint;
  RatePercent: number;
  Either: boolean;
}

const tierView = (tier: TDividendTier) => ({
  MinTeamLoss: tier.minTeamLoss,
  MinTurnover: tier.minTurnover,
  RatePercent: tier.rateBp / 100,
  Either: tier.either,
});

/** Rates 1-50 % and no two tiers with the same thresholds (which one would apply is unclear). */
export function checkTiers(input: readonly TTierInput[]): TResult<TDividendTier[]> {
  const tiers = input.map((tier) => ({
    minTeamLoss: tier.MinTeamLoss,
    minTurnover: tier.MinTurnover,
    rateBp: Math.round(tier.RatePercent * 100),
    either: tier.Either,
  }));
  const keys = tiers.map((tier) => `${tier.minTeamLoss}:${tier.minTurnover}:${tier.either}`);
  const ratesOk = tiers.every(
    (tier) => tier.rateBp >= minDividendRateBp && tier.rateBp <= maxDividendRateBp,
  );
  if (!ratesOk || new Set(keys).size !== keys.length) return fail('DividendTiersInvalid');
  return succeed(tiers);
}

async function topAgentByLogin(tx: TQueryable, loginId: string) {
  const [row] = await tx.query<{
    id: number;
    login_id: string;
    parent_id: number | null;
    role: string;
  }>(`SELECT id, login_id, parent_id, role FROM users WHERE lower(login_id) = lower($1)`, [
    loginId,
  ]);
  if (!row || row.role !== 'agent') return fail('NotFound', { what: loginId });
  if (row.parent_id !== null) return fail('DividendRuleTopAgentOnly', { agent: row.login_id });
  return succeed(row);
}

export async function listDividendRules(db: TQueryable) {
  const rows = await db.query<{
    login_id: string;
    period_kind: TDividendPeriodKind;
    tiers: unknown;
    updated_at: string;
  }>(
    `SELECT u.login_id, r.period_kind, r.tiers, r.updated_at::text
       FROM dividend_rules r JOIN users u ON u.id = r.agent_id ORDER BY u.login_id`,
  );
  return {
    Items: rows.map((row) => ({
      LoginId: row.login_id,
      PeriodKind: row.period_kind,
      Tiers: tiersFromJson(row.tiers).map(tierView),
      UpdatedAt: Number(row.updated_at),
    })),
  };
}

/** Sets a top-level agent's rule (audited; the agent's HaveProportionalDividend may change). */
export async function setDividendRule(
  deps: TDividendDeps,
  admin: TAdminSession,
  input: { LoginId: string; PeriodKind: TDividendPeriodKind; Tiers: readonly TTierInput[] },
) {
  const tiers = checkTiers(input.Tiers);
  if (!tiers.ok) return tiers;
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const agent = await topAgentByLogin(tx, input.LoginId);
    if (!agent.ok) return agent;
    const [before] = await tx.query<{ period_kind: number; tiers: unknown }>(
      `SELECT period_kind, tiers FROM dividend_rules WHERE agent_id = $1 FOR UPDATE`,
      [agent.value.id],
    );
    await tx.query(
      `INSERT INTO dividend_rules (agent_id, period_kind, tiers, updated_at)
       VALUES ($1, $2, $3::jsonb, $4)
       ON CONFLICT (agent_id) DO UPDATE SET period_kind = $2, tiers = $3::jsonb, updated_at = $4`,
      [agent.value.id, input.PeriodKind, tiersToJson(tiers.value), now],
    );
    const after = {
      periodKind: input.PeriodKind,
      tiers: JSON.parse(tiersToJson(tiers.value)) as unknown,
    };
    await writeAdminAudit(tx, admin, {
      action: 'agents.dividendRule.set',
      targetType: 'agent',
      targetId: agent.value.id,
      ...(before ? { before: { periodKind: before.period_kind, tiers: before.tiers } } : {}),
      after,
    });
    await notifyPrivilegesChanged(tx, [agent.value.id], `dividendRule:${now}`, now);
    return succeed({
      LoginId: agent.value.login_id,
      PeriodKind: input.PeriodKind,
      Tiers: tiers.value.map(tierView),
      UpdatedAt: now,
    });
  });
}

/** Every agent's dividend records, newest period first, filtered by agent and state. */
export async function listAllDividends(
  db: TQueryable,
  query: {
    LoginId?: string | undefined;
    State?: number | undefined;
    Page: number;
    PageSize: number;
  },
) {
  const rows = await db.query<TDividendRecordRow & { total: string }>(
    `SELECT *, count(*) OVER ()::text AS total FROM (${dividendRecordSelect}
       WHERE ($1::text IS NULL OR lower(u.login_id) = lower($1))
         AND ($2::smallint IS NULL OR d.state = $2)) r
      ORDER BY period_start DESC, id::bigint DESC LIMIT $3 OFFSET $4`,
    [query.LoginId ?? null, query.State ?? null, query.PageSize, (query.Page - 1) * query.PageSize],
  );
  return { Items: rows.map(toDividendRecord), Total: Number(rows[0]?.total ?? 0) };
}

/**
 * The back office settles an open record: a forced payment (from the payer's wallet, or the
 * house, whatever the payer asked) or a cancellation; audited with the reason.
 */
export async function settleDividend(
  deps: TDividendDeps,
  admin: TAdminSession,
  input: { id: number; action: 'forcePay' | 'cancel'; reason: string },
): Promise<TResult<TDividendRecord>> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const row = await readDividendRecord(tx, input.id, true);
    if (!row) return fail('DividendRecordNotFound');
    if (!payableStates.includes(row.state)) return fail('DividendNotPayable');
    const state =
      input.action === 'forcePay' ? dividendRecordStates.forciblyPaid : dividendRecordStates.cancel;
    if (input.action === 'forcePay') {
      const record = {
        id: row.id,
        agentId: row.agent_id,
        payerId: row.payer_id,
        amount: BigInt(row.amount),
      };
      const paid = await payDividend(tx, record, dividendRecordStates.forciblyPaid, now);
      if (!paid.ok) return paid;
    } else await setDividendState(tx, row.id, state, now);
    await writeAdminAudit(tx, admin, {
      action: input.action === 'forcePay' ? 'agents.dividend.forcePay' : 'agents.dividend.cancel',
      targetType: 'dividend_record',
      targetId: row.id,
      before: { state: row.state, amount: row.amount },
      after: { state, reason: input.reason },
    });
    return succeed(toDividendRecord({ ...row, state, updated_at: String(now) }));
  });
}

/** Sets an agent's shareholder bonus rule of one family (audited). */
export async function setShareholderBonusRule(
  deps: TDividendDeps,
  admin: TAdminSession,
  input: {
    LoginId: string;
    Type: TShareholderBonusType;
    PeriodKind: TDividendPeriodKind;
    RatePercent: number;
    Content: string;
  },
) {
  const now = deps.clock.now();
  const rateBp = Math.round(input.RatePercent * 100);
  return deps.db.transaction(async (tx) => {
    const [agent] = await tx.query<{ id: number; role: string }>(
      `SELECT id, role FROM users WHERE lower(login_id) = lower($1)`,
      [input.LoginId],
    );
    if (!agent || agent.role !== 'agent') return fail('NotFound', { what: input.LoginId });
    await tx.query(
      `INSERT INTO shareholder_bonus_rules (agent_id, game_family, period_kind, rate_bp, content,
                                           updated_at)
       VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (agent_id, game_family) DO UPDATE
         SET period_kind = $3, rate_bp = $4, content = $5, updated_at = $6`,
      [agent.id, input.Type, input.PeriodKind, rateBp, input.Content, now],
    );
    await writeAdminAudit(tx, admin, {
      action: 'agents.shareholderBonusRule.set',
      targetType: 'agent',
      targetId: agent.id,
      after: { type: input.Type, periodKind: input.PeriodKind, rateBp, content: input.Content },
    });
    return succeed({ Ok: true as const });
  });
}
