import type { TGameCatalogueEntry } from '@lottery/contracts';
import type { TBetType } from '@lottery/lottery';
import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../../shared/ui/query-status.tsx';
import { useLuzhuRoads } from '../hooks/use-luzhu-roads.ts';
import type { TLuzhuLane } from '../logic/luzhu-lanes.ts';
import { nameIn } from '../logic/names.ts';
import type { TPicksAction } from '../logic/picks.ts';
import { LuzhuLane } from './luzhu-lane.tsx';

/**
 * 路珠 mode (SPEC §3): per position of the chosen 大小单双 type (or its sum), the bead roads of
 * the latest results with the current runs, and 大 小 单 双 buttons that tick the type's items.
 * The picks are the same items the normal picker ticks, so count, amount and add to cart are
 * the normal pipeline's. Betting does not wait for the roads: the buttons show while they load.
 */
export function LuzhuBoard({
  game,
  type,
  lanes,
  picked,
  dispatch,
  coveredSerial,
}: {
  game: TGameCatalogueEntry;
  type: TBetType;
  lanes: readonly TLuzhuLane[];
  picked: readonly string[];
  dispatch: Dispatch<TPicksAction>;
  coveredSerial: string | null;
}) {
  const { t, i18n } = useTranslation();
  const { history, roads, drawCount } = useLuzhuRoads(game, type, lanes, coveredSerial);
  const hasRoads = history.data !== undefined && drawCount > 0;
  return (
    <div className="luzhu-board" role="group" aria-label={t('bet.picker.luzhu.board')}>
      {!history.data ? (
        <QueryStatus
          status={history.isError ? 'error' : 'loading'}
          error={history.error}
          onRetry={() => void history.refetch()}
        />
      ) : (
        drawCount === 0 && <QueryStatus status="empty" emptyText={t('bet.picker.luzhu.noDraws')} />
      )}
      {lanes.map((lane, i) => (
        <LuzhuLane
          key={lane.key}
          lane={lane}
          name={lane.name ? nameIn(lane.name, i18n.language) : t('bet.picker.luzhu.sum')}
          roads={hasRoads ? roads[i] : undefined}
          picked={picked}
          dispatch={dispatch}
        />
      ))}
    </div>
  );
}
