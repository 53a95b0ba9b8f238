import { securityScoreWeights, type TSecuritySafeguard } from '@lottery/contracts';
import type { TQueryable } from '../../db/database.ts';

/** The sum of the weights of the safeguards in place (weights: securityScoreWeights). */
export const securityScore = (safeguards: readonly TSecuritySafeguard[]): number =>
  safeguards.reduce((sum, safeguard) => sum + securityScoreWeights[safeguard], 0);

interface TSafeguardRow {
  has_email: boolean;
  has_phone: boolean;
  has_real_name: boolean;
  has_fund_password: boolean;
  has_authenticator: boolean;
  question_count: number;
  recovery_codes_left: number;
}

/** Which safeguards the account has in place, in one query for the score and the centre. */
export async function readSafeguards(
  db: TQueryable,
  userId: number,
): Promise<{ safeguards: TSecuritySafeguard[]; recoveryCodesLeft: number }> {
  const [row] = await db.query<TSafeguardRow>(
    `SELECT u.email IS NOT NULL AS has_email, u.phone IS NOT NULL AS has_phone,
            p.real_name IS NOT NULL AS has_real_name,
            EXISTS (SELECT 1 FROM fund_passwords f WHERE f.user_id = u.id) AS has_fund_password,
            u.totp_secret IS NOT NULL AS has_authenticator,
            (SELECT count(*)::int FROM security_answers s WHERE s.user_id = u.id) AS question_count,
            (SELECT count(*)::int FROM player_recovery_codes r
              WHERE r.user_id = u.id AND r.used_at IS NULL) AS recovery_codes_left
       FROM users u LEFT JOIN account_profiles p ON p.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  if (!row) throw new Error(`user ${userId} does not exist`);
  const inPlace: Record<TSecuritySafeguard, boolean> = {
    loginPassword: true,
    email: row.has_email,
    phone: row.has_phone,
    realName: row.has_real_name,
    fundPassword: row.has_fund_password,
    authenticator: row.has_authenticator,
    securityQuestions: row.question_count > 0,
    recoveryCodes: row.has_authenticator && row.recovery_codes_left > 0,
  };
  const safeguards = (Object.keys(inPlace) as TSecuritySafeguard[]).filter((s) => inPlace[s]);
  return { safeguards, recoveryCodesLeft: row.recovery_codes_left };
}
