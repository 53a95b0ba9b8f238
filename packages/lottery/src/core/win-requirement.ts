import type { TWinRequirement } from './bet-type.ts';
import type { TSelection } from './selection.ts';

/** Whether a selection meets what a win requires (rows holding balls, or an item per group). */
export function requirementHolds(requirement: TWinRequirement, selection: TSelection): boolean {
  const { items } = selection;
  if (requirement.kind === 'items')
    return (
      items !== undefined &&
      requirement.groups.every((group) => items.some((item) => group.includes(item)))
    );
  const holds = ({ row, ball }: (typeof requirement.hits)[number]) =>
    selection.rows?.[row]?.includes(ball) ?? false;
  return requirement.need === 'all' ? requirement.hits.every(holds) : requirement.hits.some(holds);
}

/** Every place's drawn ball in the row guessing it: rows[i] guesses draw index places[i]. */
export const placesHit = (
  need: 'all' | 'any',
  places: readonly number[],
  draw: readonly number[],
): TWinRequirement => ({
  kind: 'rows',
  need,
  hits: places.map((place, row) => ({ row, ball: draw[place] as number })),
});
