import {
  priceTicket,
  type TBetMode,
  type TOfficialCaps,
  type TOfficialPrice,
  type TSelection,
} from '@lottery/lottery';

/** A pick and its terms as plain data, so a worker can be sent it: the type goes by its id. */
export interface TPriceRequest {
  readonly typeId: string;
  readonly selection: TSelection;
  readonly mode: TBetMode;
  readonly multiple: number;
  readonly group: number;
  readonly userGroup: number;
  readonly caps: TOfficialCaps;
}

export const priceOf = ({ typeId, ...ticket }: TPriceRequest): TOfficialPrice =>
  priceTicket({ betType: typeId, ...ticket });

/**
 * Typed entries from this many on are priced off the main thread (use-official-price.ts).
 * priceTicket validates every entry: 100,000 of them made one task of 85-135 ms in headless
 * Chromium on two cores (`npm run bench:picker`), long enough to hold up the next tap or key
 * past 100 ms. At this size it takes a few ms, and below it the figures come in the same frame
 * as the pick.
 */
export const offThreadEntries = 2_000;

export const isPricedOffThread = (selection: TSelection) =>
  (selection.entries?.length ?? 0) >= offThreadEntries;
