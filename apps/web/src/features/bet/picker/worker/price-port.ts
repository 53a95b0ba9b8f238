import type { TOfficialPrice } from '@lottery/lottery';
import type { TPriceRequest } from '../logic/price-request.ts';

/** What the picker needs of the pricing worker (a Worker is one; tests pass their own). */
export interface TPricePort {
  postMessage(request: TPriceRequest): void;
  onmessage: ((event: MessageEvent<TOfficialPrice>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  terminate(): void;
}

/** False where workers do not exist (jsdom): the picker then prices on the main thread. */
export const canPriceOffThread = () => typeof Worker !== 'undefined';

/** A new pricing worker; its code (the rules engine) is fetched the first time one starts. */
export const createPricePort = (): TPricePort =>
  new Worker(new URL('./price-worker.ts', import.meta.url), { type: 'module', name: 'bet-price' });
