import { errors, jwtVerify, SignJWT } from 'jose';

export interface TTokenClaims {
  sessionId: string;
  userId: number;
}

export type TVerifyResult =
  { ok: true; claims: TTokenClaims } | { ok: false; reason: 'expired' | 'invalid' };

export interface TTokenService {
  readonly ttlSeconds: number;
  sign(claims: TTokenClaims, nowMs: number): Promise<string>;
  verify(token: string, nowMs: number): Promise<TVerifyResult>;
}

const issuer = 'lottery-platform';

/**
 * Short-lived HS256 tokens naming the server-side session. The token alone never authorises:
 * every request also checks that session, so ending it takes effect at once.
 */
export function createTokenService(secret: Uint8Array, ttlSeconds: number): TTokenService {
  return {
    ttlSeconds,
    async sign({ sessionId, userId }, nowMs) {
      const issuedAt = Math.floor(nowMs / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(secret);
    },
    async verify(token, nowMs) {
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer,
          algorithms: ['HS256'],
          currentDate: new Date(nowMs),
        });
        const userId = Number(payload.sub);
        if (typeof payload.sid !== 'string' || !Number.isSafeInteger(userId)) {
          return { ok: false, reason: 'invalid' };
        }
        return { ok: true, claims: { sessionId: payload.sid, userId } };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
