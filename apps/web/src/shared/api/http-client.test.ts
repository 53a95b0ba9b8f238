import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TFailedCall } from './error-routing.ts';
import { apiPost, configureHttp } from './http-client.ts';

const refusal = (status: number, code: number) =>
  new Response(JSON.stringify({ Code: code, Message: 'refused' }), { status });

/** Sends one call with `sentWith`; by the time the answer comes the app holds `heldAfter`. */
async function failuresOf(sentWith: string | null, heldAfter: string | null, status = 401) {
  const failures: TFailedCall[] = [];
  let token = sentWith;
  configureHttp({
    token: () => token,
    language: () => 'zh-CN',
    onFailure: (call) => failures.push(call),
  });
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => {
      token = heldAfter;
      return refusal(status, status === 403 ? 1004 : 2011);
    }),
  );
  await expect(apiPost('/api/LotteryGame/Info', {})).rejects.toMatchObject({ status });
  return failures;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest failure reporting', () => {
  it('reports a 401 to the session that sent the call', async () => {
    expect(await failuresOf('t1', 't1')).toHaveLength(1);
  });

  it('ignores a 401 to a call of a session that ended or was replaced meanwhile', async () => {
    expect(await failuresOf('t1', null)).toEqual([]);
    expect(await failuresOf('t1', 't2')).toEqual([]);
  });

  it('ignores a 401 to a call sent without a session, but not a 403 (IP restriction)', async () => {
    expect(await failuresOf(null, null)).toEqual([]);
    expect(await failuresOf(null, null, 403)).toHaveLength(1);
  });
});
