import { useTranslation } from 'react-i18next';
import { useGameData } from '../../../shared/lottery/game-data-query.ts';
import { FormRow } from '../../../shared/ui/form-row.tsx';

/**
 * The game filter, from the session's LotteryGame/Data (in sort order). Until that arrives, or if
 * it fails, only "all games" is offered and the records still list.
 */
export function GameSelect({
  value,
  onChange,
  isInstantIncluded = true,
}: {
  value: number | undefined;
  onChange(gameId: number | undefined): void;
  /** MiaoMiao games draw at once and have no chained bets. */
  isInstantIncluded?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const games = (useGameData().data?.Games ?? []).filter(
    (game) => isInstantIncluded || game.DrawSource !== 'instant',
  );
  return (
    <FormRow label={t('records.filters.game')}>
      <select
        value={value ?? ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
      >
        <option value="">{t('records.filters.allGames')}</option>
        {games.map((game) => (
          <option key={game.GameId} value={game.GameId}>
            {i18n.language === 'en' ? game.Name.en : game.Name.zh}
          </option>
        ))}
      </select>
    </FormRow>
  );
}
