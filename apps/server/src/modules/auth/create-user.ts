import type { TQueryable } from '../../db/database.ts';
import type { TRole } from '../../platform/route.ts';
import { openWallet } from '../wallet/wallet-service.ts';

export interface TNewUser {
  loginId: string;
  /** Hashed before the transaction opens: argon2 takes tens of ms and must not hold a connection. */
  passwordHash: string;
  role: TRole;
  nickName?: string | undefined;
  parentId?: number | null | undefined;
  /** The rebate group (research/lottery.md §2); none: the column's default. */
  prizeGroup?: number | undefined;
  email?: string | undefined;
  qq?: string | undefined;
  wechat?: string | undefined;
  phone?: string | undefined;
}

export type TCreateUserOutcome =
  { ok: true; userId: number } | { ok: false; taken: 'loginId' | 'email' };

/** Which of the login ID (any case) and the email is already used by an account, if any. */
export async function takenIdentity(
  db: TQueryable,
  loginId: string,
  email: string | undefined,
): Promise<'loginId' | 'email' | null> {
  const [taken] = await db.query<{ login_taken: boolean; email_taken: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM users WHERE lower(login_id) = lower($1)) AS login_taken,
            EXISTS (SELECT 1 FROM users WHERE $2::text IS NOT NULL AND lower(email) = lower($2)) AS email_taken`,
    [loginId, email ?? null],
  );
  if (taken?.login_taken) return 'loginId';
  if (taken?.email_taken) return 'email';
  return null;
}

/** Inserts the account and its wallet; reports a taken login ID or email instead of throwing. */
export async function createUser(tx: TQueryable, user: TNewUser): Promise<TCreateUserOutcome> {
  const taken = await takenIdentity(tx, user.loginId, user.email);
  if (taken) return { ok: false, taken };
  const rows = await tx.query<{ id: number }>(
    `INSERT INTO users (login_id, role, parent_id, password_hash, nick_name, email, qq, wechat, phone)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)
     ON CONFLICT DO NOTHING RETURNING id`,
    [
      user.loginId,
      user.role,
      user.parentId ?? null,
      user.passwordHash,
      user.nickName ?? user.loginId,
      user.email ?? null,
      user.qq ?? null,
      user.wechat ?? null,
      user.phone ?? null,
    ],
  );
  const userId = rows[0]?.id;
  // A concurrent registration took the name between the check and the insert.
  if (userId === undefined) return { ok: false, taken: 'loginId' };
  if (user.prizeGroup !== undefined)
    await tx.query(`UPDATE users SET prize_group = $2 WHERE id = $1`, [userId, user.prizeGroup]);
  await openWallet(tx, userId);
  return { ok: true, userId };
}
