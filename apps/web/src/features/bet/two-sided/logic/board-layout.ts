import type { TLotteryGameData } from '@lottery/contracts';
import { findBetType, type TBetType } from '@lottery/lottery';

/**
 * The two-sided board's layout: the game family's two-sided bet types (LotteryGame/Data BetTypes,
 * Book 'twoSided'), grouped into sections by their picker group (两面, 总和, 特码…), each type with
 * one chip per item (or per sum, Lucky 28's 特码). The typed shape comes from packages/lottery,
 * the rules the server prices with; Data's Shape is the same object, untyped.
 */

export interface TNames {
  zh: string;
  en: string;
}

export interface TBoardChip {
  /** Unique on the board: bet type and pick. */
  key: string;
  betTypeId: string;
  /** An item id, or a sum. */
  pick: string | number;
  name: TNames;
  /** The level this chip wins at, whose odds it shows; null where a unit's level is not its item. */
  level: string | null;
}

export interface TBoardBetType {
  id: string;
  name: TNames;
  type: TBetType;
  chips: TBoardChip[];
  /**
   * Levels priced for the type as a whole (单挑一骰's once/twice/thrice, 连肖's 本命 level): shown
   * beside the type's name, since no single chip wins them.
   */
  typeLevels: { id: string; name: TNames }[];
}

export interface TBoardSection {
  key: string;
  name: TNames;
  betTypes: TBoardBetType[];
}

export const chipKeyOf = (betTypeId: string, pick: string | number) => `${betTypeId}|${pick}`;

/** Lucky 28 特码 names its levels sum0…sum27 (packages/lottery lucky28 types). */
const sumLevelOf = (sum: number) => `sum${sum}`;

function chipsOf(type: TBetType): TBoardChip[] | null {
  const levels = new Set(type.levels.map((level) => level.id));
  const chip = (pick: string | number, name: TNames, level: string): TBoardChip => ({
    key: chipKeyOf(type.id, pick),
    betTypeId: type.id,
    pick,
    name,
    level: levels.has(level) ? level : null,
  });
  const { shape } = type;
  if (shape.kind === 'items') return shape.items.map((item) => chip(item.id, item.name, item.id));
  if (shape.kind === 'sums') {
    const sums = Array.from({ length: shape.max - shape.min + 1 }, (_, i) => shape.min + i);
    return sums.map((sum) => chip(sum, { zh: String(sum), en: String(sum) }, sumLevelOf(sum)));
  }
  return null;
}

function boardBetTypeOf(info: TLotteryGameData['BetTypes'][number]): TBoardBetType | null {
  const type = findBetType(info.Id);
  const chips = type && chipsOf(type);
  if (!type || !chips) return null;
  const chipLevels = new Set(chips.map((chip) => chip.level));
  const typeLevels = type.levels
    .filter((level) => !chipLevels.has(level.id))
    .map((level) => ({ id: level.id, name: level.name }));
  return { id: type.id, name: info.Name, type, chips, typeLevels };
}

/** The sections of a family's board, in catalogue order; empty when it sells no two-sided type. */
export function boardSectionsOf(
  betTypes: TLotteryGameData['BetTypes'],
  family: string,
): TBoardSection[] {
  const sections = new Map<string, TBoardSection>();
  for (const info of betTypes) {
    if (info.Book !== 'twoSided' || info.Family !== family) continue;
    const betType = boardBetTypeOf(info);
    if (!betType) continue;
    const key = info.Group.zh;
    const section = sections.get(key) ?? { key, name: info.Group, betTypes: [] };
    section.betTypes.push(betType);
    sections.set(key, section);
  }
  return [...sections.values()];
}
