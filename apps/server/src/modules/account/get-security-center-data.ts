import type { TSecurityCenterData } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';
import { readAccount } from '../auth/account-record.ts';
import { hasFlag } from '../auth/state-flags.ts';
import { secondFactorFlags } from './second-factor.ts';
import { readSafeguards, securityScore } from './security-score.ts';

/** What the player has set, what the flags ask for, and the score (SPEC §7 GetSecurityCenterData). */
export async function getSecurityCenterData(
  db: TQueryable,
  userId: number,
): Promise<TSecurityCenterData> {
  const account = await readAccount(db, userId);
  if (!account) throw new Error(`user ${userId} of a live session does not exist`);
  const [profile] = await db.query<{ real_name: string | null; birthday: string | null }>(
    `SELECT real_name, to_char(birthday, 'YYYY-MM-DD') AS birthday
       FROM account_profiles WHERE user_id = $1`,
    [userId],
  );
  const questions = await db.query<{ question_id: number }>(
    `SELECT question_id FROM security_answers WHERE user_id = $1 ORDER BY question_id`,
    [userId],
  );
  const { safeguards, recoveryCodesLeft } = await readSafeguards(db, userId);
  const flagged = (purpose: keyof typeof secondFactorFlags) =>
    hasFlag(account.stateFlags, secondFactorFlags[purpose]);
  return {
    RealName: profile?.real_name ?? null,
    Email: account.email,
    Phone: account.phone,
    QQ: account.qq,
    WeChat: account.wechat,
    Birthday: profile?.birthday ?? null,
    HasFundPassword: safeguards.includes('fundPassword'),
    IsEnableGoogleAuthenticator: account.hasAuthenticator,
    SecurityQuestionIds: questions.map((q) => q.question_id),
    RecoveryCodesLeft: recoveryCodesLeft,
    SecondFactorFor: {
      Withdraw: flagged('withdraw'),
      Transfer: flagged('transfer'),
      Login: flagged('login'),
      PasswordChange: flagged('passwordChange'),
      FundPasswordChange: flagged('fundPasswordChange'),
      Reset: flagged('reset'),
    },
    SecurityScore: securityScore(safeguards),
    Safeguards: safeguards,
  };
}
