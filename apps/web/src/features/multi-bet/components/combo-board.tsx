import type { TLotteryGameData } from '@lottery/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useComboBoard } from '../hooks/use-combo-board.ts';
import { comboBoardOf } from '../logic/board-types.ts';
import { isScheduledGame } from '../logic/family-games.ts';
import { GameBetCard } from './game-bet-card.tsx';
import { ItemBetForm } from './item-bet-form.tsx';
import { openIssueSerialOf } from './quick-bet.tsx';

/**
 * The combined board: every scheduled game that sells a 大小单双 / 龙虎 type, one tile each with
 * its countdown, last result and items. Tiles move on with the combo group's pushes
 * (use-combo-board.ts), not with reloads.
 */
export function ComboBoard({ data }: { data: TLotteryGameData }) {
  const { t } = useTranslation();
  const tiles = useMemo(
    () =>
      data.Games.filter(isScheduledGame).flatMap((game) => {
        const board = comboBoardOf(game);
        return board ? [{ game, board }] : [];
      }),
    [data],
  );
  const gameIds = useMemo(() => tiles.map(({ game }) => game.GameId), [tiles]);
  const schedules = useComboBoard(gameIds);

  if (tiles.length === 0)
    return <QueryStatus status="empty" emptyText={t('multiBet.combo.noGames')} />;
  return (
    <>
      {schedules.isError && !schedules.data && (
        <QueryStatus status="error" onRetry={() => void schedules.refetch()} />
      )}
      <div className="combo-grid" role="region" aria-label={t('multiBet.combo.board')}>
        {tiles.map(({ game, board }) => {
          const state = schedules.phases.get(game.GameId);
          return (
            <GameBetCard
              key={game.GameId}
              game={game}
              info={schedules.data?.games[game.GameId]}
              state={state}
            >
              <ItemBetForm game={game} board={board} issueSerial={openIssueSerialOf(state)} />
            </GameBetCard>
          );
        })}
      </div>
    </>
  );
}
