import type { TAdminGameWire } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { usePermissions } from '../../../shared/session/session-store.ts';
import { ErrorNotice } from '../../../shared/ui/error-notice.tsx';
import { uiTexts } from '../../../shared/ui/ui-texts.ts';
import { gamesQuery } from '../api/list-games.ts';
import { GameLimitsForm } from './game-limits-form.tsx';
import { GameOddsEditor } from './game-odds-editor.tsx';
import { GamePrizeGroupForm } from './game-prize-group-form.tsx';
import { GameScheduleForm } from './game-schedule-form.tsx';
import { GameStatePanel } from './game-state-panel.tsx';
import { gamesTexts } from '../games-texts.ts';
import { IssuesTable } from './issues-table.tsx';

/**
 * One game: its state, limits, prize group (official book) and schedule (editable with
 * games.manage), then its issues.
 */
export function GameDetail() {
  const texts = gamesTexts.useTexts();
  const ui = uiTexts.useTexts();
  const gameId = Number(useParams().gameId);
  const permissions = usePermissions();
  const query = useQuery(gamesQuery());
  const game: TAdminGameWire | undefined = query.data?.Games.find((g) => g.GameId === gameId);
  if (query.error) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (!game) return <p className="table-state">{query.isLoading ? ui.loading : ui.empty}</p>;
  const canManage = permissions.has('games.manage');
  return (
    <section>
      <div className="page-head">
        <h1>
          {game.Name} <small>{game.Code}</small>
        </h1>
        <div className="page-actions">
          <Link to="..">{texts.back}</Link>
        </div>
      </div>
      <div className="game-panels">
        <GameStatePanel game={game} canManage={canManage} />
        <GameLimitsForm game={game} canManage={canManage} />
        {game.Books.includes('official') && (
          <GamePrizeGroupForm game={game} canManage={canManage} />
        )}
        <GameScheduleForm game={game} canManage={canManage} />
      </div>
      {game.Books.includes('twoSided') && (
        <div className="issues-block">
          <h2>{texts.odds.heading}</h2>
          <p className="panel-hint">{texts.odds.hint}</p>
          <GameOddsEditor gameId={game.GameId} canManage={canManage} />
        </div>
      )}
      {game.DrawSource !== 'instant' && (
        <IssuesTable game={game} canResult={permissions.has('games.results')} />
      )}
    </section>
  );
}
