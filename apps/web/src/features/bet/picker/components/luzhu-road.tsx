import { beadRoad, streaks } from '@lottery/lottery';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TLuzhuOutcome } from '../logic/luzhu-lanes.ts';

/**
 * One bead road of a lane (大小 or 单双), oldest first in columns (beadRoad: a run goes down a
 * column, a change starts the next), and the run the latest draws are on. Read to a screen
 * reader as one summary; focusable so a keyboard can scroll it.
 */
export function LuzhuRoad({
  kind,
  outcomes,
  laneName,
}: {
  kind: 'bigSmall' | 'oddEven';
  outcomes: readonly string[];
  laneName: string;
}) {
  const { t } = useTranslation();
  const label = (outcome: string) => t(`bet.picker.luzhu.outcome.${outcome as TLuzhuOutcome}`);
  const grid = useRef<HTMLDivElement>(null);
  // The latest beads are on the right: keep them in view on a narrow screen.
  useEffect(() => {
    const element = grid.current;
    if (element) element.scrollLeft = element.scrollWidth;
  }, [outcomes]);
  const current = streaks(outcomes).current;
  return (
    <div className="luzhu-road">
      <div
        ref={grid}
        className="road-grid luzhu-road-grid"
        tabIndex={0}
        role="img"
        aria-label={t('bet.picker.luzhu.road', {
          lane: laneName,
          kind: t(`bet.picker.luzhu.${kind}`),
          count: outcomes.length,
          beads: outcomes.map(label).join(' '),
        })}
      >
        {beadRoad(outcomes).map((column, c) => (
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
        <p className="luzhu-streak" data-streak={kind}>
          {t('bet.picker.luzhu.streak', { outcome: label(current.outcome), count: current.length })}
        </p>
      )}
    </div>
  );
}
