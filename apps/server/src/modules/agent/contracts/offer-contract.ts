import {
  contractStates,
  contractTypes,
  type TContractKind,
  type TContractType,
  type TDividendPeriodKind,
} from '@lottery/contracts';
import type { TQueryable } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TSession } from '../../../platform/route.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import { readAgentSystemRules } from '../agent-rules.ts';
import { getPrivileges } from '../get-privileges.ts';
import { notifyPrivilegesChanged } from '../privileges-changed.ts';
import { findTeamMember } from '../team/team-membership.ts';
import { checkContractRates, type TContractTier } from './contract-terms.ts';
import { readOwnSignedContract, readSignedContract } from './read-signed-contract.ts';

/** The privilege that allows offering a contract type; sport counts as an external game. */
export const contractKindOf = (type: TContractType): TContractKind =>
  type === contractTypes.lottery ? 'Lottery' : 'ExternalGame';

export interface TContractOffer {
  member: string;
  contractType: TContractType;
  periodKind: TDividendPeriodKind;
  tiers: TContractTier[];
  templateId?: number | undefined;
}

/** Thresholds repeated make the tiers ambiguous (which rate applies?): refused. */
function repeatedTier(tiers: readonly TContractTier[]): number | undefined {
  const seen = new Set<string>();
  for (const [index, tier] of tiers.entries()) {
    const key = `${tier.minTeamLoss}:${tier.minTurnover}`;
    if (seen.has(key)) return index + 1;
    seen.add(key);
  }
  return undefined;
}

/**
 * An agent offers a direct member a contract (SPEC §5 rates, checked in contract-terms.ts). The
 * member's open offer of that type, if any, is superseded (kept as history); its contract in
 * force stays until the member signs the new one. Both accounts are told (UserInfoPrivileges).
 */
export async function offerContract(
  deps: TAgentDeps,
  session: TSession,
  offer: TContractOffer,
): Promise<TResult<{ contractId: number }>> {
  const privileges = await getPrivileges(deps, session);
  if (!privileges.ContractPermission.includes(contractKindOf(offer.contractType)))
    return fail('ContractNotAllowed');
  const repeated = repeatedTier(offer.tiers);
  if (repeated !== undefined) return fail('ContractTiersRepeated', { tier: repeated });
  return deps.db.transaction(async (tx) => {
    const member = await findTeamMember(
      tx,
      session.userId,
      { loginId: offer.member },
      { scope: 'direct', lock: true },
    );
    if (!member.ok) return member;
    const refusal = await checkOffer(tx, session.userId, member.value.userId, offer);
    if (refusal) return refusal;
    if (offer.templateId !== undefined) {
      const [template] = await tx.query(
        `SELECT 1 FROM agent_contract_templates WHERE id = $1 AND enabled`,
        [offer.templateId],
      );
      if (!template) return fail('ContractTemplateNotFound');
    }
    const now = deps.clock.now();
    const [open] = await tx.query<{ id: number }>(
      `SELECT id FROM agent_contracts
        WHERE agent_id = $1 AND member_id = $2 AND contract_type = $3
          AND state = $4 AND superseded_at IS NULL
        FOR UPDATE`,
      [session.userId, member.value.userId, offer.contractType, contractStates.waitingConfirmation],
    );
    // The open offer leaves the unique index of open offers before the new one enters it.
    if (open)
      await tx.query(
        `UPDATE agent_contracts SET superseded_at = $2, superseded_by = id WHERE id = $1`,
        [open.id, now],
      );
    const [created] = await tx.query<{ id: number }>(
      `INSERT INTO agent_contracts (agent_id, member_id, contract_type, period_kind, state,
                                    template_id, offered_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
      [
        session.userId,
        member.value.userId,
        offer.contractType,
        offer.periodKind,
        contractStates.waitingConfirmation,
        offer.templateId ?? null,
        now,
      ],
    );
    const contractId = created!.id;
    if (open)
      await tx.query(`UPDATE agent_contracts SET superseded_by = $2 WHERE id = $1`, [
        open.id,
        contractId,
      ]);
    await insertTiers(tx, contractId, offer.tiers);
    await notifyPrivilegesChanged(
      tx,
      [session.userId, member.value.userId],
      `contract:${contractId}:offered`,
      now,
    );
    return succeed({ contractId });
  });
}

async function checkOffer(
  tx: TQueryable,
  agentId: number,
  memberId: number,
  offer: TContractOffer,
) {
  const rules = await readAgentSystemRules(tx);
  const [agent] = await tx.query<{ parent_id: number | null }>(
    `SELECT parent_id FROM users WHERE id = $1`,
    [agentId],
  );
  // A top-level agent answers to the system maximum only; any other agent to its own contract.
  const own =
    agent?.parent_id === null
      ? undefined
      : ((await readOwnSignedContract(tx, agentId, offer.contractType))?.tiers ?? []);
  const signed = await readSignedContract(tx, agentId, memberId, offer.contractType);
  const refusal = checkContractRates(offer.tiers, {
    systemMaxBp: rules.contract_max_rate_bp,
    own,
    signed: signed?.tiers,
  });
  if (!refusal) return undefined;
  switch (refusal.error) {
    case 'ContractNoRate':
      return fail('ContractNoRate');
    case 'ContractRateAboveSystem':
      return fail(refusal.error, { tier: refusal.tier, maxRate: refusal.maxRateBp / 100 });
    case 'ContractRateAboveOwn':
      return fail(refusal.error, { tier: refusal.tier, ownRate: refusal.ownRateBp / 100 });
    case 'ContractRateBelowSigned':
      return fail(refusal.error, { tier: refusal.tier, signedRate: refusal.signedRateBp / 100 });
  }
}

async function insertTiers(tx: TQueryable, contractId: number, tiers: readonly TContractTier[]) {
  await tx.query(
    `INSERT INTO agent_contract_tiers (contract_id, tier, min_team_loss, min_turnover, rate_bp)
     SELECT $1, n, loss, turnover, rate
       FROM unnest($2::bigint[], $3::bigint[], $4::integer[]) WITH ORDINALITY
            AS x(loss, turnover, rate, n)`,
    [
      contractId,
      tiers.map((tier) => tier.minTeamLoss),
      tiers.map((tier) => tier.minTurnover),
      tiers.map((tier) => tier.rateBp),
    ],
  );
}
