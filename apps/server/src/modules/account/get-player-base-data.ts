import type { TPlayerBaseData } from '@lottery/contracts';
import { readAccount } from '../auth/account-record.ts';
import type { TAccountDeps } from './account-deps.ts';
import { readSafeguards, securityScore } from './security-score.ts';

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
  const { safeguards } = await readSafeguards(deps.db, userId);
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
    SecurityScore: securityScore(safeguards),
    IsEnableGoogleAuthenticator: account.hasAuthenticator,
    IsLoginWithGoogleAuth: account.loginNeedsAuthenticator,
    HaveAuthQuestion: safeguards.includes('securityQuestions'),
    RegisterTime: account.createdAt.toISOString(),
    ParentLoginId: account.parentLoginId,
    StateFlags: account.stateFlags,
    PrizeGroup: profile.prize_group,
  };
}
