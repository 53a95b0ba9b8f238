import type { TLotteryGameData } from '@lottery/contracts';
import { findBetType, type TBetType, type TNames } from '@lottery/lottery';

export interface TBetTypeGroup {
  /** The group's Chinese name: unique within a family, stable across languages. */
  key: string;
  name: TNames;
  types: readonly TBetType[];
}

/**
 * The official bet types a game sells, in catalogue order. LotteryGame/Data says which types the
 * server sells; the rules engine supplies how to count and price them. A type the engine does not
 * know (a server newer than this page) is left out: its count could not be shown.
 */
export function officialBetTypesOf(data: TLotteryGameData, family: string): TBetType[] {
  return data.BetTypes.flatMap((info) => {
    if (info.Book !== 'official' || info.Family !== family) return [];
    const type = findBetType(info.Id);
    return type && type.book === 'official' ? [type] : [];
  });
}

/** The picker's tabs: types grouped by their group name, groups in order of first appearance. */
export function groupBetTypes(types: readonly TBetType[]): TBetTypeGroup[] {
  const groups = new Map<string, { name: TNames; types: TBetType[] }>();
  for (const type of types) {
    const group = groups.get(type.group.zh);
    if (group) group.types.push(type);
    else groups.set(type.group.zh, { name: type.group, types: [type] });
  }
  return [...groups].map(([key, group]) => ({ key, ...group }));
}
