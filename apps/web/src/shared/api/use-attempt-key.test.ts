import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiError } from './http-client.ts';
import { useAttemptKey } from './use-attempt-key.ts';

const failure = (status: number) => new ApiError(status, null, '/api/Transfer/Make');

describe('useAttemptKey', () => {
  it('keeps the key after an unanswered call, so the retry is the same attempt', () => {
    const { result } = renderHook(() => useAttemptKey());
    const first = result.current.key;
    act(() => result.current.settle(failure(0)));
    act(() => result.current.settle(failure(503)));
    act(() => result.current.settle(new TypeError('Failed to fetch')));
    expect(result.current.key).toBe(first);
  });

  it('starts a new attempt after a refusal or a renew', () => {
    const { result } = renderHook(() => useAttemptKey());
    const first = result.current.key;
    act(() => result.current.settle(failure(409)));
    const second = result.current.key;
    expect(second).not.toBe(first);
    act(() => result.current.renew());
    expect(result.current.key).not.toBe(second);
  });
});
