import type { TGameCatalogueEntry } from '@lottery/contracts';
import type { TBetType } from '@lottery/lottery';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameData } from '../../../shared/lottery/game-data-query.ts';
import { gamePrizeGroupOf } from '../../../shared/lottery/game-prize-group.ts';
import { OfficialPickerBody } from './components/official-picker-body.tsx';
import { officialBetTypesOf } from './logic/official-bet-types.ts';
import './picker.css';

export interface TOfficialPickerProps {
  game: TGameCatalogueEntry;
  /**
   * The player's own prize group (PlayerBaseData.PrizeGroup); the picker bets at most at the
   * game's cap below it (gamePrizeGroupOf), and counts the self-rebate from there.
   */
  prizeGroup: number;
  /** The issue on sale now; null while none is (picking still works, adding waits for one). */
  issueSerial: string | null;
  /**
   * The result shown under a scratch card (scratch draw option), left out of the 路珠 roads
   * until scratched; null when none is covered.
   */
  coveredSerial?: string | null;
}

const hasTypes = (types: readonly TBetType[]): types is readonly [TBetType, ...TBetType[]] =>
  types.length > 0;

/**
 * The official-book number picker of /Bet/:id: bet type by group, numbers by selection shape,
 * unit mode, multiple and prize group, the live figures the server will charge, and add to cart.
 * The game's official types come from LotteryGame/Data (cached for the session).
 */
export function OfficialPicker({
  game,
  prizeGroup,
  issueSerial,
  coveredSerial = null,
}: TOfficialPickerProps) {
  const { t } = useTranslation();
  const gameData = useGameData();
  const types = useMemo(
    () => (gameData.data ? officialBetTypesOf(gameData.data, game.Family) : []),
    [gameData.data, game.Family],
  );

  if (gameData.isPending)
    return (
      <p className="picker-status" role="status">
        <span className="spinner is-small" aria-hidden="true" /> {t('common.loading')}
      </p>
    );
  if (gameData.isError)
    return (
      <div className="picker-status" role="alert">
        <p className="form-error">{t('bet.picker.loadError')}</p>
        <button type="button" className="button" onClick={() => void gameData.refetch()}>
          {t('common.retry')}
        </button>
      </div>
    );
  if (!hasTypes(types)) return <p className="picker-status muted">{t('bet.picker.noTypes')}</p>;
  return (
    <OfficialPickerBody
      key={game.GameId}
      game={game}
      types={types}
      prizeGroup={gamePrizeGroupOf(prizeGroup, game)}
      issueSerial={issueSerial}
      coveredSerial={coveredSerial}
    />
  );
}
