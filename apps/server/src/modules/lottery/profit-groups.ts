import type { TNames } from '@lottery/lottery';

/**
 * Profit groups (SPEC §9: "categories are grouped into profit groups"): the categories that profit
 * reports and dividends add up together. The spec shows no grouping, so this is ours: one group per
 * kind of game a player tells apart in a report, games of one family together, and the digit
 * games drawn once a day (3D, PL3, P5 and the 6-digit category) as the "low-frequency" group
 * these sites usually keep. Every category of packages/lottery is in exactly one group
 * (profit-groups.test.ts); the ids are stable, since reports are stored against them.
 */
export interface TProfitGroup {
  id: number;
  name: TNames;
  categoryIds: readonly number[];
}

export const profitGroups: readonly TProfitGroup[] = [
  { id: 1, name: { zh: '时时彩', en: 'SSC' }, categoryIds: [1] },
  { id: 2, name: { zh: '11选5', en: '11x5' }, categoryIds: [201] },
  { id: 3, name: { zh: '快3', en: 'K3' }, categoryIds: [202] },
  { id: 4, name: { zh: '赛车', en: 'Racing' }, categoryIds: [14] },
  { id: 5, name: { zh: '低频彩', en: 'Low frequency' }, categoryIds: [7, 11, 203, 109] },
  { id: 6, name: { zh: '快乐彩', en: 'Keno and Happy' }, categoryIds: [17, 19, 204] },
  { id: 7, name: { zh: '六合彩', en: 'Mark Six' }, categoryIds: [98] },
  { id: 8, name: { zh: '哈希彩', en: 'Hash' }, categoryIds: [93] },
];

const groupOfCategory = new Map(
  profitGroups.flatMap((group) => group.categoryIds.map((id) => [id, group.id] as const)),
);

/** The group of a category; a category missing from the table is a programming error. */
export function profitGroupIdOf(categoryId: number): number {
  const id = groupOfCategory.get(categoryId);
  if (id === undefined) throw new Error(`category ${categoryId} is in no profit group`);
  return id;
}
