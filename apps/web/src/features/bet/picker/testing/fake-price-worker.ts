import type { TOfficialPrice } from '@lottery/lottery';
import { priceOf, type TPriceRequest } from '../logic/price-request.ts';
import type { TPricePort } from '../worker/price-port.ts';

/**
 * A stand-in for the pricing worker, which jsdom lacks: stub it as the global `Worker`. Like the
 * real one it gets a copy of each request (structuredClone, as postMessage makes) and answers a
 * task later; a failing one reports an error instead, as a worker whose script cannot load does.
 */
export function fakePriceWorkers({ fail = false } = {}) {
  const started: FakePriceWorker[] = [];
  class FakePriceWorker implements TPricePort {
    onmessage: ((event: MessageEvent<TOfficialPrice>) => void) | null = null;
    onerror: ((event: ErrorEvent) => void) | null = null;
    readonly requests: TPriceRequest[] = [];
    isTerminated = false;

    constructor() {
      started.push(this);
    }

    postMessage(request: TPriceRequest) {
      const copy = structuredClone(request);
      this.requests.push(copy);
      setTimeout(() => {
        if (this.isTerminated) return;
        if (fail) this.onerror?.(new ErrorEvent('error', { message: 'script not found' }));
        else
          this.onmessage?.(new MessageEvent('message', { data: structuredClone(priceOf(copy)) }));
      }, 0);
    }

    terminate() {
      this.isTerminated = true;
    }
  }
  return { Worker: FakePriceWorker, started };
}
