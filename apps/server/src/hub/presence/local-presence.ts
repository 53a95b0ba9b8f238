import type { Hub } from '@lottery/signalr';
import { sessionItem } from '../session-closer.ts';
import type { TOnlineCount, TOnlineEntry } from './presence-store.ts';

/** This instance's live hub connections by session (only authenticated ones count). */
export interface TLocalPresence {
  entries(): TOnlineEntry[];
  count(): TOnlineCount;
}

export function trackLocalPresence(hub: Hub): TLocalPresence {
  const sessions = new Map<string, { userId: string; connections: Set<string> }>();

  hub.onConnected((context) => {
    const sessionId = context.items.get(sessionItem);
    if (typeof sessionId !== 'string' || !context.userId) return;
    const entry = sessions.get(sessionId) ?? { userId: context.userId, connections: new Set() };
    sessions.set(sessionId, entry);
    entry.connections.add(context.connectionId);
  });
  hub.onDisconnected((context) => {
    const sessionId = context.items.get(sessionItem);
    if (typeof sessionId !== 'string') return;
    const entry = sessions.get(sessionId);
    entry?.connections.delete(context.connectionId);
    if (entry?.connections.size === 0) sessions.delete(sessionId);
  });

  const entries = () => [...sessions].map(([sessionId, { userId }]) => ({ sessionId, userId }));
  return {
    entries,
    count: () => ({
      sessions: sessions.size,
      players: new Set([...sessions.values()].map((entry) => entry.userId)).size,
      instances: 1,
    }),
  };
}
