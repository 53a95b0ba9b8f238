import type { TQueryable } from '../../db/database.ts';

export async function findUserIdByLoginId(db: TQueryable, loginId: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE lower(login_id) = lower($1)`,
    [loginId],
  );
  return row?.id ?? null;
}

/** A player's or agent's id by login ID (never an administrator's). */
export async function findPlayerIdByLoginId(
  db: TQueryable,
  loginId: string,
): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE lower(login_id) = lower($1) AND role IN ('player', 'agent')`,
    [loginId],
  );
  return row?.id ?? null;
}

/** The login IDs of these accounts, by id (for other modules' lists, in one query). */
export async function loginIdsOf(
  db: TQueryable,
  userIds: readonly number[],
): Promise<ReadonlyMap<number, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db.query<{ id: number; login_id: string }>(
    `SELECT id, login_id FROM users WHERE id = ANY ($1::int[])`,
    [[...new Set(userIds)]],
  );
  return new Map(rows.map((row) => [row.id, row.login_id]));
}
