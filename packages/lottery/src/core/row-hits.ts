import type { TRowHits } from './bet-type.ts';
import type { TSelection } from './selection.ts';

/** Whether a selection's rows hold the condition's balls (all of them or any one, as it says). */
export function rowHitsHold(condition: TRowHits, selection: TSelection): boolean {
  const holds = ({ row, ball }: TRowHits['hits'][number]) =>
    selection.rows?.[row]?.includes(ball) ?? false;
  return condition.need === 'all' ? condition.hits.every(holds) : condition.hits.some(holds);
}

/** Every place's drawn ball in the row guessing it: rows[i] guesses draw index places[i]. */
export const placesHit = (
  need: TRowHits['need'],
  places: readonly number[],
  draw: readonly number[],
): TRowHits => ({ need, hits: places.map((place, row) => ({ row, ball: draw[place] as number })) });
