import type { TOfficialPrice } from '@lottery/lottery';
import type { TPriceRequest } from '../logic/price-request.ts';
import type { TPricePort } from './price-port.ts';

interface TPending {
  request: TPriceRequest;
  resolve(price: TOfficialPrice | undefined): void;
  reject(error: Error): void;
}

export interface TLatestOnlyPricer {
  /**
   * The price of `request`, or undefined when a newer request replaced it before the worker
   * took it. Rejects once the worker has failed (it could not load): the caller prices itself.
   */
  price(request: TPriceRequest): Promise<TOfficialPrice | undefined>;
  close(): void;
}

/**
 * Sends the worker one request at a time and, while it works, keeps only the newest request
 * waiting: a player stepping the multiple of 100,000 entries five times gets the last price
 * after at most two pricings, not five.
 */
export function latestOnlyPricer(port: TPricePort): TLatestOnlyPricer {
  let working: TPending | undefined;
  let waiting: TPending | undefined;
  let failure: Error | undefined;

  function send(pending: TPending) {
    working = pending;
    port.postMessage(pending.request);
  }

  port.onmessage = (event) => {
    const done = working;
    working = undefined;
    done?.resolve(event.data);
    const next = waiting;
    waiting = undefined;
    if (next) send(next);
  };
  port.onerror = (event) => {
    failure = new Error(`the pricing worker failed: ${event.message}`);
    for (const pending of [working, waiting]) pending?.reject(failure);
    working = undefined;
    waiting = undefined;
  };

  return {
    price: (request) =>
      new Promise((resolve, reject) => {
        const pending = { request, resolve, reject };
        if (failure) reject(failure);
        else if (!working) send(pending);
        else {
          waiting?.resolve(undefined);
          waiting = pending;
        }
      }),
    close() {
      port.terminate();
      working?.resolve(undefined);
      waiting?.resolve(undefined);
      working = undefined;
      waiting = undefined;
    },
  };
}
