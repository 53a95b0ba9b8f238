import { useEffect, useRef, useState } from 'react';
import { followHub, type THubFollower, type THubSessionState } from './follow-hub.ts';
import {
  linkOfConnection,
  type THubLink,
  type TOfficialConnection,
  type TOwnHubLink,
} from './hub-link.ts';

export interface THubSessionOptions {
  /** The screen's data from the hub: on connecting and after every reconnection. */
  load(link: THubLink): Promise<void>;
  /** Hub events by name; subscribed before the first load, so none sent meanwhile is lost. */
  events: Readonly<Record<string, (payload: unknown) => void>>;
}

/**
 * A screen's session on a hub link (null: none yet): its events while mounted and its data
 * loaded on every (re)connection (followHub). Answers the state to show and a reload.
 */
export function useHubSession(link: THubLink | null, options: THubSessionOptions) {
  const [state, setState] = useState<THubSessionState>('connecting');
  const latest = useRef(options);
  const follower = useRef<THubFollower | null>(null);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (!link) return;
    const unsubscribe = Object.keys(latest.current.events).map((event) =>
      link.on(event, (payload) => latest.current.events[event]?.(payload)),
    );
    const followed = followHub(link, () => latest.current.load(link), setState);
    follower.current = followed;
    return () => {
      followed.stop();
      for (const off of unsubscribe) off();
      follower.current = null;
    };
  }, [link]);
  return { state, reload: () => follower.current?.reload() };
}

/**
 * A hub connection of the screen's own (built by `build`, which a caller keeps stable with
 * useCallback), started while mounted and stopped on unmount; `retry` builds a new one (a
 * closed official connection does not start again). `build` null: none wanted.
 */
export function useOwnHubLink(build: (() => TOfficialConnection) | null) {
  const [attempt, setAttempt] = useState(0);
  const [link, setLink] = useState<TOwnHubLink | null>(null);
  useEffect(() => {
    if (!build) {
      setLink(null);
      return;
    }
    const next = linkOfConnection(build());
    setLink(next);
    // A failed start leaves the link Closed, which its session shows as failed.
    void next.start().catch(() => undefined);
    return () => void next.stop().catch(() => undefined);
  }, [build, attempt]);
  return { link, retry: () => setAttempt((n) => n + 1) };
}
