import type { TBetType, TWins } from '../../core/bet-type.ts';
import { fraction } from '../../core/fraction.ts';
import { names } from '../../core/names.ts';
import type { TSelection } from '../../core/selection.ts';
import { validateItems } from '../../core/kit/selection-checks.ts';
import { facesShowing } from './k3-family.ts';

const faces = ['1', '2', '3', '4', '5', '6'];

/**
 * The level of a face by how many dice show it: once 3·5·5 = 75/216, twice 3·5 = 15/216, thrice
 * 1/216 (together the 91/216 of 单挑一骰); none loses.
 */
const byCount = [
  undefined,
  { id: 'once', name: names('单骰', 'Once'), probability: fraction(75, 216) },
  { id: 'twice', name: names('双骰', 'Twice'), probability: fraction(15, 216) },
  { id: 'thrice', name: names('全骰', 'Thrice'), probability: fraction(1, 216) },
];

const levelOf = (face: string, draw: readonly number[]) =>
  byCount[facesShowing(draw, Number(face))]?.id;
const picked = (selection: TSelection) => selection.items ?? [];

/**
 * 单挑一骰, two-sided book (brief §3.4): each ticked face 1-6 is one unit, paid ×1 / ×2 / ×3 by
 * how many dice show it, as the levels once / twice / thrice that the odds table prices.
 */
export const k3DieCount: TBetType = {
  id: 'k3.twoSided.dieCount',
  family: 'k3',
  name: names('单挑一骰', 'One die, by count'),
  group: names('两面', 'Two-sided'),
  book: 'twoSided',
  shape: {
    kind: 'items',
    items: faces.map((face) => ({ id: face, name: names(face, face) })),
    maxPicks: faces.length,
  },
  levels: byCount.filter((level) => level !== undefined),
  validate: (selection) => validateItems(selection, faces),
  count: (selection) => picked(selection).length,
  *expand(selection) {
    for (const item of picked(selection)) yield { picks: [], item };
  },
  settleUnit(unit, draw) {
    const level = levelOf(unit.item ?? '', draw);
    return level ? [level] : [];
  },
  settle(selection, draw): TWins {
    const wins: Record<string, number> = {};
    for (const face of picked(selection)) {
      const level = levelOf(face, draw);
      if (level) wins[level] = (wins[level] ?? 0) + 1;
    }
    return wins;
  },
};
