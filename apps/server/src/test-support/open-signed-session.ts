import { randomUUID } from 'node:crypto';
import type { TQueryable } from '../db/database.ts';
import { openSession } from '../modules/auth/sessions.ts';
import type { TTokenService } from '../modules/auth/token-service.ts';

/**
 * A session as sign-in opens it and its bearer token, without the password round trip (argon2
 * would dominate seeding): for tests and benches that need many signed-in players.
 */
export async function openSignedSession(
  db: TQueryable,
  tokens: TTokenService,
  userId: number,
  atMs: number,
): Promise<{ sessionId: string; token: string }> {
  const sessionId = randomUUID();
  await openSession(db, { id: sessionId, userId, loginType: 1, ip: '127.0.0.1', atMs });
  return { sessionId, token: await tokens.sign({ sessionId, userId }, atMs) };
}
