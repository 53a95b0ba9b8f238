import type { TFamilyId } from '../core/family.ts';
import { names, type TNames } from '../core/names.ts';

/**
 * How a category's winning number travels as text (the API's `winningNumber`): a list of balls,
 * or a block hash. Defined here rather than read from the families' `TFamily.draw`, so that this
 * table does not wait on them; categories.test.ts reconciles the two for every family present.
 */
export type TNumberFormat =
  | {
      readonly kind: 'balls';
      readonly length: number;
      readonly min: number;
      readonly max: number;
      /** No ball twice (lotto-style draws without replacement). */
      readonly distinct: boolean;
    }
  | { readonly kind: 'hash'; readonly length: 64 };

export interface TLotteryCategory {
  readonly id: number;
  /** The family whose bet types it sells; null when none of ours does yet (category 109). */
  readonly family: TFamilyId | null;
  readonly name: TNames;
  readonly format: TNumberFormat;
  /** 'spec': id and length from SPEC §9; 'ours': an id chosen here, to confirm with the product. */
  readonly source: 'spec' | 'ours';
}

const balls = (length: number, min: number, max: number, distinct: boolean): TNumberFormat => ({
  kind: 'balls',
  length,
  min,
  max,
  distinct,
});

/**
 * SPEC §9 gives winning-number lengths for categories 1, 7, 11, 14, 17, 19, 93, 98 and 109. Ids
 * 201-204 are ours, for families the spec lists no category of: they sit outside the product's
 * 1-122 so that they cannot collide with a real id we have not seen (renumber when it is known).
 *
 * Category 109 (length 6): we read it as a 6-digit number, each digit 0-9 with repeats (the
 * format of the Southeast-Asian state lotteries such platforms sell, e.g. the Thai first prize),
 * because the spec's other lengths for digit games count digits (5 for SSC, 3 for 3D). No family
 * of ours has 6 positions, so it maps to none until the product says which game it is; if it
 * turns out to be a 6-of-49 lotto, change the format to balls(6, 1, 49, true).
 */
export const lotteryCategories: readonly TLotteryCategory[] = [
  {
    id: 1,
    family: 'ssc',
    name: names('时时彩', 'SSC'),
    format: balls(5, 0, 9, false),
    source: 'spec',
  },
  {
    id: 7,
    family: '3d',
    name: names('福彩3D', '3D'),
    format: balls(3, 0, 9, false),
    source: 'spec',
  },
  {
    id: 11,
    family: '3d',
    name: names('排列三', 'PL3'),
    format: balls(3, 0, 9, false),
    source: 'spec',
  },
  {
    id: 14,
    family: 'pk10',
    name: names('北京赛车', 'PK10'),
    format: balls(10, 1, 10, true),
    source: 'spec',
  },
  {
    id: 17,
    family: 'keno',
    name: names('快乐8', 'Keno'),
    format: balls(20, 1, 80, true),
    source: 'spec',
  },
  {
    id: 19,
    family: 'happy10',
    name: names('快乐十分', 'Happy 10'),
    format: balls(8, 1, 20, true),
    source: 'spec',
  },
  {
    id: 93,
    family: 'hash',
    name: names('哈希彩', 'Hash lottery'),
    format: { kind: 'hash', length: 64 },
    source: 'spec',
  },
  {
    id: 98,
    family: 'marksix',
    name: names('六合彩', 'Mark Six'),
    format: balls(7, 1, 49, true),
    source: 'spec',
  },
  {
    id: 109,
    family: null,
    name: names('六位数彩', '6-digit lottery'),
    format: balls(6, 0, 9, false),
    source: 'spec',
  },
  {
    id: 201,
    family: '11x5',
    name: names('11选5', '11x5'),
    format: balls(5, 1, 11, true),
    source: 'ours',
  },
  {
    id: 202,
    family: 'k3',
    name: names('快3', 'K3'),
    format: balls(3, 1, 6, false),
    source: 'ours',
  },
  {
    id: 203,
    family: 'p5',
    name: names('排列五', 'P5'),
    format: balls(5, 0, 9, false),
    source: 'ours',
  },
  {
    id: 204,
    family: 'lucky28',
    name: names('幸运28', 'Lucky 28'),
    format: balls(3, 0, 9, false),
    source: 'ours',
  },
];

const byId = new Map(lotteryCategories.map((category) => [category.id, category]));

export const findCategory = (id: number): TLotteryCategory | undefined => byId.get(id);

/** The categories selling a family's bet types (3D has two: 福彩3D and 排列三). */
export const categoriesOf = (family: TFamilyId) =>
  lotteryCategories.filter((category) => category.family === family);
