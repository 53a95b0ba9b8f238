import type { TFamily } from '../../core/family.ts';
import { names } from '../../core/names.ts';
import type { TWindow } from '../ssc/window-rule.ts';

/** 福彩3D and 排列三: three digits 0-9 in 百 十 个, drawn daily. */
export const threeDFamily: TFamily = {
  id: '3d',
  name: names('福彩3D / 排列三', '3D / PL3'),
  draw: { length: 3, min: 0, max: 9, distinct: false, ordered: true },
};

/** 排列五: five digits 0-9 (排列三 is its first three), drawn daily. */
export const p5Family: TFamily = {
  id: 'p5',
  name: names('排列五', 'P5'),
  draw: { length: 5, min: 0, max: 9, distinct: false, ordered: true },
};

export const threeDPositions = [
  names('百位', 'Hundreds'),
  names('十位', 'Tens'),
  names('个位', 'Units'),
] as const;

/** 3D windows: 三星 is the whole draw; 前二 = 百十, 后二 = 十个. */
export const threeDWindows = {
  star3: { id: 'star3', name: names('三星', '3 stars'), positions: [0, 1, 2] },
  front2: { id: 'front2', name: names('前二', 'Front 2'), positions: [0, 1] },
  back2: { id: 'back2', name: names('后二', 'Last 2'), positions: [1, 2] },
} as const satisfies Record<string, TWindow>;
