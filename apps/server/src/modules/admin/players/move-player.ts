import type { TDatabase } from '../../../db/database.ts';
import { fail, succeed, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { isSelfOrDescendant, lockForMove, writeParent } from '../../auth/account-tree.ts';
import { findUserIdByLoginId } from '../../auth/find-user.ts';
import { writeAdminAudit } from '../audit/write-admin-audit.ts';

export interface TMovePlayer {
  loginId: string;
  /** The new upline agent; null takes the account out of every downline. */
  agentLoginId: string | null;
  reason: string;
}

/**
 * Moves a player or agent (with its whole downline) under another agent. Refused: a target that
 * is not an agent, a target inside the moved account's own downline (or itself: a cycle), and an
 * account whose prize group is above the target's (a downline's group never exceeds its
 * upline's). Both rows are locked in id order, so two moves racing cannot build a cycle between
 * them; the audit row keeps the old and new upline and the reason.
 */
export async function movePlayer(
  db: TDatabase,
  admin: TAdminSession,
  move: TMovePlayer,
): Promise<TResult<true>> {
  return db.transaction(async (tx) => {
    const userId = await findUserIdByLoginId(tx, move.loginId);
    if (userId === null) return fail('PlayerNotFound', { loginId: move.loginId });
    const agentId =
      move.agentLoginId === null ? null : await findUserIdByLoginId(tx, move.agentLoginId);
    if (move.agentLoginId !== null && agentId === null)
      return fail('PlayerNotFound', { loginId: move.agentLoginId });
    const rows = await lockForMove(tx, agentId === null ? [userId] : [userId, agentId]);
    const moved = rows.find((row) => row.id === userId);
    const agent = rows.find((row) => row.id === agentId);
    if (!moved || moved.role === 'admin') return fail('PlayerNotFound', { loginId: move.loginId });
    if (agentId !== null) {
      if (!agent || agent.role !== 'agent')
        return fail('MoveTargetNotAgent', { loginId: move.agentLoginId ?? '' });
      if (await isSelfOrDescendant(tx, userId, agentId)) return fail('MoveWouldCycle');
      if (moved.prize_group > agent.prize_group)
        return fail('MovePrizeGroupTooHigh', {
          group: moved.prize_group,
          agentGroup: agent.prize_group,
        });
    }
    await writeParent(tx, userId, agentId);
    const upline = async (id: number | null) =>
      id === null
        ? null
        : ((
            await tx.query<{ login_id: string }>('SELECT login_id FROM users WHERE id = $1', [id])
          )[0]?.login_id ?? null);
    await writeAdminAudit(tx, admin, {
      action: 'players.player.move',
      targetType: 'player',
      targetId: moved.login_id,
      before: { agent: await upline(moved.parent_id) },
      after: { agent: agent?.login_id ?? null, reason: move.reason },
    });
    return succeed(true as const);
  });
}
