import { findBetType, officialCapsOf, priceTicket, type TSelection } from '@lottery/lottery';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { offThreadEntries } from '../logic/price-request.ts';
import { fakePriceWorkers } from '../testing/fake-price-worker.ts';
import { useOfficialPrice, type TPriceTerms } from './use-official-price.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const single = findBetType('ssc.star5.single');
if (!single) throw new Error('ssc.star5.single is missing from the catalogue');

// One caps object, as the picker memoises it: a new one is new terms to price.
const caps = officialCapsOf(400_000_000n);
const terms = (multiple: number): TPriceTerms => ({
  type: single,
  mode: 'yuan',
  multiple,
  group: 1800,
  userGroup: 1956,
  caps,
});
const entries = (count: number): TSelection => ({
  entries: Array.from({ length: count }, (_, i) => String(i).padStart(5, '0')),
});
const priceOn = (selection: TSelection, multiple: number) =>
  priceTicket({ ...terms(multiple), betType: single, selection });

function renderPrice(selection: TSelection | undefined, multiple = 1) {
  return renderHook(
    (props: { selection: TSelection | undefined; multiple: number }) =>
      useOfficialPrice(terms(props.multiple), props.selection),
    { initialProps: { selection, multiple } },
  );
}

describe('useOfficialPrice', () => {
  it('prices a pick of a few entries at once, on the main thread', () => {
    const workers = fakePriceWorkers();
    vi.stubGlobal('Worker', workers.Worker);
    const selection = entries(offThreadEntries - 1);
    const { result } = renderPrice(selection);
    expect(result.current.priced).toEqual(priceOn(selection, 1));
    expect(result.current.isPending).toBe(false);
    expect(workers.started).toHaveLength(0);
  });

  it('prices thousands of entries in a worker, keeping the last price until the new one', async () => {
    const workers = fakePriceWorkers();
    vi.stubGlobal('Worker', workers.Worker);
    const selection = entries(offThreadEntries);
    const { result, rerender } = renderPrice(selection);
    expect(result.current.isPending).toBe(true);
    expect(result.current.priced).toBeUndefined();
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.priced).toEqual(priceOn(selection, 1));
    expect(result.current.priced).toMatchObject({ units: offThreadEntries });

    rerender({ selection, multiple: 3 });
    expect(result.current.isPending).toBe(true);
    expect(result.current.priced).toEqual(priceOn(selection, 1));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.priced).toEqual(priceOn(selection, 3));
    expect(workers.started).toHaveLength(1);
    expect(workers.started[0]?.requests.map((request) => request.multiple)).toEqual([1, 3]);
  });

  it('goes back to the main thread when the pick shrinks', async () => {
    vi.stubGlobal('Worker', fakePriceWorkers().Worker);
    const { result, rerender } = renderPrice(entries(offThreadEntries));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    const few = entries(3);
    rerender({ selection: few, multiple: 1 });
    expect(result.current).toMatchObject({ priced: priceOn(few, 1), isPending: false });
    rerender({ selection: undefined, multiple: 1 });
    expect(result.current).toMatchObject({ priced: undefined, isPending: false });
  });

  it('prices on the main thread when the worker fails to start', async () => {
    vi.stubGlobal('Worker', fakePriceWorkers({ fail: true }).Worker);
    const selection = entries(offThreadEntries);
    const { result } = renderPrice(selection);
    await waitFor(() => expect(result.current.isPending).toBe(false));
    expect(result.current.priced).toEqual(priceOn(selection, 1));
  });

  it('stops its worker when the picker goes', async () => {
    const workers = fakePriceWorkers();
    vi.stubGlobal('Worker', workers.Worker);
    const { result, unmount } = renderPrice(entries(offThreadEntries));
    await waitFor(() => expect(result.current.isPending).toBe(false));
    unmount();
    expect(workers.started[0]?.isTerminated).toBe(true);
  });
});
