import type { TTokenResponse } from '@lottery/contracts';
import type { TSession } from '../../platform/route.ts';
import type { TAuthDeps } from './auth-deps.ts';
import { issueToken } from './issue-token.ts';

/** A new token for the same live session (the request already proved the session is live). */
export async function refreshToken(deps: TAuthDeps, session: TSession): Promise<TTokenResponse> {
  const [row] = await deps.db.query<{ nick_name: string; login_type: number }>(
    `SELECT u.nick_name, s.login_type FROM sessions s JOIN users u ON u.id = s.user_id WHERE s.id = $1`,
    [session.sessionId],
  );
  return issueToken(deps, {
    sessionId: session.sessionId,
    userId: session.userId,
    loginId: session.loginId,
    nickName: row?.nick_name ?? session.loginId,
    role: session.role,
    loginType: row?.login_type ?? 1,
  });
}
