import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ApiError, errorText } from './api-error.ts';
import { apiGet, apiPost, configureClient, withQuery } from './client.ts';

afterEach(() => vi.unstubAllGlobals());

function answer(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

function environment(token: string | null = 'tok') {
  const onSessionRefused = vi.fn();
  configureClient({ token: () => token, language: () => 'en', onSessionRefused });
  return onSessionRefused;
}

describe('the console API client', () => {
  it('sends the bearer token and language, and parses the answer with the route schema', async () => {
    environment();
    const fetch = answer(200, { State: true, Extra: 1 });
    const result = await apiPost('/api/Admin/X', { A: 1 }, z.object({ State: z.boolean() }));
    expect(result).toEqual({ State: true });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/Admin/X');
    expect(init.headers).toMatchObject({
      Authorization: 'Bearer tok',
      'Accept-Language': 'en',
      'Content-Type': 'application/json',
    });
    expect(init.body).toBe('{"A":1}');
  });

  it('leaves empty filters out of the query', async () => {
    expect(withQuery('/api/Admin/Audit', { Action: 'games.', AdminId: undefined, To: '' })).toBe(
      '/api/Admin/Audit?Action=games.',
    );
    environment();
    const fetch = answer(200, {});
    await apiGet('/api/a', z.object({}), { Limit: 50, Cursor: null });
    expect((fetch.mock.calls[0] as unknown as [string])[0]).toBe('/api/a?Limit=50');
  });

  it('a catalogue refusal is an ApiError with its code, worded in the language sent', async () => {
    environment();
    answer(403, { Code: 6003, Message: 'Not permitted: games.manage' });
    const error = await apiGet('/api/x', z.object({})).catch((failure: unknown) => failure);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe(6003);
    expect(errorText(error, 'en')).toBe('Not permitted: games.manage');
  });

  it('a 401 to a call with the current token ends the console session; other refusals do not', async () => {
    const onSessionRefused = environment();
    answer(403, { Code: 6003, Message: 'no' });
    await apiGet('/api/x', z.object({})).catch(() => undefined);
    expect(onSessionRefused).not.toHaveBeenCalled();
    answer(401, { Code: 2011, Message: 'ended' });
    await apiGet('/api/x', z.object({})).catch(() => undefined);
    expect(onSessionRefused).toHaveBeenCalledTimes(1);
  });

  it('a 401 to a call made without a token (the login) does not', async () => {
    const onSessionRefused = environment(null);
    answer(401, { Code: 2003, Message: 'wrong password' });
    await apiPost('/api/AdminAuth/Login', {}, z.object({})).catch(() => undefined);
    expect(onSessionRefused).not.toHaveBeenCalled();
  });

  it('an answer outside its contract fails as such, not as data', async () => {
    environment();
    answer(200, { State: 'yes' });
    const error = await apiGet('/api/x', z.object({ State: z.boolean() })).catch((e: unknown) => e);
    expect((error as ApiError).failure).toBe('contract');
    expect(errorText(error, 'zh-CN')).toBe('服务器的回答无法识别');
  });
});
