import { preparedStatement, type TQueryable } from '../../db/database.ts';

export async function findUserIdByLoginId(db: TQueryable, loginId: string): Promise<number | null> {
  const [row] = await db.query<{ id: number }>(
    `SELECT id FROM users WHERE lower(login_id) = lower($1)`,
    [loginId],
  );
  return row?.id ?? null;
}

/**
 * The id of the player or agent (never an administrator) whose login ID is the SQL expression
 * `loginId`, NULL when there is none: a scalar subquery (login IDs are unique lower-cased), for
 * another module's statement to select by login ID without a look-up of its own before it.
 */
export const playerIdByLoginIdSql = (loginId: string) =>
  `(SELECT id FROM users WHERE lower(login_id) = lower(${loginId}) AND role IN ('player', 'agent'))`;

const findPlayerIdSql = preparedStatement(`SELECT ${playerIdByLoginIdSql('$1::text')} AS id`);

/** findPlayerIdByLoginId's statement, for it and the benchmark (bench/back-office.ts). */
export const findPlayerIdStatement = (loginId: string) => ({
  sql: findPlayerIdSql,
  params: [loginId] as const,
});

/** A player's or agent's id by login ID (never an administrator's). */
export async function findPlayerIdByLoginId(
  db: TQueryable,
  loginId: string,
): Promise<number | null> {
  const statement = findPlayerIdStatement(loginId);
  const [row] = await db.query<{ id: number | null }>(statement.sql, statement.params);
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
