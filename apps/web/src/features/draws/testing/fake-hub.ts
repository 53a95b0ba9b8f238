import { vi } from 'vitest';
import type { THubClient } from '../../../shared/realtime/hub-client.ts';

/** A connected hub for screen tests: records invocations, lets the test emit events. */
export function fakeHub() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const hub = {
    state: () => 'Connected' as const,
    start: () => true,
    stop: async () => undefined,
    onConnectedChange: () => () => true,
    on(event: string, handler: (...args: unknown[]) => void) {
      const set = handlers.get(event) ?? new Set();
      set.add(handler);
      handlers.set(event, set);
      return () => set.delete(handler);
    },
    invoke: vi.fn(async () => true),
  };
  const emit = (event: string, payload: unknown) => {
    for (const handler of handlers.get(event) ?? []) handler(payload);
  };
  return { hub: hub as unknown as THubClient, invoke: hub.invoke, emit };
}
