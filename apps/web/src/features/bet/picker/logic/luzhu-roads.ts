import { roadOf, type TBetType } from '@lottery/lottery';
import { luzhuOutcomes, type TLuzhuLane, type TLuzhuOutcome } from './luzhu-lanes.ts';

/** A lane's two roads over the recent draws, oldest first ('big'/'small', 'odd'/'even'). */
export interface TLaneRoads {
  readonly bigSmall: readonly string[];
  readonly oddEven: readonly string[];
}

/**
 * Whether a lane's trait held on a draw, asked of the type itself (its `settle`), so a bead says
 * what that button would have paid: the digit's 大 5-9 of SSC, the sum's 大 11-18 of K3, with no
 * threshold copied here. The probe ticks the trait and every item of the other lanes; each of
 * those lanes then holds at least one of its items (单 or 双 always does), so the probe wins
 * exactly when the trait held.
 */
function traitTest(
  type: TBetType,
  lanes: readonly TLuzhuLane[],
  lane: TLuzhuLane,
  outcome: TLuzhuOutcome,
) {
  const probe = {
    items: lanes.flatMap((other) =>
      other === lane ? [lane.items[outcome]] : luzhuOutcomes.map((trait) => other.items[trait]),
    ),
  };
  return (draw: readonly number[]) =>
    Object.values(type.settle(probe, draw)).some((wins) => wins > 0);
}

/** The bead roads of every lane of a 路珠 type over a history of draws (oldest first). */
export function laneRoadsOf(
  type: TBetType,
  lanes: readonly TLuzhuLane[],
  history: readonly (readonly number[])[],
): TLaneRoads[] {
  return lanes.map((lane) => {
    const isBig = traitTest(type, lanes, lane, 'big');
    const isOdd = traitTest(type, lanes, lane, 'odd');
    return {
      bigSmall: roadOf(history, (draw) => (isBig(draw) ? 'big' : 'small')),
      oddEven: roadOf(history, (draw) => (isOdd(draw) ? 'odd' : 'even')),
    };
  });
}
