import {
  priceTicket,
  randomPick,
  seededRandomInt,
  type TBetMode,
  type TBetType,
  type TOfficialCaps,
  type TSelection,
} from '@lottery/lottery';
import { useMemo } from 'react';
import { isPricedOffThread, type TPriceRequest } from '../logic/price-request.ts';
import { canPriceOffThread } from '../worker/price-port.ts';
import { useOffThreadPrice } from './use-off-thread-price.ts';

export interface TPriceTerms {
  type: TBetType;
  mode: TBetMode;
  /** Already clamped to [1, max multiple]. */
  multiple: number;
  group: number;
  userGroup: number;
  caps: TOfficialCaps;
}

/**
 * What the picker shows about price, from priceTicket, the function the server charges with:
 * - `terms`: the price of a fixed valid pick of the type, for what does not depend on the
 *   selection (the prize per level at this mode, multiple and group, and the group paid), so
 *   prizes show before anything is picked;
 * - `priced`: the price of the player's selection (units, amount, rebate), or undefined when
 *   nothing is picked.
 * Both are memoised on their inputs, so other renders (typing, toggling unrelated state) do not
 * price again. A selection of thousands of typed entries (logic/price-request.ts) is priced in a
 * worker, so that neither it nor a change of its terms holds up the page: while that runs,
 * `isPending` is true and `priced` is the previous price of this type, if any.
 */
export function useOfficialPrice(terms: TPriceTerms, selection: TSelection | undefined) {
  const { type, mode, multiple, group, userGroup, caps } = terms;
  const probe = useMemo(() => randomPick(type, seededRandomInt(1)), [type]);
  const termsPrice = useMemo(
    () => priceTicket({ betType: type, selection: probe, mode, multiple, group, userGroup, caps }),
    [type, probe, mode, multiple, group, userGroup, caps],
  );
  const isOffThread =
    selection !== undefined && canPriceOffThread() && isPricedOffThread(selection);
  const priced = useMemo(
    () =>
      selection && !isOffThread
        ? priceTicket({ betType: type, selection, mode, multiple, group, userGroup, caps })
        : undefined,
    [type, selection, isOffThread, mode, multiple, group, userGroup, caps],
  );
  const request = useMemo(
    (): TPriceRequest | undefined =>
      selection && isOffThread
        ? { typeId: type.id, selection, mode, multiple, group, userGroup, caps }
        : undefined,
    [type, selection, isOffThread, mode, multiple, group, userGroup, caps],
  );
  const answer = useOffThreadPrice(request);

  if (!request) return { terms: termsPrice, priced, isPending: false };
  return {
    terms: termsPrice,
    priced: answer?.request.typeId === type.id ? answer.price : undefined,
    isPending: answer?.request !== request,
  };
}
