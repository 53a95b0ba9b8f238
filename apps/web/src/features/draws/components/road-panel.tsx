import { useMemo, useState } from 'react';
import { useRecentDraws } from '../hooks/use-recent-draws.ts';
import type { TNumberShape } from '../logic/draw-numbers.ts';
import { BeadRoad, type TRoadKind } from './bead-road.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';

/** The bead road of the chosen position over the latest drawn issues. */
export function RoadPanel({
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
  const [kind, setKind] = useState<TRoadKind>('bigSmall');
  const { history, issues } = useRecentDraws(gameId, categoryId);
  const drawn = useMemo(
    () => issues.flatMap((issue) => (issue.numbers ? [issue.numbers] : [])),
    [issues],
  );
  if (!history.data)
    return (
      <QueryStatus
        status={history.isError ? 'error' : 'loading'}
        onRetry={() => void history.refetch()}
      />
    );
  if (drawn.length === 0) return <QueryStatus status="empty" />;
  return (
    <BeadRoad
      history={drawn}
      position={Math.max(position, 0)}
      range={shape}
      kind={kind}
      onKind={setKind}
      positionName={positionName}
    />
  );
}
