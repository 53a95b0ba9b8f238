import { HubError, type Hub } from '@lottery/signalr';
import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import { boardsOf, wireBoard } from './contest-boards.ts';
import type { TContestWatchers } from './contest-watchers.ts';

export interface TContestHubDeps {
  db: TDatabase;
  clock: TClock;
  watchers: TContestWatchers;
}

function activityIdOf(value: unknown): number {
  const id = typeof value === 'string' && /^\d{1,9}$/.test(value) ? Number(value) : value;
  if (typeof id !== 'number' || !Number.isSafeInteger(id) || id <= 0)
    throw new HubError('Invalid activity id.');
  return id;
}

/**
 * SPEC §7 `JoinLeaderboard(activityId)`: the connection watches the contest's leaderboard
 * (contest-notifier.ts pushes `updateLeaderBoard` when it changes) and is answered the board as
 * it stands. `LeaveLeaderboard` stops it (the screen closed; the hub connection stays).
 */
export function registerContestLeaderboard(hub: Hub, deps: TContestHubDeps) {
  hub.on('JoinLeaderboard', async (context, activityId: unknown) => {
    const id = activityIdOf(activityId);
    const userId = Number(context.userId);
    if (!context.userId || !Number.isSafeInteger(userId)) throw new HubError('Sign in first.');
    const boards = await boardsOf(deps.db, {
      activityId: id,
      userIds: [userId],
      now: deps.clock.now(),
    });
    const board = boards.ok ? boards.value.get(userId) : undefined;
    if (!board) throw new HubError('This activity is not a contest.');
    const { wire, fingerprint } = wireBoard(board);
    deps.watchers.join(context.connectionId, { activityId: id, userId });
    const watcher = deps.watchers.get(context.connectionId);
    if (watcher) watcher.lastSent = fingerprint;
    return wire;
  });
  hub.on('LeaveLeaderboard', async (context) => {
    deps.watchers.leave(context.connectionId);
    return true;
  });
  hub.onDisconnected((context) => deps.watchers.leave(context.connectionId));
}
