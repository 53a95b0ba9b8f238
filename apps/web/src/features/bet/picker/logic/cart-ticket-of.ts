import type { TBetMode, TBetType, TSelection } from '@lottery/lottery';
import type { TNewCartTicket } from '../../cart/cart-ticket.ts';

export interface TPricedPick {
  gameId: number;
  type: TBetType;
  selection: TSelection;
  mode: TBetMode;
  multiple: number;
  /** The group chosen (Bet/Place's PrizeGroup), not the type-capped group prizes are paid at. */
  group: number;
  units: number;
  amount: bigint;
  maxMultiple: number;
  betTypeName: string;
  selectionText: string;
}

/** A plain copy of a selection with only the fields it uses: the Bet/Place ticket's Selection. */
function selectionJson(selection: TSelection) {
  return {
    ...(selection.rows && { rows: selection.rows.map((row) => [...row]) }),
    ...(selection.entries && { entries: [...selection.entries] }),
    ...(selection.sums && { sums: [...selection.sums] }),
    ...(selection.positions && { positions: [...selection.positions] }),
    ...(selection.items && { items: [...selection.items] }),
  };
}

/**
 * The cart ticket of a priced pick. The amount goes in as a number of thousandths: the picker
 * adds only amounts within the game's stake limit per issue, far below 2^53.
 */
export function cartTicketOf(pick: TPricedPick): TNewCartTicket {
  return {
    gameId: pick.gameId,
    request: {
      BetTypeId: pick.type.id,
      Selection: selectionJson(pick.selection),
      Book: 'official',
      Mode: pick.mode,
      Multiple: pick.multiple,
      PrizeGroup: pick.group,
    },
    betTypeName: pick.betTypeName,
    selectionText: pick.selectionText,
    units: pick.units,
    amountThousandths: Number(pick.amount),
    maxMultiple: pick.maxMultiple,
  };
}
