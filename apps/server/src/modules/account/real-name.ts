import type { TQueryable } from '../../db/database.ts';

/** The account's real name, or null when the player has not set one (SPEC §5). */
export async function readRealName(db: TQueryable, userId: number): Promise<string | null> {
  const [row] = await db.query<{ real_name: string | null }>(
    `SELECT real_name FROM account_profiles WHERE user_id = $1`,
    [userId],
  );
  return row?.real_name ?? null;
}
