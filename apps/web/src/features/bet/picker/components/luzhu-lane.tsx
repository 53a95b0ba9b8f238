import type { Dispatch } from 'react';
import { useTranslation } from 'react-i18next';
import { luzhuOutcomes, type TLuzhuLane } from '../logic/luzhu-lanes.ts';
import type { TLaneRoads } from '../logic/luzhu-roads.ts';
import type { TPicksAction } from '../logic/picks.ts';
import { LuzhuRoad } from './luzhu-road.tsx';

/**
 * A lane of the 路珠 board: its two roads (while the results are there) and 大 小 单 双 as
 * toggle buttons, each ticking the type's own item for this lane (`s.big`…).
 */
export function LuzhuLane({
  lane,
  name,
  roads,
  picked,
  dispatch,
}: {
  lane: TLuzhuLane;
  name: string;
  roads: TLaneRoads | undefined;
  picked: readonly string[];
  dispatch: Dispatch<TPicksAction>;
}) {
  const { t } = useTranslation();
  return (
    <section className="luzhu-lane" aria-label={name}>
      <h3 className="luzhu-lane-name">{name}</h3>
      {roads && (
        <div className="luzhu-roads">
          <LuzhuRoad kind="bigSmall" outcomes={roads.bigSmall} laneName={name} />
          <LuzhuRoad kind="oddEven" outcomes={roads.oddEven} laneName={name} />
        </div>
      )}
      <div
        className="luzhu-picks"
        role="group"
        aria-label={t('bet.picker.luzhu.picks', { lane: name })}
      >
        {luzhuOutcomes.map((outcome) => {
          const item = lane.items[outcome];
          const text = t(`bet.picker.luzhu.outcome.${outcome}`);
          return (
            <button
              key={outcome}
              type="button"
              className={`luzhu-pick is-${outcome}`}
              aria-pressed={picked.includes(item)}
              aria-label={t('bet.picker.luzhu.pick', { lane: name, outcome: text })}
              onClick={() => dispatch({ type: 'toggleItem', item })}
            >
              {text}
            </button>
          );
        })}
      </div>
    </section>
  );
}
