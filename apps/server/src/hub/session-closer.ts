import { defaultLanguage, type TErrorName } from '@lottery/contracts';
import type { Hub, Logger } from '@lottery/signalr';
import type { TSessionEnds } from '../modules/auth/session-ends.ts';
import { endReasonError } from '../modules/auth/sessions.ts';
import { catalogueReply } from '../platform/error-reply.ts';
import { AppError } from '../platform/errors.ts';
import { hubGroups } from './hub-groups.ts';

/** The connection item that names the session the connection authenticated with. */
export const sessionItem = 'sessionId';

export interface TSessionCloserDeps {
  /** Which of the sessions may no longer be used, and what their holders are told. */
  unusable(sessionIds: readonly string[]): Promise<{ sessionId: string; error: TErrorName }[]>;
  /** How often this instance re-checks the sessions of its own connections. */
  recheckMs: number;
  logger: Logger;
}

/**
 * The Close message's error text: the catalogue body of why, as the HTTP answer would carry it
 * (clients go by Code; the text is in the site's default language, as one message serves every
 * connection of the session on every instance).
 */
export function closeErrorText(error: TErrorName): string {
  return JSON.stringify(catalogueReply(new AppError(error), defaultLanguage).body);
}

/**
 * Hub connections do not outlive their session. Each connection joins its session's group; an
 * announced end closes that group on every instance (through the backplane). Announcements are
 * at most once (Redis pub/sub), so each instance also re-checks its connections' sessions every
 * `recheckMs` in one query, and once right after a connection starts, which covers an end
 * announced between the negotiate that authenticated it and its joining the group.
 */
export function closeEndedSessions(
  hub: Hub,
  deps: TSessionCloserDeps,
): TSessionEnds & { stop(): void } {
  const local = new Map<string, Set<string>>();

  const closeLocal = (sessionId: string, error: TErrorName) => {
    for (const connectionId of local.get(sessionId) ?? [])
      hub.closeConnection(connectionId, { error: closeErrorText(error) });
  };

  hub.onConnected(async (context) => {
    const sessionId = context.items.get(sessionItem);
    if (typeof sessionId !== 'string') return;
    const connections = local.get(sessionId) ?? new Set<string>();
    local.set(sessionId, connections.add(context.connectionId));
    await context.groups.add(context.connectionId, hubGroups.session(sessionId));
    const [ended] = await deps.unusable([sessionId]);
    if (ended) hub.closeConnection(context.connectionId, { error: closeErrorText(ended.error) });
  });
  hub.onDisconnected((context) => {
    const sessionId = context.items.get(sessionItem);
    if (typeof sessionId !== 'string') return;
    const connections = local.get(sessionId);
    connections?.delete(context.connectionId);
    if (connections?.size === 0) local.delete(sessionId);
  });

  const recheck = async () => {
    const ended = await deps.unusable([...local.keys()]);
    for (const { sessionId, error } of ended) closeLocal(sessionId, error);
  };
  const timer = setInterval(() => {
    recheck().catch((error: unknown) => {
      deps.logger.warn({ err: error }, 'hub: session re-check failed');
    });
  }, deps.recheckMs);
  timer.unref();

  return {
    ended(sessionIds, reason) {
      const error = closeErrorText(endReasonError[reason]);
      for (const sessionId of sessionIds) {
        hub.closeGroup(hubGroups.session(sessionId), { error }).catch((failure: unknown) => {
          deps.logger.warn({ err: failure, sessionId }, 'hub: announcing a session end failed');
        });
      }
    },
    stop: () => clearInterval(timer),
  };
}
