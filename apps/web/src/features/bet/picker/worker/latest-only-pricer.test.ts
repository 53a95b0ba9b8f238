import type { TOfficialPrice } from '@lottery/lottery';
import { officialCapsOf } from '@lottery/lottery';
import { describe, expect, it, vi } from 'vitest';
import { priceOf, type TPriceRequest } from '../logic/price-request.ts';
import { latestOnlyPricer } from './latest-only-pricer.ts';
import type { TPricePort } from './price-port.ts';

const requestAt = (multiple: number): TPriceRequest => ({
  typeId: 'ssc.star5.single',
  selection: { entries: ['12345', '54321'] },
  // 角: 0.200 a unit, and a maximum multiple of 20 at this cap.
  mode: 'jiao',
  multiple,
  group: 1800,
  userGroup: 1956,
  caps: officialCapsOf(400_000_000n),
});

/** A worker that answers only when the test says so. */
function manualPort() {
  const sent: TPriceRequest[] = [];
  const terminate = vi.fn();
  const port: TPricePort = {
    onmessage: null,
    onerror: null,
    postMessage: (request) => sent.push(request),
    terminate,
  };
  const answer = (price: TOfficialPrice) =>
    port.onmessage?.(new MessageEvent('message', { data: price }));
  const fail = () => port.onerror?.(new ErrorEvent('error', { message: 'script not found' }));
  return { port, sent, answer, fail, terminate };
}

/** Whether a promise has settled once pending callbacks have run. */
async function hasSettled(promise: Promise<unknown>) {
  let settled = false;
  promise.then(
    () => (settled = true),
    () => (settled = true),
  );
  await Promise.resolve();
  await Promise.resolve();
  return settled;
}

describe('latestOnlyPricer', () => {
  it('sends a request at once and resolves it with the worker answer', async () => {
    const { port, sent, answer } = manualPort();
    const pricer = latestOnlyPricer(port);
    const request = requestAt(1);
    const price = pricer.price(request);
    expect(sent).toEqual([request]);
    answer(priceOf(request));
    expect(await price).toEqual(priceOf(request));
    expect(await price).toMatchObject({ ok: true, units: 2, amount: 400n });
  });

  it('keeps only the newest request waiting while the worker works', async () => {
    const { port, sent, answer } = manualPort();
    const pricer = latestOnlyPricer(port);
    const [first, second, third] = [requestAt(1), requestAt(2), requestAt(3)];
    const firstPrice = pricer.price(first);
    const secondPrice = pricer.price(second);
    const thirdPrice = pricer.price(third);
    expect(sent).toEqual([first]);
    expect(await secondPrice).toBeUndefined();

    answer(priceOf(first));
    expect(await firstPrice).toMatchObject({ amount: 400n });
    expect(sent).toEqual([first, third]);
    expect(await hasSettled(thirdPrice)).toBe(false);

    answer(priceOf(third));
    expect(await thirdPrice).toMatchObject({ amount: 1200n });
    expect(sent).toEqual([first, third]);
  });

  it('sends the next request at once when the worker is idle again', async () => {
    const { port, sent, answer } = manualPort();
    const pricer = latestOnlyPricer(port);
    const first = pricer.price(requestAt(1));
    answer(priceOf(requestAt(1)));
    await first;
    void pricer.price(requestAt(2));
    expect(sent.map((request) => request.multiple)).toEqual([1, 2]);
  });

  it('rejects what it holds once the worker fails, and every request after', async () => {
    const { port, fail } = manualPort();
    const pricer = latestOnlyPricer(port);
    const working = pricer.price(requestAt(1));
    const waiting = pricer.price(requestAt(2));
    fail();
    await expect(working).rejects.toThrow('the pricing worker failed: script not found');
    await expect(waiting).rejects.toThrow('the pricing worker failed');
    await expect(pricer.price(requestAt(3))).rejects.toThrow('the pricing worker failed');
  });

  it('stops the worker on close, leaving what it held unanswered', async () => {
    const { port, terminate } = manualPort();
    const pricer = latestOnlyPricer(port);
    const working = pricer.price(requestAt(1));
    const waiting = pricer.price(requestAt(2));
    pricer.close();
    expect(terminate).toHaveBeenCalledTimes(1);
    expect(await working).toBeUndefined();
    expect(await waiting).toBeUndefined();
  });
});
