import { contractStates, contractTypes, dividendPeriodKinds } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { createAgentTeam } from '../../../test-support/agent-team.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import {
  readOwnSignedContract,
  readOwnSignedContracts,
  readSignedContract,
} from './read-signed-contract.ts';

const t = useTestApp();

async function insertContract(
  agentId: number,
  memberId: number,
  state: number,
  rateBp: number,
  at: number,
) {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO agent_contracts (agent_id, member_id, contract_type, period_kind, state,
                                  offered_at, decided_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      agentId,
      memberId,
      contractTypes.lottery,
      dividendPeriodKinds.month,
      state,
      at,
      state === contractStates.waitingConfirmation ? null : at + 1,
    ],
  );
  await t.db.query(
    `INSERT INTO agent_contract_tiers (contract_id, tier, min_team_loss, min_turnover, rate_bp)
     VALUES ($1, 1, 0, 0, $2), ($1, 2, 1000000, 5000000, $3)`,
    [row!.id, rateBp, rateBp * 2],
  );
  return row!.id;
}

describe('readSignedContract', () => {
  it('answers the signed, unsuperseded contract with its tiers, and nothing else', async () => {
    const team = await createAgentTeam(t);
    const { top, sub } = team;
    expect(await readSignedContract(t.db, top.userId, sub.userId, contractTypes.lottery)).toBe(
      undefined,
    );
    const first = await insertContract(top.userId, sub.userId, contractStates.signed, 500, 1000);
    await insertContract(top.userId, sub.userId, contractStates.waitingConfirmation, 900, 2000);
    const signed = await readSignedContract(t.db, top.userId, sub.userId, contractTypes.lottery);
    expect(signed).toEqual({
      contractId: first,
      agentId: top.userId,
      memberId: sub.userId,
      contractType: contractTypes.lottery,
      periodKind: dividendPeriodKinds.month,
      signedAt: 1001,
      tiers: [
        { minTeamLoss: 0n, minTurnover: 0n, rateBp: 500 },
        { minTeamLoss: 1000000n, minTurnover: 5000000n, rateBp: 1000 },
      ],
    });
    expect(await readOwnSignedContract(t.db, sub.userId, contractTypes.lottery)).toEqual(signed);
    expect(await readSignedContract(t.db, top.userId, sub.userId, contractTypes.externalGame)).toBe(
      undefined,
    );
    expect(await readSignedContract(t.db, team.outsider.userId, sub.userId, 1)).toBe(undefined);
    expect(await readOwnSignedContract(t.db, top.userId, contractTypes.lottery)).toBe(undefined);
  });

  it('keeps one contract in force per agent, member and type', async () => {
    const { top, sub } = await createAgentTeam(t);
    await insertContract(top.userId, sub.userId, contractStates.signed, 500, 1000);
    await expect(
      insertContract(top.userId, sub.userId, contractStates.signed, 600, 2000),
    ).rejects.toThrow(/agent_contracts_in_force/);
  });
});

describe('readOwnSignedContracts', () => {
  it('answers what readOwnSignedContract answers for each member, in one list', async () => {
    const team = await createAgentTeam(t);
    const { top, sub, member, directPlayer, outsider, outsiderPlayer } = team;
    await insertContract(top.userId, sub.userId, contractStates.signed, 500, 1000);
    await insertContract(sub.userId, member.userId, contractStates.signed, 300, 1000);
    await insertContract(sub.userId, member.userId, contractStates.waitingConfirmation, 400, 2000);
    await insertContract(top.userId, directPlayer.userId, contractStates.rejected, 200, 1000);
    // Signed with an agent that is not outsiderPlayer's upline (as after a move): not in force.
    await insertContract(top.userId, outsiderPlayer.userId, contractStates.signed, 100, 1000);
    const everyone = [top, sub, member, directPlayer, outsider, outsiderPlayer].map(
      (account) => account.userId,
    );

    const contracts = await readOwnSignedContracts(t.db, everyone, contractTypes.lottery);

    const oneByOne = [];
    for (const id of everyone) {
      const contract = await readOwnSignedContract(t.db, id, contractTypes.lottery);
      if (contract) oneByOne.push(contract);
    }
    expect(contracts.map((contract) => contract.memberId)).toEqual([sub.userId, member.userId]);
    expect(contracts).toEqual(oneByOne);
    expect(contracts[1]!.tiers).toEqual([
      { minTeamLoss: 0n, minTurnover: 0n, rateBp: 300 },
      { minTeamLoss: 1000000n, minTurnover: 5000000n, rateBp: 600 },
    ]);
    expect(await readOwnSignedContracts(t.db, everyone, contractTypes.sport)).toEqual([]);
    expect(await readOwnSignedContracts(t.db, [], contractTypes.lottery)).toEqual([]);
  });
});
