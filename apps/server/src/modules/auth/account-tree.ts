import type { TQueryable } from '../../db/database.ts';

/**
 * The agent tree (users.parent_id, mirrored by the account_tree closure table of migration 0027):
 * moving an account under another agent.
 */

/** Whether `candidateId` is `userId` or one of its descendants (moving there would make a cycle). */
export async function isSelfOrDescendant(
  db: TQueryable,
  userId: number,
  candidateId: number,
): Promise<boolean> {
  const rows = await db.query(
    'SELECT 1 FROM account_tree WHERE ancestor_id = $1 AND descendant_id = $2',
    [userId, candidateId],
  );
  return rows.length > 0;
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
