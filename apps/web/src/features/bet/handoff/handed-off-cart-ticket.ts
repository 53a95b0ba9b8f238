import {
  parseThousandths,
  thousandthsToNumber,
  type TGameCatalogueEntry,
  type TLotteryGameData,
} from '@lottery/contracts';
import {
  countUnits,
  findBetType,
  maxMultiple,
  officialCapsOf,
  priceTicket,
} from '@lottery/lottery';
import type { TFunction } from 'i18next';
import type { THandedOffTicket } from '../../../shared/bet-handoff/bet-handoff.ts';
import { gamePrizeFloorOf, gamePrizeGroupOf } from '../../../shared/lottery/game-prize-group.ts';
import type { TNewCartTicket } from '../cart/cart-ticket.ts';
import { cartTicketOf } from '../picker/logic/cart-ticket-of.ts';
import { nameIn } from '../picker/logic/names.ts';
import { officialBetTypesOf } from '../picker/logic/official-bet-types.ts';
import { prizeGroupChoices } from '../picker/logic/prize-groups.ts';
import { selectionText } from '../picker/logic/selection-text.ts';

/**
 * Why a handed-off ticket cannot go into the cart: the game no longer sells its bet type, or its
 * selection or stake no longer holds.
 */
export type THandOffRefusal = 'betType' | 'selection';

export type THandOffPricing =
  { ok: true; ticket: TNewCartTicket } | { ok: false; reason: THandOffRefusal };

export interface THandOffContext {
  game: TGameCatalogueEntry;
  data: TLotteryGameData;
  /** The player's own prize group (PlayerBaseData.PrizeGroup). */
  ownGroup: number;
  t: TFunction;
  language: string;
}

const refused = (reason: THandOffRefusal): THandOffPricing => ({ ok: false, reason });

/**
 * An official ticket priced as the picker would price it on this game now: the player's group on
 * the game (the picker's default), the shared mode, and the shared multiple brought within what
 * the payout cap allows. The cart gets what priceTicket, the server's pricing, gives.
 */
function officialTicketOf(ticket: THandedOffTicket, context: THandOffContext): THandOffPricing {
  const { game, data, ownGroup, t, language } = context;
  const type = officialBetTypesOf(data, game.Family).find((one) => one.id === ticket.BetTypeId);
  if (!type || !game.Books.includes('official')) return refused('betType');
  const gameGroup = gamePrizeGroupOf(ownGroup, game);
  const floor = gamePrizeFloorOf(gameGroup, game);
  const payoutCaps = officialCapsOf(parseThousandths(game.MaxPayoutPerTicket) ?? 0n);
  const caps = floor === null ? payoutCaps : { ...payoutCaps, minGroup: floor };
  const choices = prizeGroupChoices(gameGroup, caps);
  const group = choices.includes(gameGroup) ? gameGroup : (choices[0] ?? gameGroup);
  const max = maxMultiple(type, ticket.Mode, group, caps);
  const multiple = Math.max(1, Math.min(ticket.Multiple, max));
  const terms = { mode: ticket.Mode, multiple, group, userGroup: gameGroup, caps };
  const priced = priceTicket({ betType: type, selection: ticket.Selection, ...terms });
  if (!priced.ok) return refused('selection');
  return {
    ok: true,
    ticket: cartTicketOf({
      gameId: game.GameId,
      type,
      selection: ticket.Selection,
      mode: ticket.Mode,
      multiple,
      group,
      units: priced.units,
      amount: priced.amount,
      maxMultiple: priced.maxMultiple,
      betTypeName: nameIn(type.name, language),
      selectionText: selectionText(type, ticket.Selection, t, language),
    }),
  };
}

/**
 * A two-sided ticket at its shared stake per unit (the shared amount over its units, exact), its
 * units counted again by the rules engine. The odds are the board's business: the cart and the
 * server check the stake against the payout cap when it is placed.
 */
function twoSidedTicketOf(ticket: THandedOffTicket, context: THandOffContext): THandOffPricing {
  const { game, data, t, language } = context;
  const isSold = data.BetTypes.some(
    (info) =>
      info.Id === ticket.BetTypeId && info.Book === 'twoSided' && info.Family === game.Family,
  );
  const type = findBetType(ticket.BetTypeId);
  if (!isSold || !type || type.book !== 'twoSided' || !game.Books.includes('twoSided'))
    return refused('betType');
  const amount = parseThousandths(ticket.Amount);
  const shared = BigInt(ticket.Units);
  if (amount === null || amount % shared !== 0n) return refused('selection');
  const stake = amount / shared;
  const counted = countUnits(type.id, ticket.Selection);
  if (!counted.ok || counted.units < 1 || stake <= 0n) return refused('selection');
  return {
    ok: true,
    ticket: {
      gameId: game.GameId,
      request: {
        BetTypeId: type.id,
        Book: 'twoSided',
        Selection: ticket.Selection,
        Stake: thousandthsToNumber(stake),
      },
      betTypeName: nameIn(type.name, language),
      selectionText: selectionText(type, ticket.Selection, t, language),
      units: counted.units,
      amountThousandths: Number(BigInt(counted.units) * stake),
      maxMultiple: null,
    },
  };
}

/** A copied chat share's ticket, priced for this game's cart, or why it cannot be. */
export function handedOffCartTicket(
  ticket: THandedOffTicket,
  context: THandOffContext,
): THandOffPricing {
  return ticket.Book === 'official'
    ? officialTicketOf(ticket, context)
    : twoSidedTicketOf(ticket, context);
}
