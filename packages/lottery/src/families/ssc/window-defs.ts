import { names } from '../../core/names.ts';
import type { TWindow } from './window-rule.ts';

/** SSC windows over 万千百十个 (P5 has the same five positions). */
export const sscWindows = {
  front3: { id: 'front3', name: names('前三', 'Front 3'), positions: [0, 1, 2] },
  mid3: { id: 'mid3', name: names('中三', 'Middle 3'), positions: [1, 2, 3] },
  back3: { id: 'back3', name: names('后三', 'Last 3'), positions: [2, 3, 4] },
  front2: { id: 'front2', name: names('前二', 'Front 2'), positions: [0, 1] },
  back2: { id: 'back2', name: names('后二', 'Last 2'), positions: [3, 4] },
} as const satisfies Record<string, TWindow>;

export const sscStar3Windows: readonly TWindow[] = [
  sscWindows.front3,
  sscWindows.mid3,
  sscWindows.back3,
];
export const sscStar2Windows: readonly TWindow[] = [sscWindows.front2, sscWindows.back2];
