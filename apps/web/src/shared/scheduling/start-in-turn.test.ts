import { describe, expect, it } from 'vitest';
import { nextTask } from './next-task.ts';
import { startInTurn } from './start-in-turn.ts';

describe('startInTurn', () => {
  it('starts one call a task, in order, and settles once all have', async () => {
    const started: number[] = [];
    const finish: (() => void)[] = [];
    const call = (n: number) => () => {
      started.push(n);
      return new Promise<void>((resolve) => finish.push(resolve));
    };
    let isSettled = false;
    const all = startInTurn([call(1), call(2), call(3)]).then(() => (isSettled = true));
    expect(started).toEqual([1]);
    await nextTask();
    expect(started).toEqual([1, 2]);
    await nextTask();
    expect(started).toEqual([1, 2, 3]);
    for (const resolve of finish.slice(0, 2)) resolve();
    await nextTask();
    expect(isSettled).toBe(false);
    finish[2]?.();
    await all;
    expect(isSettled).toBe(true);
  });

  it('rejects with an early refusal, after starting the rest, and leaves no unhandled rejection', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      const started: string[] = [];
      const outcome = startInTurn([
        () => (started.push('a'), Promise.reject(new Error('refused'))),
        () => (started.push('b'), Promise.resolve()),
      ]);
      await expect(outcome).rejects.toThrow('refused');
      expect(started).toEqual(['a', 'b']);
      await nextTask();
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
    }
  });
});
