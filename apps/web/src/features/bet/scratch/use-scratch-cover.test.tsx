import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useBetOptions } from '../../../shared/bet-options/bet-options-store.ts';
import { readBetOptions } from '../../../shared/bet-options/bet-options.ts';
import { drawn, issueAt } from '../../draws/testing/draws-fixtures.ts';
import { useScratchCover } from './use-scratch-cover.ts';

const last = drawn(5).SerialNumber;

beforeEach(() => {
  localStorage.clear();
  useBetOptions.setState({ options: readBetOptions(null) });
  useBetOptions.getState().setOption('scratchDraw', true);
});
afterEach(cleanup);

describe('useScratchCover', () => {
  it('covers the latest drawn result until revealed; a newer one takes the cover', () => {
    const { result } = renderHook(() => useScratchCover());
    act(() => result.current.cover(drawn(6), last));
    expect(result.current.coveredSerial).toBe(drawn(6).SerialNumber);
    act(() => result.current.cover(drawn(7), drawn(6).SerialNumber));
    expect(result.current.coveredSerial).toBe(drawn(7).SerialNumber);
    act(() => result.current.reveal());
    expect(result.current.coveredSerial).toBeNull();
  });

  it('leaves out a late result of an older issue and a cancelled issue', () => {
    const { result } = renderHook(() => useScratchCover());
    act(() => result.current.cover(drawn(4), last));
    act(() => result.current.cover(issueAt(6, { State: 'cancelled' }), last));
    expect(result.current.coveredSerial).toBeNull();
  });

  it('covers nothing with the option off, and uncovers when it is turned off', () => {
    const { result } = renderHook(() => useScratchCover());
    act(() => result.current.cover(drawn(6), last));
    act(() => useBetOptions.getState().setOption('scratchDraw', false));
    expect(result.current.coveredSerial).toBeNull();
    act(() => result.current.cover(drawn(7), last));
    expect(result.current.coveredSerial).toBeNull();
  });
});
