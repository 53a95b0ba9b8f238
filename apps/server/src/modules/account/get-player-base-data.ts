import type { TPlayerBaseData } from '@lottery/contracts';
import { readAccount } from '../auth/account-record.ts';
import type { TAccountDeps } from './account-deps.ts';

/** Each safeguard in place is worth a quarter; every account has a password. */
export function securityScore(safeguards: {
  hasEmail: boolean;
  hasPhone: boolean;
  hasAuthenticator: boolean;
}): number {
  const { hasEmail, hasPhone, hasAuthenticator } = safeguards;
  return 25 * (1 + Number(hasEmail) + Number(hasPhone) + Number(hasAuthenticator));
}

export async function getPlayerBaseData(
  deps: TAccountDeps,
  userId: number,
): Promise<TPlayerBaseData> {
  const account = await readAccount(deps.db, userId);
  if (!account) throw new Error(`user ${userId} of a live session does not exist`);
  // to_char: a date parsed into a JS Date would shift with the server's time zone.
  const [profile] = await deps.db.query<{
    head_image: string | null;
    birthday: string | null;
    prize_group: number;
  }>(
    `SELECT p.head_image, to_char(p.birthday, 'YYYY-MM-DD') AS birthday, u.prize_group
       FROM users u LEFT JOIN account_profiles p ON p.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  if (!profile) throw new Error(`user ${userId} of a live session does not exist`);
  return {
    LoginId: account.loginId,
    NickName: account.nickName,
    HeadImage: profile.head_image ?? null,
    Email: account.email,
    QQ: account.qq,
    WeChat: account.wechat,
    Phone: account.phone,
    Birthday: profile.birthday ?? null,
    IsAgent: account.role === 'agent',
    SecurityScore: securityScore({
      hasEmail: account.email !== null,
      hasPhone: account.phone !== null,
      hasAuthenticator: account.hasAuthenticator,
    }),
    IsEnableGoogleAuthenticator: account.hasAuthenticator,
    IsLoginWithGoogleAuth: account.loginNeedsAuthenticator,
    // Security questions are not part of the product yet: no account can have one.
    HaveAuthQuestion: false,
    RegisterTime: account.createdAt.toISOString(),
    ParentLoginId: account.parentLoginId,
    StateFlags: account.stateFlags,
    PrizeGroup: profile.prize_group,
  };
}
