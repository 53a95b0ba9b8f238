import { describe, expect, it, vi } from 'vitest';
import { createGameGroups } from './game-groups.ts';

function fakeHub() {
  let connected = true;
  const listeners = new Set<(connected: boolean) => void>();
  return {
    hub: {
      state: () => (connected ? ('Connected' as const) : ('Disconnected' as const)),
      invoke: vi.fn(async () => true) as unknown as <T>(
        method: string,
        ...args: unknown[]
      ) => Promise<T>,
      onConnectedChange(listener: (connected: boolean) => void) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    setConnected(next: boolean) {
      connected = next;
      for (const listener of listeners) listener(next);
    },
  };
}

const flush = () => new Promise<void>((resolve) => queueMicrotask(resolve));

describe('createGameGroups', () => {
  it('joins the union of every holder once per change, and leaves with an empty list', async () => {
    const { hub } = fakeHub();
    const groups = createGameGroups(hub);
    const releaseA = groups.hold([3, 1]);
    const releaseB = groups.hold([2, 3]);
    await flush();
    expect(hub.invoke).toHaveBeenCalledTimes(1);
    expect(hub.invoke).toHaveBeenLastCalledWith('MultiJoin', [1, 2, 3]);
    releaseA();
    await flush();
    expect(hub.invoke).toHaveBeenLastCalledWith('MultiJoin', [2, 3]);
    releaseB();
    await flush();
    expect(hub.invoke).toHaveBeenLastCalledWith('MultiJoin', []);
  });

  it('sends the swap of one screen for the next as one join', async () => {
    const { hub } = fakeHub();
    const groups = createGameGroups(hub);
    const release = groups.hold([1, 2]);
    await flush();
    release();
    groups.hold([1, 2]);
    await flush();
    expect(hub.invoke).toHaveBeenCalledTimes(1);
  });

  it('joins again after a reconnection, and waits while disconnected', async () => {
    const { hub, setConnected } = fakeHub();
    const groups = createGameGroups(hub);
    setConnected(false);
    groups.hold([7]);
    await flush();
    expect(hub.invoke).not.toHaveBeenCalled();
    setConnected(true);
    expect(hub.invoke).toHaveBeenLastCalledWith('MultiJoin', [7]);
    setConnected(false);
    setConnected(true);
    expect(hub.invoke).toHaveBeenCalledTimes(2);
  });
});
