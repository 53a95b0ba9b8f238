import type { TQueryable } from '../../db/database.ts';

/**
 * The agent tree (users.parent_id): moving an account under another agent. The tree is shallow
 * (agents of agents, a handful of levels), so walking it is a short recursion.
 */

/** Whether `candidateId` is `userId` or one of its descendants (moving there would make a cycle). */
export async function isSelfOrDescendant(
  db: TQueryable,
  userId: number,
  candidateId: number,
): Promise<boolean> {
  const upline = await db.query<{ id: number }>(
    `WITH RECURSIVE up AS (
       SELECT id, parent_id, 1 AS depth FROM users WHERE id = $1
       UNION ALL
       SELECT u.id, u.parent_id, up.depth + 1 FROM up JOIN users u ON u.id = up.parent_id
        WHERE up.depth < 100
     )
     SELECT id FROM up WHERE id = $2`,
    [candidateId, userId],
  );
  return upline.length > 0;
}

/** Sets the upline; the caller has checked the rules and locked both rows. */
export async function writeParent(tx: TQueryable, userId: number, parentId: number | null) {
  await tx.query('UPDATE users SET parent_id = $2 WHERE id = $1', [userId, parentId]);
}

/** The rows a move decides on, locked for the move's transaction. */
export async function lockForMove(tx: TQueryable, userIds: readonly number[]) {
  return tx.query<{
    id: number;
    login_id: string;
    role: string;
    prize_group: number;
    parent_id: number | null;
  }>(
    `SELECT id, login_id, role, prize_group, parent_id FROM users
      WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`,
    [userIds],
  );
}
