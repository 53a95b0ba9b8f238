import { priceOf, type TPriceRequest } from '../logic/price-request.ts';

/** Prices large picks (logic/price-request.ts) for the picker, one request at a time. */
self.onmessage = (event: MessageEvent<TPriceRequest>) => {
  self.postMessage(priceOf(event.data));
};
