import type { THubClient } from './hub-client.ts';

/**
 * The server keeps one "game" group slot per connection: Join and MultiJoin both replace what
 * the connection joined before (apps/server hub). So every screen part that wants a game's
 * ReceiveWinningNumber events adds its ids here, and the union is sent as one MultiJoin: at each
 * change (batched in a microtask, so a screen swap sends the new set once) and after every
 * (re)connection, since a new connection starts in no group. An empty union leaves them all.
 */
export interface TGameGroups {
  /** Adds the ids while the returned function has not been called. */
  hold(gameIds: readonly number[]): () => void;
  /** The ids joined now, for tests and diagnostics. */
  joined(): number[];
}

/** MultiJoin takes at most 50 ids (server hub). */
export const maxMultiJoinIds = 50;

export function createGameGroups(hub: Pick<THubClient, 'invoke' | 'state' | 'onConnectedChange'>) {
  const holds = new Map<number, readonly number[]>();
  let nextHold = 1;
  let isQueued = false;
  let lastSent: string | null = null;

  const union = () =>
    [...new Set([...holds.values()].flat())].sort((a, b) => a - b).slice(0, maxMultiJoinIds);

  const send = (force: boolean) => {
    const ids = union();
    const key = ids.join(',');
    if (!force && key === lastSent) return;
    if (hub.state() !== 'Connected') return;
    lastSent = key;
    void hub.invoke('MultiJoin', ids).catch(() => {
      // Not joined: try again at the next change or reconnection.
      lastSent = null;
    });
  };

  const queue = () => {
    if (isQueued) return;
    isQueued = true;
    queueMicrotask(() => {
      isQueued = false;
      send(false);
    });
  };

  hub.onConnectedChange((connected) => {
    if (connected) send(true);
    else lastSent = null;
  });

  return {
    hold(gameIds: readonly number[]) {
      const id = nextHold++;
      holds.set(id, [...gameIds]);
      queue();
      return () => {
        holds.delete(id);
        queue();
      };
    },
    joined: union,
  } satisfies TGameGroups;
}
