import { useEffect, useRef } from 'react';
import { useCurrentHub } from './current-hub.ts';
import { createGameGroups, type TGameGroups } from './game-groups.ts';
import type { THubClient } from './hub-client.ts';

const groupsOfHub = new WeakMap<THubClient, TGameGroups>();

function gameGroupsOf(hub: THubClient): TGameGroups {
  let groups = groupsOfHub.get(hub);
  if (!groups) {
    groups = createGameGroups(hub);
    groupsOfHub.set(hub, groups);
  }
  return groups;
}

/** Calls `handler` for every `event` the current hub receives, while mounted. */
export function useHubEvent(event: string, handler: (...args: unknown[]) => void) {
  const hub = useCurrentHub((s) => s.hub);
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(() => {
    if (!hub) return;
    return hub.on(event, (...args) => latest.current(...args));
  }, [hub, event]);
}

/** Keeps the connection in the game groups of `gameIds` (see game-groups.ts) while mounted. */
export function useHubGameGroups(gameIds: readonly number[]) {
  const hub = useCurrentHub((s) => s.hub);
  const key = gameIds.join(',');
  useEffect(() => {
    if (!hub || key === '') return;
    return gameGroupsOf(hub).hold(key.split(',').map(Number));
  }, [hub, key]);
}

/**
 * Invokes a join method (JoinDrawTrend, …) now if connected and again after every reconnection;
 * `arg` null skips it. The server has no leave call for these: the next join replaces it.
 */
export function useHubJoin(method: string, arg: string | number | null) {
  const hub = useCurrentHub((s) => s.hub);
  useEffect(() => {
    if (!hub || arg === null) return;
    const join = () => void hub.invoke(method, arg).catch(() => undefined);
    if (hub.state() === 'Connected') join();
    return hub.onConnectedChange((connected) => {
      if (connected) join();
    });
  }, [hub, method, arg]);
}
