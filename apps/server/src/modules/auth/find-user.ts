import type { TQueryable } from '../../db/database.ts';

export async function findUserIdByLoginId(db: TQueryable, loginId: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE lower(login_id) = lower($1)`,
    [loginId],
  );
  return row?.id ?? null;
}
