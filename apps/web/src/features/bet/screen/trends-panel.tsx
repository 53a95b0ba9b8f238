import type { TGameCatalogueEntry } from '@lottery/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TabList, tabIdOf, tabPanelIdOf } from '../../../shared/ui/tab-list.tsx';
import { numberShapeOf } from '../../draws/logic/draw-numbers.ts';
import { RoadView } from './road-view.tsx';
import { StreakList } from './streak-list.tsx';

type TTrendView = 'road' | 'streaks';
const views: readonly TTrendView[] = ['road', 'streaks'];
const prefix = 'trends';

/** Beside the picker: the bead road and the current streaks, as two tabs. */
export function TrendsPanel({
  game,
  coveredSerial,
}: {
  game: TGameCatalogueEntry;
  coveredSerial: string | null;
}) {
  const { t } = useTranslation();
  const [view, setView] = useState<TTrendView>('road');
  const shape = useMemo(() => numberShapeOf(game.CategoryId), [game.CategoryId]);
  if (!shape) return null;
  return (
    <section className="bet-trends" aria-label={t('bet.trends.label')}>
      <TabList
        tabs={views.map((id) => ({ id, label: t(`bet.trends.${id}`) }))}
        selected={view}
        onSelect={(id) => setView(id as TTrendView)}
        label={t('bet.trends.label')}
        prefix={prefix}
      />
      <div
        className="bet-trends-panel"
        role="tabpanel"
        id={tabPanelIdOf(prefix)}
        aria-labelledby={tabIdOf(prefix, view)}
      >
        {view === 'road' ? (
          <RoadView
            gameId={game.GameId}
            categoryId={game.CategoryId}
            shape={shape}
            coveredSerial={coveredSerial}
          />
        ) : (
          <StreakList gameId={game.GameId} isCovered={coveredSerial !== null} />
        )}
      </div>
    </section>
  );
}
