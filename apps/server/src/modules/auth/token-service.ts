import { errors, jwtVerify, SignJWT } from 'jose';

export interface TTokenClaims {
  sessionId: string;
  /** The account: a user's id, or an administrator's for the 'admin' audience. */
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
 * Whose sessions a token names: players' and agents' (table sessions) or administrators'
 * (admin_sessions). A token carries its audience and each service accepts only its own, so a
 * player token never opens an administrator route nor the reverse, even with one secret.
 */
export type TTokenAudience = 'player' | 'admin';

/** How many verified tokens are remembered before the memory starts over. */
const verifiedLimit = 10_000;

/**
 * Short-lived HS256 tokens naming the server-side session. The token alone never authorises:
 * every request also checks that session, so ending it takes effect at once.
 *
 * A token's signature is checked once: its claims and expiry are then remembered (bounded), as
 * the HMAC goes through WebCrypto's thread pool and cost a tenth of a bet's server time.
 */
export function createTokenService(
  secret: Uint8Array,
  ttlSeconds: number,
  audience: TTokenAudience = 'player',
): TTokenService {
  const verified = new Map<string, { claims: TTokenClaims; expiresAt: number }>();
  return {
    ttlSeconds,
    async sign({ sessionId, userId }, nowMs) {
      const issuedAt = Math.floor(nowMs / 1000);
      return new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + ttlSeconds)
        .sign(secret);
    },
    async verify(token, nowMs) {
      const known = verified.get(token);
      if (known)
        return Math.floor(nowMs / 1000) < known.expiresAt
          ? { ok: true, claims: known.claims }
          : { ok: false, reason: 'expired' };
      try {
        const { payload } = await jwtVerify(token, secret, {
          issuer,
          audience,
          algorithms: ['HS256'],
          currentDate: new Date(nowMs),
        });
        const userId = Number(payload.sub);
        if (typeof payload.sid !== 'string' || !Number.isSafeInteger(userId)) {
          return { ok: false, reason: 'invalid' };
        }
        const claims = { sessionId: payload.sid, userId };
        if (verified.size >= verifiedLimit) verified.clear();
        verified.set(token, { claims, expiresAt: Number(payload.exp) });
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, reason: error instanceof errors.JWTExpired ? 'expired' : 'invalid' };
      }
    },
  };
}
