import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BeadRoad, type TRoadKind } from '../../draws/components/bead-road.tsx';
import { PositionPicker } from '../../draws/components/position-picker.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useRecentDraws } from '../../draws/hooks/use-recent-draws.ts';
import type { TNumberShape } from '../../draws/logic/draw-numbers.ts';

/**
 * The bead road (路珠) of a chosen position over the latest draws, from the same Search page as
 * the header's results strip. The draws' road panel, but leaving out the result under a scratch
 * card: its big/small or odd/even would give it away.
 */
export function RoadView({
  gameId,
  categoryId,
  shape,
  coveredSerial,
}: {
  gameId: number;
  categoryId: number;
  shape: TNumberShape;
  coveredSerial: string | null;
}) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(0);
  const [kind, setKind] = useState<TRoadKind>('bigSmall');
  const { history, issues } = useRecentDraws(gameId, categoryId);
  const drawn = useMemo(
    () =>
      issues.flatMap((issue) =>
        issue.numbers && issue.serialNumber !== coveredSerial ? [issue.numbers] : [],
      ),
    [issues, coveredSerial],
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
    <>
      <div className="filters">
        <PositionPicker
          length={shape.length}
          value={position}
          onChange={setPosition}
          hasWholeDraw={false}
        />
      </div>
      <BeadRoad
        history={drawn}
        position={position}
        range={shape}
        kind={kind}
        onKind={setKind}
        positionName={t('draws.positionN', { n: position + 1 })}
      />
    </>
  );
}
