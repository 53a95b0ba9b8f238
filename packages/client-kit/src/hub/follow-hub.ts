import type { THubLink } from './hub-link.ts';

/** What a screen shows of its hub session. */
export type THubSessionState = 'connecting' | 'connected' | 'reconnecting' | 'failed';

export interface THubFollower {
  /** Loads again now, if connected (the retry of a failed load). */
  reload(): void;
  stop(): void;
}

/**
 * Keeps a screen's data in step with a hub connection: `load` once connected and again after
 * every reconnection (a new connection was told nothing of what happened while away), and the
 * state to show. A failed load is `failed` until a reload or the next reconnection succeeds; a
 * link closed for good is `failed` too. Only the latest load's outcome counts.
 */
export function followHub(
  link: Pick<THubLink, 'state' | 'onConnectedChange'>,
  load: () => Promise<void>,
  onState: (state: THubSessionState) => void,
): THubFollower {
  let isStopped = false;
  let latest = 0;
  const run = async () => {
    const mine = ++latest;
    let outcome: THubSessionState = 'connected';
    try {
      await load();
    } catch {
      outcome = 'failed';
    }
    if (!isStopped && mine === latest) onState(outcome);
  };
  const notConnected = (): THubSessionState =>
    link.state() === 'Closed'
      ? 'failed'
      : link.state() === 'Reconnecting'
        ? 'reconnecting'
        : 'connecting';

  const stopWatching = link.onConnectedChange((connected) => {
    if (isStopped) return;
    if (connected) return void run();
    latest += 1;
    // Once connected, any drop is a reconnection to wait for (the player app's wrapper restarts
    // from Disconnected).
    onState(link.state() === 'Closed' ? 'failed' : 'reconnecting');
  });
  if (link.state() === 'Connected') void run();
  else onState(notConnected());

  return {
    reload() {
      if (!isStopped && link.state() === 'Connected') void run();
    },
    stop() {
      isStopped = true;
      stopWatching();
    },
  };
}
