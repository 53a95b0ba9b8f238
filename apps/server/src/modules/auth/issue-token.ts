import { loginTypes, type TTokenResponse } from '@lottery/contracts';
import type { TRole } from '../../platform/route.ts';
import type { TAuthDeps } from './auth-deps.ts';

export interface TTokenSubject {
  sessionId: string;
  userId: number;
  loginId: string;
  nickName: string;
  role: TRole;
  loginType: number;
}

/** The login answer of SPEC §3: the token and the session data the client saves. */
export async function issueToken(deps: TAuthDeps, subject: TTokenSubject): Promise<TTokenResponse> {
  const accessToken = await deps.tokens.sign(
    { sessionId: subject.sessionId, userId: subject.userId },
    deps.clock.now(),
  );
  return {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: deps.tokens.ttlSeconds,
    IsAgent: subject.role === 'agent',
    UserName: subject.loginId,
    NickName: subject.nickName,
    LoginType:
      subject.loginType === loginTypes.passwordAndTotp
        ? loginTypes.passwordAndTotp
        : loginTypes.password,
  };
}
