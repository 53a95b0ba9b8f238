import { nextTask } from './next-task.ts';

/**
 * Starts each call in a task of its own and settles as Promise.all of them would. Starting a
 * request costs the main thread about 2 ms on a phone (the fetch, the query cache); the shell's
 * ten menu and badge calls started at once were one task of 100 ms.
 */
export async function startInTurn(starts: readonly (() => Promise<unknown>)[]): Promise<void> {
  const started: Promise<unknown>[] = [];
  for (const [index, start] of starts.entries()) {
    if (index > 0) await nextTask();
    const call = start();
    // Handled now, so that a refusal before the last start is no unhandled rejection meanwhile;
    // Promise.all below still rejects with it.
    call.catch(() => undefined);
    started.push(call);
  }
  await Promise.all(started);
}
