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
