import { contestLeaderboardEvent } from '@lottery/contracts';
import type { Hub } from '@lottery/signalr';
import type { TDatabase } from '../../db/database.ts';
import { periodicJob } from '../../jobs/periodic-job.ts';
import type { TClock } from '../../platform/clock.ts';
import { boardsOf, wireBoard } from './contest-boards.ts';
import type { TContestWatchers } from './contest-watchers.ts';

/**
 * Pushes `updateLeaderBoard` to this instance's watching connections (SPEC §7): each tick reads
 * every watched contest's board once (the ranking index's head and the watchers' ranks) and sends
 * a connection its board only when it changed since the last one sent, so a bet that changes the
 * ranking reaches the screens within one interval, and a contest is pushed at most once per
 * interval (1 s) however many bets arrive. Nothing is read while no one watches.
 */
export function createContestNotifier(deps: {
  db: TDatabase;
  clock: TClock;
  hub: Pick<Hub, 'clients'>;
  watchers: TContestWatchers;
  logger?: { error(details: object, message: string): void };
}) {
  async function tick() {
    let sent = 0;
    for (const [activityId, connections] of deps.watchers.byContest()) {
      const userIds = [...new Set([...connections.values()].map((watcher) => watcher.userId))];
      const boards = await boardsOf(deps.db, { activityId, userIds, now: deps.clock.now() });
      if (!boards.ok) continue;
      for (const [connectionId, watcher] of connections) {
        const board = boards.value.get(watcher.userId);
        if (!board) continue;
        const { wire, fingerprint } = wireBoard(board);
        if (watcher.lastSent === fingerprint) continue;
        watcher.lastSent = fingerprint;
        await deps.hub.clients.client(connectionId).send(contestLeaderboardEvent, wire);
        sent += 1;
      }
    }
    return sent;
  }
  return periodicJob(tick, (error) =>
    deps.logger?.error({ err: error }, 'the contest leaderboard push failed'),
  );
}
