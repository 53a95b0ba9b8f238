import type { Logger } from '@lottery/signalr';
import type { TLocalPresence } from './local-presence.ts';
import type { TOnlineCount, TPresenceStore } from './presence-store.ts';

export interface TOnlineFigure extends TOnlineCount {
  /** 'site': every instance's connections; 'instance': only the answering one's (store down). */
  scope: 'site' | 'instance';
}

export interface TOnlinePresenceDeps {
  local: TLocalPresence;
  /** Shared with the other instances (Redis); none: this instance is the whole site. */
  store?: TPresenceStore | undefined;
  instanceId: string;
  /** How often this instance publishes its entry (the figure lags by at most this). */
  refreshMs: number;
  logger: Logger;
}

/**
 * Expiry of an entry: three refreshes, so two missed ones (a pause, a Redis reconnect) do not
 * drop a live instance, while a crashed one leaves the count within 3 × refreshMs.
 */
export const presenceTtlFactor = 3;

/**
 * Players online across server instances. Without a store there is one instance (the hub spans
 * instances only through Redis, README "Scale-out"), so its own connections are the site's. With
 * one, the instance publishes its connections every `refreshMs` and counts the union of every
 * live instance's entry; if the store cannot answer, the figure is this instance's own and says
 * so rather than failing the dashboard.
 */
export function shareOnlinePresence(deps: TOnlinePresenceDeps) {
  const { store, local } = deps;
  let publishing: Promise<void> | null = null;
  let isStopped = false;

  const publish = () => {
    if (!store || publishing || isStopped) return;
    publishing = store
      .publish(deps.instanceId, local.entries(), deps.refreshMs * presenceTtlFactor)
      .catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'presence: publishing this instance failed');
      })
      .finally(() => {
        publishing = null;
      });
  };
  const timer = store ? setInterval(publish, deps.refreshMs) : undefined;
  timer?.unref();
  publish();

  return {
    async playersOnline(): Promise<TOnlineFigure> {
      if (!store) return { ...local.count(), scope: 'site' };
      try {
        return { ...(await store.count()), scope: 'site' };
      } catch (error) {
        deps.logger.warn({ err: error }, 'presence: counting the site failed');
        return { ...local.count(), scope: 'instance' };
      }
    },
    /** Stops publishing and withdraws the entry, after a publish in flight (or it would revive it). */
    async stop() {
      isStopped = true;
      clearInterval(timer);
      await publishing;
      await store?.withdraw(deps.instanceId).catch((error: unknown) => {
        deps.logger.warn({ err: error }, 'presence: withdrawing this instance failed');
      });
    },
  };
}
