import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenQueriesSettle } from './first-screen-settled.ts';

/** A query whose answer the test releases. */
function pendingQuery(queryClient: QueryClient, key: string) {
  let answer = () => {};
  void queryClient.prefetchQuery({
    queryKey: [key],
    queryFn: () =>
      new Promise<string>((resolve) => {
        answer = () => resolve(key);
      }),
  });
  return () => answer();
}

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('whenQueriesSettle', () => {
  afterEach(() => vi.useRealTimers());

  it('waits while a query is fetching, also for one asked after the first answered', async () => {
    const queryClient = new QueryClient();
    const answerCatalogue = pendingQuery(queryClient, 'catalogue');
    let isSettled = false;
    void whenQueriesSettle(queryClient, 60_000).then(() => {
      isSettled = true;
    });
    await tick(20);
    expect(isSettled).toBe(false);

    // The screen renders with the catalogue and asks for its issue in the same turn.
    answerCatalogue();
    const answerIssue = pendingQuery(queryClient, 'issue');
    await tick(20);
    expect(isSettled).toBe(false);

    answerIssue();
    await tick(20);
    expect(isSettled).toBe(true);
  });

  it('settles at once when nothing is fetching', async () => {
    await expect(whenQueriesSettle(new QueryClient(), 60_000)).resolves.toBeUndefined();
  });

  it('stops waiting after the cap for a screen that keeps asking', async () => {
    vi.useFakeTimers();
    const queryClient = new QueryClient();
    pendingQuery(queryClient, 'never');
    let isSettled = false;
    void whenQueriesSettle(queryClient, 3_000).then(() => {
      isSettled = true;
    });
    await vi.advanceTimersByTimeAsync(2_999);
    expect(isSettled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(isSettled).toBe(true);
  });
});
