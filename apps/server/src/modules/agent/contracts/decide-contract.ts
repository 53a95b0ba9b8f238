import { contractStates } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TSession } from '../../../platform/route.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import { notifyPrivilegesChanged } from '../privileges-changed.ts';

/**
 * The member signs or rejects an open offer made to it. Signing supersedes the contract it had
 * in force with that agent for the type (history kept); rejecting leaves that one in force. Only
 * the member the offer names can decide it: anyone else is told there is no such contract.
 */
export async function decideContract(
  deps: TAgentDeps,
  session: TSession,
  contractId: number,
  decision: 'sign' | 'reject',
): Promise<TResult<{ contractId: number }>> {
  return deps.db.transaction(async (tx) => {
    const [offer] = await tx.query<{
      agent_id: number;
      contract_type: number;
      state: number;
      superseded_at: bigint | null;
    }>(
      `SELECT agent_id, contract_type, state, superseded_at FROM agent_contracts
        WHERE id = $1 AND member_id = $2 FOR UPDATE`,
      [contractId, session.userId],
    );
    if (!offer) return fail('ContractNotFound');
    if (offer.state !== contractStates.waitingConfirmation || offer.superseded_at !== null)
      return fail('ContractNotOpen');
    const now = deps.clock.now();
    if (decision === 'sign')
      await tx.query(
        `UPDATE agent_contracts SET superseded_at = $5, superseded_by = $6
          WHERE agent_id = $1 AND member_id = $2 AND contract_type = $3
            AND state = $4 AND superseded_at IS NULL`,
        [
          offer.agent_id,
          session.userId,
          offer.contract_type,
          contractStates.signed,
          now,
          contractId,
        ],
      );
    await tx.query(`UPDATE agent_contracts SET state = $2, decided_at = $3 WHERE id = $1`, [
      contractId,
      decision === 'sign' ? contractStates.signed : contractStates.rejected,
      now,
    ]);
    await notifyPrivilegesChanged(
      tx,
      [session.userId, offer.agent_id],
      `contract:${contractId}:${decision === 'sign' ? 'signed' : 'rejected'}`,
      now,
    );
    return succeed({ contractId });
  });
}
