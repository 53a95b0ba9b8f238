import type { TSession } from '../../platform/route.ts';
import type { TAuthDeps } from './auth-deps.ts';
import { writeAudit } from './audit.ts';
import { endSession } from './sessions.ts';

export async function logout(deps: TAuthDeps, session: TSession): Promise<void> {
  const nowMs = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await endSession(tx, { sessionId: session.sessionId, reason: 'logout', atMs: nowMs });
    await writeAudit(tx, {
      at: nowMs,
      actorUserId: session.userId,
      subjectUserId: session.userId,
      action: 'logout',
      detail: { sessionId: session.sessionId },
    });
  });
  deps.sessionEnds.ended([session.sessionId], 'logout');
}
