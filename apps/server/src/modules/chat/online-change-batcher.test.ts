import type { TChangeOnlineStateEvent } from '@lottery/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { batchOnlineChanges } from './online-change-batcher.ts';

const change = (RoomId: number, UserId: number, IsOnline: boolean, OnlineCount: number) => ({
  RoomId,
  UserId,
  IsOnline,
  OnlineCount,
});

function batcher() {
  const sent: TChangeOnlineStateEvent[] = [];
  const errors: unknown[] = [];
  const batches = batchOnlineChanges({
    windowMs: 250,
    send: async (event) => {
      sent.push(event);
    },
    onError: (error) => errors.push(error),
  });
  return { batches, sent, errors };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('batchOnlineChanges', () => {
  it('tells each room once per window, every member once with their last state', async () => {
    const { batches, sent } = batcher();
    batches.add([change(10, 1, true, 1), change(11, 1, true, 1)]);
    await vi.advanceTimersByTimeAsync(100);
    batches.add([change(10, 2, true, 2), change(10, 3, true, 3)]);
    batches.add([change(10, 2, false, 2)]);
    await vi.advanceTimersByTimeAsync(149);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([
      {
        RoomId: 10,
        UserId: 2,
        IsOnline: false,
        OnlineCount: 2,
        Changes: [
          { UserId: 1, IsOnline: true, OnlineCount: 1 },
          { UserId: 3, IsOnline: true, OnlineCount: 3 },
          { UserId: 2, IsOnline: false, OnlineCount: 2 },
        ],
      },
      {
        RoomId: 11,
        UserId: 1,
        IsOnline: true,
        OnlineCount: 1,
        Changes: [{ UserId: 1, IsOnline: true, OnlineCount: 1 }],
      },
    ]);
  });

  it('opens the next window with the next change, and sends nothing when idle', async () => {
    const { batches, sent } = batcher();
    batches.add([]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(sent).toEqual([]);
    batches.add([change(10, 1, true, 1)]);
    await vi.advanceTimersByTimeAsync(250);
    await vi.advanceTimersByTimeAsync(600);
    batches.add([change(10, 1, false, 0)]);
    await vi.advanceTimersByTimeAsync(249);
    expect(sent.map((event) => event.IsOnline)).toEqual([true]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent.map((event) => event.IsOnline)).toEqual([true, false]);
  });

  it('5,000 members coming online at once make one event', async () => {
    const { batches, sent } = batcher();
    for (let userId = 1; userId <= 5_000; userId += 1)
      batches.add([change(10, userId, true, userId)]);
    await vi.advanceTimersByTimeAsync(250);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.Changes).toHaveLength(5_000);
    expect(sent[0]?.OnlineCount).toBe(5_000);
  });

  it('sends what is gathered on flush, and reports a failed send', async () => {
    const { batches, sent } = batcher();
    batches.add([change(10, 1, true, 1)]);
    await batches.flush();
    expect(sent).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(250);
    expect(sent).toHaveLength(1);

    const errors: unknown[] = [];
    const failing = batchOnlineChanges({
      windowMs: 250,
      send: () => Promise.reject(new Error('hub closed')),
      onError: (error) => errors.push(error),
    });
    failing.add([change(10, 1, true, 1)]);
    await vi.advanceTimersByTimeAsync(250);
    expect(errors).toEqual([new Error('hub closed')]);
  });
});
