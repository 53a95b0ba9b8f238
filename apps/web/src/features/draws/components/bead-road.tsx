import { beadRoad, bigSmallAt, oddEvenAt, roadOf, streaks } from '@lottery/lottery';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type TRoadKind = 'bigSmall' | 'oddEven';

/**
 * 路珠 of one position: big/small or odd/even of each draw, oldest first, in bead-road columns
 * (packages/lottery beadRoad: a run goes down a column, a change starts the next). Read to a
 * screen reader as one summary with the current run.
 */
export function BeadRoad({
  history,
  position,
  range,
  kind,
  onKind,
  positionName,
}: {
  /** Drawn numbers, oldest first. */
  history: readonly (readonly number[])[];
  position: number;
  range: { min: number; max: number };
  kind: TRoadKind;
  onKind(kind: TRoadKind): void;
  positionName: string;
}) {
  const { t } = useTranslation();
  const kindId = useId();
  const outcomes = useMemo(
    () => roadOf(history, kind === 'bigSmall' ? bigSmallAt(position, range) : oddEvenAt(position)),
    [history, kind, position, range],
  );
  const columns = beadRoad(outcomes);
  const grid = useRef<HTMLDivElement>(null);
  // The latest beads are on the right: keep them in view on a narrow screen.
  useEffect(() => {
    const element = grid.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [outcomes]);
  const current = streaks(outcomes).current;
  const label = (outcome: string) => t(`draws.road.${outcome as 'big' | 'small' | 'odd' | 'even'}`);
  return (
    <div className="bead-road">
      <span className="picker">
        <label htmlFor={kindId}>{t('draws.road.kind')}</label>
        <select
          id={kindId}
          value={kind}
          onChange={(event) => onKind(event.target.value as TRoadKind)}
        >
          <option value="bigSmall">{t('draws.road.bigSmall')}</option>
          <option value="oddEven">{t('draws.road.oddEven')}</option>
        </select>
      </span>
      <div
        ref={grid}
        className="road-grid"
        tabIndex={0}
        role="img"
        aria-label={`${t('draws.road.summary', {
          position: positionName,
          kind: t(`draws.road.${kind}`),
          count: outcomes.length,
        })}: ${outcomes.map(label).join(' ')}`}
      >
        {columns.map((column, c) => (
          <span className="road-column" key={c}>
            {column.map((outcome, r) => (
              <span className={`bead is-${outcome}`} key={r}>
                {label(outcome)}
              </span>
            ))}
          </span>
        ))}
      </div>
      {current && (
        <p className="road-current">
          {t('draws.road.current', { outcome: label(current.outcome), count: current.length })}
        </p>
      )}
    </div>
  );
}
