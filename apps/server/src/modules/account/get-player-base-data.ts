import type { TPlayerBaseData } from '@lottery/contracts';
import { hasFlag } from '../auth/state-flags.ts';
import type { TAccountDeps } from './account-deps.ts';

interface TBaseDataRow {
  login_id: string;
  nick_name: string;
  email: string | null;
  qq: string | null;
  wechat: string | null;
  phone: string | null;
  role: string;
  state_flags: number;
  has_authenticator: boolean;
  created_at: Date;
  parent_login_id: string | null;
  head_image: string | null;
  birthday: string | null;
}

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
  // to_char: a date parsed into a JS Date would shift with the server's time zone.
  const [row] = await deps.db.query<TBaseDataRow>(
    `SELECT u.login_id, u.nick_name, u.email, u.qq, u.wechat, u.phone, u.role, u.state_flags,
            u.totp_secret IS NOT NULL AS has_authenticator, u.created_at,
            parent.login_id AS parent_login_id, p.head_image,
            to_char(p.birthday, 'YYYY-MM-DD') AS birthday
       FROM users u
       LEFT JOIN users parent ON parent.id = u.parent_id
       LEFT JOIN account_profiles p ON p.user_id = u.id
      WHERE u.id = $1`,
    [userId],
  );
  if (!row) throw new Error(`user ${userId} of a live session does not exist`);
  return {
    LoginId: row.login_id,
    NickName: row.nick_name,
    HeadImage: row.head_image,
    Email: row.email,
    QQ: row.qq,
    WeChat: row.wechat,
    Phone: row.phone,
    Birthday: row.birthday,
    IsAgent: row.role === 'agent',
    SecurityScore: securityScore({
      hasEmail: row.email !== null,
      hasPhone: row.phone !== null,
      hasAuthenticator: row.has_authenticator,
    }),
    IsEnableGoogleAuthenticator: row.has_authenticator,
    // The same condition under which login asks for a code (modules/auth/login.ts).
    IsLoginWithGoogleAuth: row.has_authenticator && hasFlag(row.state_flags, 'totpForLogin'),
    // Security questions are not part of the product yet: no account can have one.
    HaveAuthQuestion: false,
    RegisterTime: row.created_at.toISOString(),
    ParentLoginId: row.parent_login_id,
    StateFlags: row.state_flags,
  };
}
