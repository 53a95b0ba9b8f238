import type { FastifyRequest } from 'fastify';
import { preparedStatement } from '../../db/database.ts';
import { AppError } from '../../platform/errors.ts';
import type { TRole, TSession } from '../../platform/route.ts';
import type { TAuthDeps } from './auth-deps.ts';
import { endReasonError, type TEndReason } from './sessions.ts';
import { hasFlag } from './state-flags.ts';

export function bearerTokenOf(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

interface TSessionRow {
  user_id: number;
  end_reason: TEndReason | null;
  login_id: string;
  role: TRole;
  state_flags: number;
}

/** The session named by a token ($1), with what access needs of its user (bench:bets reads it). */
export const sessionSql = preparedStatement(`SELECT s.user_id, s.end_reason, u.login_id, u.role,
       u.state_flags
  FROM sessions s JOIN users u ON u.id = s.user_id
 WHERE s.id = $1`);

/**
 * Turns a bearer token into the live server-side session, or the exact reason there is none.
 * One indexed query per request: the price of sessions that can be ended at once.
 */
export async function authenticate(
  deps: Pick<TAuthDeps, 'db' | 'clock' | 'tokens'>,
  token: string | null,
  access: 'user' | 'agent',
): Promise<TSession> {
  if (!token) throw new AppError('TokenMissing');
  const verified = await deps.tokens.verify(token, deps.clock.now());
  if (!verified.ok)
    throw new AppError(verified.reason === 'expired' ? 'TokenExpired' : 'TokenInvalid');
  const { sessionId, userId } = verified.claims;
  const [row] = await deps.db.query<TSessionRow>(sessionSql, [sessionId]);
  if (!row || row.user_id !== userId) throw new AppError('TokenInvalid');
  if (row.end_reason) throw new AppError(endReasonError[row.end_reason]);
  if (hasFlag(row.state_flags, 'disabled')) throw new AppError('AccountDisabled');
  if (access === 'agent' && row.role !== 'agent') throw new AppError('AgentOnly');
  return {
    sessionId,
    userId,
    loginId: row.login_id,
    role: row.role,
    stateFlags: row.state_flags,
  };
}
