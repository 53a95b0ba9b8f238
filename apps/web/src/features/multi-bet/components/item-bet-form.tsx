import type { TGameCatalogueEntry } from '@lottery/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gamePrizeGroupOf } from '../../../shared/lottery/game-prize-group.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { nameIn } from '../draws-parts.ts';
import type { TItemBoard } from '../logic/board-types.ts';
import { maxPayoutOf, priceSelections } from '../logic/price-picks.ts';
import { selectionText } from '../logic/selection-text.ts';
import { initialAmountText, stakeTermsOf } from '../logic/stake-terms.ts';
import { AmountField } from './amount-field.tsx';
import { ItemChips, togglePick, type TItemPicks } from './item-chips.tsx';
import { PlaceBar } from './place-bar.tsx';

/**
 * Item picks on one board (a multi-bet row's 大小单双, a combo tile's 大小单双 and 龙虎), one
 * ticket per bet type picked, with the stake per bet (two-sided book) or the multiple (official
 * book), priced by @lottery/lottery as the server will price them, placed on the issue on sale.
 */
export function ItemBetForm({
  game,
  board,
  issueSerial,
}: {
  game: TGameCatalogueEntry;
  board: TItemBoard;
  issueSerial: string | null;
}) {
  const { t, i18n } = useTranslation();
  const [picks, setPicks] = useState<TItemPicks>({});
  const [amountText, setAmountText] = useState(() => initialAmountText(board.book));
  const ownGroup = useUserInfo((s) => s.playerBaseData?.PrizeGroup ?? null);
  // These forms bet at the highest group the game allows the player (no rebate).
  const prizeGroup = ownGroup === null ? null : gamePrizeGroupOf(ownGroup, game);
  const terms = stakeTermsOf(board.book, amountText, prizeGroup, maxPayoutOf(game));

  const selections = useMemo(
    () =>
      board.types.flatMap((type) => {
        const items = picks[type.id] ?? [];
        return items.length > 0 ? [{ type, selection: { items: [...items] } }] : [];
      }),
    [board, picks],
  );
  const priced =
    selections.length === 0 || typeof terms === 'string'
      ? null
      : priceSelections(selections, terms);
  const betsText = selections
    .map(
      ({ type, selection }) =>
        `${nameIn(type.name, i18n.language)} ${selectionText(type, selection, i18n.language)}`,
    )
    .join('; ');

  return (
    <div
      className="quick-bet"
      role="group"
      aria-label={t('multiBet.quickBet', { game: nameIn(game.Name, i18n.language) })}
    >
      <ItemChips
        game={game}
        board={board}
        picks={picks}
        onToggle={(type, itemId) => setPicks((old) => togglePick(old, type, itemId))}
      />
      <AmountField
        book={board.book}
        value={amountText}
        onChange={setAmountText}
        problem={typeof terms === 'string' ? terms : null}
        priced={priced}
      />
      <PlaceBar
        game={game}
        issueSerial={issueSerial}
        priced={priced}
        betsText={betsText}
        hint={selections.length === 0 ? t('multiBet.pickItems') : undefined}
        onPlaced={() => setPicks({})}
      />
    </div>
  );
}
