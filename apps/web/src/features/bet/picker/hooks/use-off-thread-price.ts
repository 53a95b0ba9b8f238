import type { TOfficialPrice } from '@lottery/lottery';
import { useEffect, useRef, useState } from 'react';
import { priceOf, type TPriceRequest } from '../logic/price-request.ts';
import { latestOnlyPricer, type TLatestOnlyPricer } from '../worker/latest-only-pricer.ts';
import { createPricePort } from '../worker/price-port.ts';

export interface TOffThreadAnswer {
  request: TPriceRequest;
  price: TOfficialPrice;
}

/**
 * Prices requests in a worker started at the first one and stopped with the component; the
 * answer is the latest request's once it comes (until then, an older one's). Were the worker to
 * fail, requests are priced on the main thread as before.
 */
export function useOffThreadPrice(request: TPriceRequest | undefined) {
  const [answer, setAnswer] = useState<TOffThreadAnswer>();
  const pricer = useRef<TLatestOnlyPricer>(undefined);

  useEffect(
    () => () => {
      pricer.current?.close();
      pricer.current = undefined;
    },
    [],
  );

  useEffect(() => {
    if (!request) return;
    let isCurrent = true;
    const answerWith = (price: TOfficialPrice) => {
      if (isCurrent) setAnswer({ request, price });
    };
    pricer.current ??= latestOnlyPricer(createPricePort());
    pricer.current.price(request).then(
      (price) => {
        if (price) answerWith(price);
      },
      () => answerWith(priceOf(request)),
    );
    return () => {
      isCurrent = false;
    };
  }, [request]);

  return answer;
}
