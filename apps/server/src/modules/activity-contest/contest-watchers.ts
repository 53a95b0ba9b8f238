/**
 * This instance's connections watching a contest's leaderboard (hub method JoinLeaderboard): the
 * contest, the player, and the last board sent, so the notifier sends a connection only a board
 * that changed. Each instance pushes to its own connections, each with the player's own rank, so
 * nothing of this is shared across instances.
 */
export interface TWatcher {
  activityId: number;
  userId: number;
  lastSent: string | null;
}

export interface TContestWatchers {
  /** Watches one contest per connection: joining another leaves the previous one. */
  join(connectionId: string, watcher: Omit<TWatcher, 'lastSent'>): void;
  leave(connectionId: string): void;
  get(connectionId: string): TWatcher | undefined;
  /** The connections of each watched contest. */
  byContest(): Map<number, Map<string, TWatcher>>;
}

export function createContestWatchers(): TContestWatchers {
  const watchers = new Map<string, TWatcher>();
  return {
    join: (connectionId, watcher) => watchers.set(connectionId, { ...watcher, lastSent: null }),
    leave: (connectionId) => watchers.delete(connectionId),
    get: (connectionId) => watchers.get(connectionId),
    byContest() {
      const contests = new Map<number, Map<string, TWatcher>>();
      for (const [connectionId, watcher] of watchers) {
        const connections = contests.get(watcher.activityId) ?? new Map<string, TWatcher>();
        connections.set(connectionId, watcher);
        contests.set(watcher.activityId, connections);
      }
      return contests;
    },
  };
}
