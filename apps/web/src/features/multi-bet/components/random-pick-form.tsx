import type { TGameCatalogueEntry } from '@lottery/contracts';
import { randomPick, type TBetType, type TRandomInt } from '@lottery/lottery';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gamePrizeGroupOf } from '../../../shared/lottery/game-prize-group.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { nameIn } from '../draws-parts.ts';
import { maxPayoutOf, priceSelections } from '../logic/price-picks.ts';
import { selectionText } from '../logic/selection-text.ts';
import { initialAmountText, stakeTermsOf } from '../logic/stake-terms.ts';
import { AmountField } from './amount-field.tsx';
import { PlaceBar } from './place-bar.tsx';

/** 机选 draws from the browser's generator: a quick pick is a convenience, not a draw. */
const browserRandom: TRandomInt = (n) => Math.floor(Math.random() * n);

/**
 * An official-book quick bet: a random pick (机选) of the family's first bet type, shown and
 * re-drawn at will, with a multiple in 元 mode at the player's own prize group.
 */
export function RandomPickForm({
  game,
  type,
  issueSerial,
  random = browserRandom,
}: {
  game: TGameCatalogueEntry;
  type: TBetType;
  issueSerial: string | null;
  random?: TRandomInt;
}) {
  const { t, i18n } = useTranslation();
  const [selection, setSelection] = useState(() => randomPick(type, random));
  const [amountText, setAmountText] = useState(() => initialAmountText('official'));
  const ownGroup = useUserInfo((s) => s.playerBaseData?.PrizeGroup ?? null);
  // These forms bet at the highest group the game allows the player (no rebate).
  const prizeGroup = ownGroup === null ? null : gamePrizeGroupOf(ownGroup, game);
  const terms = stakeTermsOf('official', amountText, prizeGroup, maxPayoutOf(game));
  const priced = typeof terms === 'string' ? null : priceSelections([{ type, selection }], terms);
  const pickText = selectionText(type, selection, i18n.language);
  const repick = () => setSelection(randomPick(type, random));

  return (
    <div
      className="quick-bet"
      role="group"
      aria-label={t('multiBet.quickBet', { game: nameIn(game.Name, i18n.language) })}
    >
      <p className="random-pick">
        <span className="random-pick-type">{nameIn(type.name, i18n.language)}</span>
        <span className="random-pick-label">{t('multiBet.randomPick')}</span>
        <output className="random-pick-numbers">{pickText}</output>
        <button type="button" className="button" onClick={repick}>
          {t('multiBet.repick')}
        </button>
      </p>
      <AmountField
        book="official"
        value={amountText}
        onChange={setAmountText}
        problem={typeof terms === 'string' ? terms : null}
        priced={priced}
      />
      <PlaceBar
        game={game}
        issueSerial={issueSerial}
        priced={priced}
        betsText={`${nameIn(type.name, i18n.language)} ${pickText}`}
        onPlaced={repick}
      />
    </div>
  );
}
