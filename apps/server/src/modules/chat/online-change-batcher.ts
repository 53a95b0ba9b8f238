import type { TChangeOnlineStateEvent } from '@lottery/contracts';
import type { TOnlineChange } from './room-presence-store.ts';

export interface TOnlineChangeBatcher {
  /** Gathers changes; the window starts at the first change after the last batch went out. */
  add(changes: readonly TOnlineChange[]): void;
  /** Sends what is gathered now (the hub closing). */
  flush(): Promise<void>;
}

/**
 * ChangeOnlineState in batches: the changes of each room over `windowMs` go out as one event per
 * room, each member once with their last state (online then offline within the window is told as
 * offline; the client sets what it is told). The window is fixed from its first change, not
 * extended by later ones, so a change waits at most `windowMs`: a mass reconnect (5,000 members
 * after a restart) costs a few events per room, not one per member, each reaching every member.
 */
export function batchOnlineChanges(options: {
  windowMs: number;
  send(event: TChangeOnlineStateEvent): Promise<void>;
  onError(error: unknown): void;
}): TOnlineChangeBatcher {
  // Per room, per member, the member's last change; a Map keeps the order of the latest.
  let pending = new Map<number, Map<number, TOnlineChange>>();
  let timer: ReturnType<typeof setTimeout> | null = null;

  const flush = async () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const batches = pending;
    pending = new Map();
    for (const [roomId, byUser] of batches) {
      const changes = [...byUser.values()];
      const last = changes.at(-1);
      if (!last) continue;
      await options.send({
        RoomId: roomId,
        UserId: last.UserId,
        IsOnline: last.IsOnline,
        OnlineCount: last.OnlineCount,
        Changes: changes.map(({ UserId, IsOnline, OnlineCount }) => ({
          UserId,
          IsOnline,
          OnlineCount,
        })),
      });
    }
  };

  return {
    add(changes) {
      for (const change of changes) {
        const byUser = pending.get(change.RoomId) ?? new Map<number, TOnlineChange>();
        byUser.delete(change.UserId);
        byUser.set(change.UserId, change);
        pending.set(change.RoomId, byUser);
      }
      if (pending.size === 0 || timer) return;
      timer = setTimeout(() => {
        flush().catch(options.onError);
      }, options.windowMs);
      timer.unref();
    },
    flush,
  };
}
