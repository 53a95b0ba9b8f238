import { afterEach, describe, expect, it, vi } from 'vitest';
import { useSessionStore } from '../shared/session/session-store.ts';
import { playerToken } from '../shared/session/testing/player-token.ts';
import { queryClient } from './query-client.ts';
import { preloadFirstScreen } from './router.tsx';
import { screens } from './routes/screens.tsx';

const token = playerToken;

/** A network that never answers, recording what is asked of it. */
function stubFetch() {
  const fetchMock = vi.fn((_url: RequestInfo | URL) => new Promise<Response>(() => undefined));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function startAt(path: string) {
  window.history.replaceState(null, '', path);
  const fetchMock = stubFetch();
  // The screen's chunks too: a load left running would land in the next file of this worker.
  await (
    await preloadFirstScreen(path)
  ).chunks;
  return fetchMock.mock.calls.map(([url]) => String(url));
}

afterEach(() => {
  vi.restoreAllMocks();
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

  it("waits for the first screen's code only where that screen is what shows first", async () => {
    // A bet page whose code never arrives.
    vi.spyOn(screens.Bet, 'preload').mockReturnValue(new Promise<void>(() => undefined));
    const settledAtOnce = async (chunks: Promise<unknown>) =>
      Promise.race([chunks.then(() => true), Promise.resolve().then(() => false)]);
    window.history.replaceState(null, '', '/Bet/2');
    stubFetch();
    // A visitor is sent to log in: the page's code is not waited for.
    expect(await settledAtOnce((await preloadFirstScreen('/Bet/2')).chunks)).toBe(true);
    useSessionStore.getState().save(token, Date.now());
    expect(await settledAtOnce((await preloadFirstScreen('/Bet/2')).chunks)).toBe(false);
  });

  it('asks for the logos with the login and register pages’ code, session or not', async () => {
    expect(await startAt('/Login')).toContain('/api/Logo/GetAllLogo');
    queryClient.clear();
    useSessionStore.getState().save(token, Date.now());
    expect(await startAt('/Register')).toContain('/api/Logo/GetAllLogo');
    queryClient.clear();
    expect(await startAt('/Bet/2')).not.toContain('/api/Logo/GetAllLogo');
  });

  it('leaves an expired session to the guard', async () => {
    useSessionStore.getState().save(token, Date.now() - 3_600_000);
    expect(await startAt('/')).not.toContain('/api/LotteryGame/Data');
  });
});
