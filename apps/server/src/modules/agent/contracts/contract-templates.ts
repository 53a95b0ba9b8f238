import type { TContractType, TDividendPeriodKind } from '@lottery/contracts';
import type { TDatabase } from '../../../db/database.ts';
import type { TClock } from '../../../platform/clock.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { writeAdminAudit } from '../../admin/audit/write-admin-audit.ts';
import type { TContractTier } from './contract-terms.ts';

interface TTemplateRow {
  id: number;
  name: string;
  contract_type: TContractType;
  period_kind: TDividendPeriodKind;
  tiers: { minTeamLoss: string; minTurnover: string; rateBp: number }[];
  enabled: boolean;
}

const toTemplate = (row: TTemplateRow) => ({
  Id: row.id,
  Name: row.name,
  ContractType: row.contract_type,
  PeriodKind: row.period_kind,
  Tiers: row.tiers.map((tier) => ({
    MinTeamLoss: BigInt(tier.minTeamLoss),
    MinTurnover: BigInt(tier.minTurnover),
    Rate: tier.rateBp,
  })),
  Enabled: row.enabled,
});

/** Contract templates; agents see the enabled ones, the back office all of them. */
export async function listContractTemplates(db: TDatabase, options: { enabledOnly: boolean }) {
  const rows = await db.query<TTemplateRow>(
    `SELECT id, name, contract_type, period_kind, tiers, enabled FROM agent_contract_templates
      ${options.enabledOnly ? 'WHERE enabled' : ''} ORDER BY id`,
  );
  return rows.map(toTemplate);
}

export interface TTemplateInput {
  id?: number | undefined;
  name: string;
  contractType: TContractType;
  periodKind: TDividendPeriodKind;
  tiers: TContractTier[];
  enabled: boolean;
}

/** Creates or replaces a template (agents.configure), audited in the same transaction. */
export async function saveContractTemplate(
  deps: { db: TDatabase; clock: TClock },
  actor: TAdminSession,
  input: TTemplateInput,
): Promise<TResult<{ id: number }>> {
  const tiers = JSON.stringify(
    input.tiers.map((tier) => ({
      minTeamLoss: tier.minTeamLoss.toString(),
      minTurnover: tier.minTurnover.toString(),
      rateBp: tier.rateBp,
    })),
  );
  return deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    let before: TTemplateRow | undefined;
    let id: number;
    if (input.id === undefined) {
      const [row] = await tx.query<{ id: number }>(
        `INSERT INTO agent_contract_templates
           (name, contract_type, period_kind, tiers, enabled, created_at, updated_at)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $6) RETURNING id`,
        [input.name, input.contractType, input.periodKind, tiers, input.enabled, now],
      );
      id = row!.id;
    } else {
      [before] = await tx.query<TTemplateRow>(
        `SELECT id, name, contract_type, period_kind, tiers, enabled
           FROM agent_contract_templates WHERE id = $1 FOR UPDATE`,
        [input.id],
      );
      if (!before) return fail('ContractTemplateNotFound');
      await tx.query(
        `UPDATE agent_contract_templates
            SET name = $2, contract_type = $3, period_kind = $4, tiers = $5::jsonb, enabled = $6,
                updated_at = $7
          WHERE id = $1`,
        [input.id, input.name, input.contractType, input.periodKind, tiers, input.enabled, now],
      );
      id = input.id;
    }
    await writeAdminAudit(tx, actor, {
      action: `agents.contractTemplate.${before ? 'update' : 'create'}`,
      targetType: 'contract_template',
      targetId: id,
      ...(before ? { before } : {}),
      after: { ...input, id },
    });
    return succeed({ id });
  });
}
