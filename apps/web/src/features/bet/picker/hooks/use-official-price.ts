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
 * Both are memoised on their inputs: a 100,000-entry selection is validated and counted (~60 ms)
 * when it or a term changes, never on other renders (typing, toggling unrelated state).
 */
export function useOfficialPrice(terms: TPriceTerms, selection: TSelection | undefined) {
  const { type, mode, multiple, group, userGroup, caps } = terms;
  const probe = useMemo(() => randomPick(type, seededRandomInt(1)), [type]);
  const termsPrice = useMemo(
    () => priceTicket({ betType: type, selection: probe, mode, multiple, group, userGroup, caps }),
    [type, probe, mode, multiple, group, userGroup, caps],
  );
  const priced = useMemo(
    () =>
      selection &&
      priceTicket({ betType: type, selection, mode, multiple, group, userGroup, caps }),
    [type, selection, mode, multiple, group, userGroup, caps],
  );
  return { terms: termsPrice, priced };
}
