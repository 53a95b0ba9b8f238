import type { TUpdateProfileRequest } from '@lottery/contracts';
import { fail, succeed, type TResult } from '../../platform/result.ts';
import { writeAudit } from '../auth/audit.ts';
import type { TAccountDeps } from './account-deps.ts';

/** users' contact columns a player may change, by request field. */
const contactColumns = { Email: 'email', Phone: 'phone', QQ: 'qq', WeChat: 'wechat' } as const;

/**
 * The /AccountInfo fields under SPEC §5's rules (checked by the request schema): a field left
 * out stays; email can change but not be cleared, and must be unused by another account.
 */
export async function updateProfile(
  deps: TAccountDeps,
  userId: number,
  input: TUpdateProfileRequest,
): Promise<TResult<void>> {
  const now = deps.clock.now();
  const changes = (Object.keys(contactColumns) as (keyof typeof contactColumns)[]).filter(
    (field) => input[field] !== undefined,
  );
  return deps.db.transaction(async (tx) => {
    if (input.Email !== undefined) {
      const taken = await tx.query(
        `SELECT 1 FROM users WHERE lower(email) = lower($1) AND id <> $2`,
        [input.Email, userId],
      );
      if (taken.length > 0) return fail('EmailTaken');
    }
    for (const field of changes) {
      await tx.query(`UPDATE users SET ${contactColumns[field]} = $2 WHERE id = $1`, [
        userId,
        input[field],
      ]);
    }
    if (input.Birthday !== undefined) {
      await tx.query(
        `INSERT INTO account_profiles (user_id, birthday) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET birthday = $2`,
        [userId, input.Birthday],
      );
    }
    await writeAudit(tx, {
      at: now,
      actorUserId: userId,
      subjectUserId: userId,
      action: 'profile.updated',
      detail: { fields: [...changes, ...(input.Birthday === undefined ? [] : ['Birthday'])] },
    });
    return succeed(undefined);
  });
}
