import type { TLotteryGameData } from '@lottery/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameSchedules } from '../hooks/use-game-schedules.ts';
import { cataloguePhaseOf } from '../logic/game-phase.ts';
import { nameIn } from '../logic/names.ts';
import { GameCard } from './game-card.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { TabList, tabIdOf, tabPanelIdOf, type TTab } from '../../../shared/ui/tab-list.tsx';

const allTab = 'all';
const prefix = 'lobby';

/**
 * The tab a game is under: its category's profit group (Data groups the categories the way a
 * lobby's tabs do: 时时彩, 11选5, 快3, 赛车, 低频彩, 快乐彩, 六合彩, 哈希彩), else its category.
 */
function tabOf(data: TLotteryGameData, categoryId: number, language: string): TTab {
  const category = data.Categories.find((item) => item.Id === categoryId);
  const group = data.ProfitGroups.find((item) => item.Id === category?.ProfitGroupId);
  if (group) return { id: `group-${group.Id}`, label: nameIn(group.Name, language) };
  return {
    id: `category-${categoryId}`,
    label: category ? nameIn(category.Name, language) : String(categoryId),
  };
}

/** "All", then each tab that has a game, in the order of its first game. */
function lobbyTabs(data: TLotteryGameData, language: string, allLabel: string) {
  const tabs = new Map<string, TTab>([[allTab, { id: allTab, label: allLabel }]]);
  const tabOfGame = new Map<number, string>();
  for (const game of data.Games) {
    const tab = tabOf(data, game.CategoryId, language);
    if (!tabs.has(tab.id)) tabs.set(tab.id, tab);
    tabOfGame.set(game.GameId, tab.id);
  }
  return { tabs: [...tabs.values()], tabOfGame };
}

/** The game lobby: game-type tabs over a grid of game cards with live countdowns. */
export function GameLobby({ data }: { data: TLotteryGameData }) {
  const { t, i18n } = useTranslation();
  const [selected, setSelected] = useState(allTab);
  const { tabs, tabOfGame } = useMemo(
    () => lobbyTabs(data, i18n.language, t('draws.allGames')),
    [data, i18n.language, t],
  );
  const gameIds = useMemo(() => data.Games.map((game) => game.GameId), [data]);
  const schedules = useGameSchedules(gameIds);
  const shown = data.Games.filter(
    (game) => selected === allTab || tabOfGame.get(game.GameId) === selected,
  );

  if (data.Games.length === 0) return <QueryStatus status="empty" emptyText={t('draws.noGames')} />;
  return (
    <div className="lobby">
      <TabList
        tabs={tabs}
        selected={selected}
        onSelect={setSelected}
        label={t('draws.categoryTabs')}
        prefix={prefix}
      />
      <div
        className="game-grid"
        role="tabpanel"
        id={tabPanelIdOf(prefix)}
        aria-labelledby={tabIdOf(prefix, selected)}
      >
        {schedules.isError && !schedules.data && (
          <QueryStatus status="error" onRetry={() => void schedules.refetch()} />
        )}
        {shown.map((game) => (
          <GameCard
            key={game.GameId}
            game={game}
            info={schedules.data?.games[game.GameId]}
            state={schedules.phases.get(game.GameId) ?? cataloguePhaseOf(game)}
          />
        ))}
      </div>
    </div>
  );
}
