import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../shared/session/session-store.ts';
import { playerToken } from '../shared/session/testing/player-token.ts';
import { queryClient } from './query-client.ts';
import { preloadFirstScreen } from './router.tsx';

const token = playerToken;

async function startAt(path: string) {
  window.history.replaceState(null, '', path);
  const fetchMock = vi.fn((_url: RequestInfo | URL) => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
  // The screen's chunks too: a load left running would land in the next file of this worker.
  await (
    await preloadFirstScreen(path)
  ).chunks;
  return fetchMock.mock.calls.map(([url]) => String(url));
}

afterEach(() => {
  vi.unstubAllGlobals();
  useSessionStore.getState().clear();
  queryClient.clear();
});

describe('the first screen of a visit', () => {
  it('asks for LotteryGame/Data as the app starts on a shell screen with a session', async () => {
    useSessionStore.getState().save(token, Date.now());
    expect(await startAt('/Bet/2')).toContain('/api/LotteryGame/Data');
  });

  it('asks for nothing of the session on the login page or without a session', async () => {
    useSessionStore.getState().save(token, Date.now());
    expect(await startAt('/Login')).not.toContain('/api/LotteryGame/Data');
    useSessionStore.getState().clear();
    expect(await startAt('/Bet/2')).not.toContain('/api/LotteryGame/Data');
  });

  it("starts /ChatAnonymity with the shell's data for a player, on its own for a visitor", async () => {
    useSessionStore.getState().save(token, Date.now());
    expect(await startAt('/ChatAnonymity')).toContain('/api/LotteryGame/Data');
    useSessionStore.getState().clear();
    expect(await startAt('/ChatAnonymity')).not.toContain('/api/LotteryGame/Data');
  });

  it('leaves an expired session to the guard', async () => {
    useSessionStore.getState().save(token, Date.now() - 3_600_000);
    expect(await startAt('/')).not.toContain('/api/LotteryGame/Data');
  });
});
