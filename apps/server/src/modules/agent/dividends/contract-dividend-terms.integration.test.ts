import { contractStates, contractTypes, dividendPeriodKinds } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { createAgentTeam } from '../../../test-support/agent-team.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { contractDividendPlans, contractDividendTerms } from './contract-dividend-terms.ts';

const t = useTestApp();

async function signedContract(agentId: number, memberId: number, contractType: number) {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO agent_contracts (agent_id, member_id, contract_type, period_kind, state,
                                  offered_at, decided_at)
     VALUES ($1, $2, $3, $4, $5, 1000, 1001) RETURNING id`,
    [agentId, memberId, contractType, dividendPeriodKinds.halfMonth, contractStates.signed],
  );
  await t.db.query(
    `INSERT INTO agent_contract_tiers (contract_id, tier, min_team_loss, min_turnover, rate_bp)
     VALUES ($1, 1, 0, 0, 500), ($1, 2, 1000000, 5000000, 1500)`,
    [row!.id],
  );
}

describe('contractDividendPlans', () => {
  it("gives each member agent's lottery contract in force as its plan, paid by its upline", async () => {
    const team = await createAgentTeam(t);
    const below = await t.createAccount({ role: 'agent', parentId: team.sub.userId });
    await signedContract(team.top.userId, team.sub.userId, contractTypes.lottery);
    await signedContract(team.sub.userId, below.userId, contractTypes.externalGame);
    // A player's contract is no agent's plan.
    await signedContract(team.top.userId, team.directPlayer.userId, contractTypes.lottery);

    const plans = (await contractDividendPlans(t.db)).filter((plan) =>
      [team.sub.userId, below.userId, team.directPlayer.userId].includes(plan.agentId),
    );

    const subPlan = {
      agentId: team.sub.userId,
      payerId: team.top.userId,
      periodKind: dividendPeriodKinds.halfMonth,
      tiers: [
        { minTeamLoss: 0n, minTurnover: 0n, rateBp: 500, either: false },
        { minTeamLoss: 1000000n, minTurnover: 5000000n, rateBp: 1500, either: false },
      ],
      source: 'Contract',
    };
    expect(plans).toEqual([subPlan]);
    expect(await contractDividendTerms(t.db, team.sub.userId)).toEqual(subPlan);
    expect(await contractDividendTerms(t.db, below.userId)).toBeNull();
  });
});
