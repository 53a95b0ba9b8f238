import type { TGameCatalogueEntry } from '@lottery/contracts';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { onHandOff, takeHandedOffTickets } from '../../../shared/bet-handoff/bet-handoff.ts';
import { useGameData } from '../../../shared/lottery/game-data-query.ts';
import { warn } from '../../../shared/notices/notices-store.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { useCartStore } from '../cart/cart-store.ts';
import type { TClosedReason } from '../logic/closed-reason.ts';
import { formatThousandths } from '../picker/logic/format-money.ts';
import { handedOffCartTicket } from './handed-off-cart-ticket.ts';

/**
 * Takes the tickets handed to this game's bet page (a chat share copied into the cart) once the
 * catalogue and the player's prize group are known, and again whenever a copy is made while the
 * page shows (the chat dock beside it). Each ticket is priced again here and added, or refused
 * with a notice that says why; a game that takes no bets refuses them all.
 */
export function useHandedOffTickets(game: TGameCatalogueEntry, closedReason: TClosedReason | null) {
  const { t, i18n } = useTranslation();
  const { language } = i18n;
  const data = useGameData().data;
  const ownGroup = useUserInfo((s) => s.playerBaseData?.PrizeGroup ?? null);

  useEffect(() => {
    if (!data || ownGroup === null) return undefined;
    const take = () => {
      const tickets = takeHandedOffTickets(game.GameId);
      if (tickets.length === 0) return;
      if (closedReason) {
        warn('error', t('cart.handOff.closed'));
        return;
      }
      for (const handed of tickets) {
        const priced = handedOffCartTicket(handed, { game, data, ownGroup, t, language });
        if (!priced.ok) {
          warn('error', t(`cart.handOff.refused.${priced.reason}`));
          continue;
        }
        const { ticket } = priced;
        useCartStore.getState().add(ticket);
        warn(
          'success',
          t('cart.handOff.added', {
            name: ticket.betTypeName,
            units: ticket.units,
            amount: formatThousandths(BigInt(ticket.amountThousandths), language),
          }),
        );
      }
    };
    take();
    return onHandOff(take);
  }, [data, ownGroup, game, closedReason, t, language]);
}

/**
 * /Bet/:id of a game the catalogue does not list (offline, or no game): tickets handed to it are
 * taken and refused with the same notice as a closed game's, so none waits for a page that will
 * never price them.
 */
export function useHandOffToNoGame(gameId: number | null) {
  const { t } = useTranslation();
  useEffect(() => {
    if (gameId === null || takeHandedOffTickets(gameId).length === 0) return;
    warn('error', t('cart.handOff.closed'));
  }, [gameId, t]);
}
