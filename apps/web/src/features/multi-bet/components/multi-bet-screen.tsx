import type { TLotteryGameData } from '@lottery/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { cataloguePhaseOf, nameIn, useGameSchedules } from '../draws-parts.ts';
import { familiesWithGames, gamesOfFamily, isScheduledGame } from '../logic/family-games.ts';
import { FamilyNav } from './family-nav.tsx';
import { GameBetCard } from './game-bet-card.tsx';
import { QuickBet } from './quick-bet.tsx';

/**
 * Every game of one rules family with its countdown, last result and quick bet. The scheduled
 * games' countdowns come from one LotteryGame/Info query and their results live through the
 * hub (MultiJoin of their ids, shared/realtime/game-groups.ts). An unknown family shows the
 * families that exist instead.
 */
export function MultiBetScreen({ data, family }: { data: TLotteryGameData; family: string }) {
  const { t, i18n } = useTranslation();
  const families = useMemo(() => familiesWithGames(data), [data]);
  const games = useMemo(() => gamesOfFamily(data, family), [data, family]);
  const gameIds = useMemo(() => games.filter(isScheduledGame).map((game) => game.GameId), [games]);
  const schedules = useGameSchedules(gameIds);
  const current = families.find((entry) => entry.id === family);
  const familyNav = <FamilyNav families={families} label={t('multiBet.families')} />;

  if (!current)
    return (
      <section className="multi-bet-page" aria-labelledby="multi-bet-title">
        <h1 id="multi-bet-title">{t('multiBet.title')}</h1>
        {families.length === 0 ? (
          <QueryStatus status="empty" emptyText={t('multiBet.noFamilies')} />
        ) : (
          <>
            <p className="multi-bet-empty">{t('multiBet.unknownFamily', { type: family })}</p>
            {familyNav}
          </>
        )}
      </section>
    );

  return (
    <section className="multi-bet-page" aria-labelledby="multi-bet-title">
      <div className="multi-bet-head">
        <h1 id="multi-bet-title">
          {t('multiBet.familyTitle', { family: nameIn(current.name, i18n.language) })}
        </h1>
        <Link className="text-link" to={paths.comboBet.getHref()}>
          {t('multiBet.combo.title')}
        </Link>
      </div>
      {familyNav}
      {schedules.isError && !schedules.data && (
        <QueryStatus status="error" onRetry={() => void schedules.refetch()} />
      )}
      <div className="game-bet-list">
        {games.map((game) => {
          const state = schedules.phases.get(game.GameId) ?? cataloguePhaseOf(game);
          return (
            <GameBetCard
              key={game.GameId}
              game={game}
              info={schedules.data?.games[game.GameId]}
              state={state}
            >
              <QuickBet game={game} state={state} />
            </GameBetCard>
          );
        })}
      </div>
    </section>
  );
}
