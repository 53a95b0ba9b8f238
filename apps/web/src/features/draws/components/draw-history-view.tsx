import type { TGameCatalogueEntry, TLotteryGameData } from '@lottery/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberShapeOf } from '../logic/draw-numbers.ts';
import { PositionPicker } from './position-picker.tsx';
import { ResultsPanel } from './results-panel.tsx';
import { RoadPanel } from './road-panel.tsx';
import { TabList, tabIdOf, tabPanelIdOf } from '../../../shared/ui/tab-list.tsx';
import { TrendPanel } from './trend-panel.tsx';

type TView = 'results' | 'trend' | 'road';
const views: readonly TView[] = ['results', 'trend', 'road'];
const prefix = 'history';

/** A game's results, trend chart and bead road, as three tabs sharing one chosen position. */
export function DrawHistoryView({
  game,
  data,
}: {
  game: TGameCatalogueEntry;
  data: TLotteryGameData;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<TView>('results');
  const ordered = data.Families.find((family) => family.Id === game.Family)?.Draw.Ordered ?? true;
  const shape = useMemo(() => numberShapeOf(game.CategoryId, ordered), [game.CategoryId, ordered]);
  const [position, setPosition] = useState(() => (ordered ? 0 : -1));
  const positionName =
    position < 0 ? t('draws.wholeDraw') : t('draws.positionN', { n: position + 1 });
  const tabs = views
    .filter((id) => id === 'results' || shape !== null)
    .map((id) => ({ id, label: t(`draws.views.${id}`) }));

  return (
    <>
      <TabList
        tabs={tabs}
        selected={view}
        onSelect={(id) => setView(id as TView)}
        label={t('draws.historyViews')}
        prefix={prefix}
      />
      <div
        className="history-panel"
        role="tabpanel"
        id={tabPanelIdOf(prefix)}
        aria-labelledby={tabIdOf(prefix, view)}
      >
        {view === 'results' || !shape ? (
          <ResultsPanel gameId={game.GameId} categoryId={game.CategoryId} />
        ) : (
          <>
            <div className="filters">
              <PositionPicker
                length={shape.length}
                value={view === 'road' ? Math.max(position, 0) : position}
                onChange={setPosition}
                hasWholeDraw={!shape.ordered && view === 'trend'}
              />
            </div>
            {view === 'trend' ? (
              <TrendPanel
                gameId={game.GameId}
                categoryId={game.CategoryId}
                shape={shape}
                position={position}
                positionName={positionName}
              />
            ) : (
              <RoadPanel
                gameId={game.GameId}
                categoryId={game.CategoryId}
                shape={shape}
                position={position}
                positionName={position < 0 ? t('draws.positionN', { n: 1 }) : positionName}
              />
            )}
          </>
        )}
      </div>
    </>
  );
}
