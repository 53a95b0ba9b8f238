import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useDrawStatistics } from '../api/get-draw-statistics.ts';
import { useRecentDraws } from '../hooks/use-recent-draws.ts';
import type { TNumberShape } from '../logic/draw-numbers.ts';
import { trendMatrix } from '../logic/trend-matrix.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { TrendChart } from './trend-chart.tsx';

/** The trend chart of the chosen position over the latest issues, with the server's figures. */
export function TrendPanel({
  gameId,
  categoryId,
  shape,
  position,
  positionName,
}: {
  gameId: number;
  categoryId: number;
  shape: TNumberShape;
  position: number;
  positionName: string;
}) {
  const { t } = useTranslation();
  const { history, issues } = useRecentDraws(gameId, categoryId);
  const statistics = useDrawStatistics(gameId);
  const rows = useMemo(() => trendMatrix(issues, position, shape), [issues, position, shape]);
  const figures = statistics.data?.Positions.find((item) => item.Position === position)?.Balls;

  if (!history.data)
    return (
      <QueryStatus
        status={history.isError ? 'error' : 'loading'}
        onRetry={() => void history.refetch()}
      />
    );
  if (rows.length === 0) return <QueryStatus status="empty" />;
  const title = t('draws.trend.summary', { position: positionName, count: rows.length });
  return (
    <figure className="trend-figure">
      <div className="chart-scroll" tabIndex={0} role="region" aria-label={title}>
        <TrendChart rows={rows} range={shape} figures={figures} title={title} />
      </div>
      <figcaption className="muted">
        {t('draws.trend.issues', { count: rows.length })}
        {' · '}
        {statistics.data
          ? t('draws.trend.window', { count: statistics.data.IssueCount })
          : statistics.isError
            ? t('draws.trend.noStats')
            : t('common.loading')}
      </figcaption>
    </figure>
  );
}
