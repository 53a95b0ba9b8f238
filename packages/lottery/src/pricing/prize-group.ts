import type { TBetType, TPrizeLevel } from '../core/bet-type.ts';
import { fraction, type TFraction } from '../core/fraction.ts';
import { modeDivisors, type TBetMode, type TThousandths } from './bet-mode.ts';

/**
 * Prize groups (奖金组): one winning unit of a level with probability p pays G/1000 × 1/p yuan
 * at group G (a 2-yuan unit in 元 mode), scaled by the mode and the multiple, so a unit returns
 * G/2000 of its price on average (1800 → 90%): 3-star direct (p = 1/1000) pays 1800 at 1800.
 *
 * That holds when one unit can win only one level (every SSC, 11x5, K3, PK10 and 3D type: a 组合
 * unit is one tail, a 组选和值 unit one combination). Where one unit can win any of several
 * levels — Keno 任选k (hit k, k−1, …, 0) and Mark Six 三中二 / 二中特 — paying each level its full
 * 1/p would return L × G/2000 for L levels. Such types need level shares: each level's part of
 * the return in thousandths, summing to 1000, so prize_l = G/1000 × share_l/1000 × 1/p_l and the
 * unit still returns G/2000. A type without shares gives each level all of it (share 1000).
 */

/** The book's limits and settings for official tickets. */
export interface TOfficialCaps {
  /** Most one ticket pays, in thousandths (A3's platforms use 400,000 yuan = 400_000_000n). */
  readonly maxPayout: TThousandths;
  /** Per bet type id, the highest group it pays at (A2's `max_group`): min(chosen, cap). */
  readonly maxGroupByType?: Readonly<Record<string, number>>;
  /** The lowest group a player may choose (commonly 1800); no floor when absent. */
  readonly minGroup?: number;
  /** Per bet type id, per level id, the level's share of the return in thousandths (Σ 1000). */
  readonly levelShares?: Readonly<Record<string, Readonly<Record<string, number>>>>;
}

export const fullShare = 1000;

/** A level's share: from the type's share table when it has one (absent levels get 0), else all. */
export const shareOf = (type: TBetType, levelId: string, caps: TOfficialCaps): number => {
  const shares = caps.levelShares?.[type.id];
  return shares ? (shares[levelId] ?? 0) : fullShare;
};

/** A type's shares are usable: known levels, integers ≥ 0, summing to 1000 (or no table). */
export function sharesAreValid(type: TBetType, caps: TOfficialCaps): boolean {
  const shares = caps.levelShares?.[type.id];
  if (!shares) return true;
  const levels = new Set(type.levels.map((level) => level.id));
  const entries = Object.entries(shares);
  const sane = entries.every(([id, s]) => levels.has(id) && Number.isInteger(s) && s >= 0);
  return sane && entries.reduce((sum, [, s]) => sum + s, 0) === fullShare;
}

/**
 * Equal shares over every level of a type, the remainder of 1000 going to the first level
 * (Keno 任选10, 7 levels: 148 for hit10, 142 each for the rest). A starting point for a pay
 * table; the product may weight the top level more.
 */
export function equalLevelShares(type: TBetType): Record<string, number> {
  const each = Math.floor(fullShare / type.levels.length);
  const shares = Object.fromEntries(type.levels.map((level) => [level.id, each]));
  const first = type.levels[0];
  if (first) shares[first.id] = fullShare - each * (type.levels.length - 1);
  return shares;
}

/**
 * One winning unit's prize as an exact fraction of thousandths: G/1000 × share/1000 × 1/p yuan
 * × 1000 thousandths ÷ mode divisor × multiple = G × share × den × multiple / (1000 × num × divisor).
 */
export function exactPrize(
  level: TPrizeLevel,
  group: number,
  mode: TBetMode,
  multiple: number,
  share = fullShare,
): TFraction {
  const { num, den } = level.probability;
  const top = BigInt(group) * BigInt(share) * den * BigInt(multiple);
  return fraction(top, 1000n * num * modeDivisors[mode]);
}

/**
 * The prize actually paid per winning unit. Rounding rule: the exact prize at the ticket's mode
 * and multiple is floored to a whole thousandth once (never rounded up, so no unit returns more
 * than its group says); the ticket then pays that amount per winning unit. Flooring at the
 * ticket's multiple rather than at multiple 1 loses less: 对子 at 1800 is 6.6666… yuan a unit, so
 * a multiple of 3 pays 20.000, not 3 × 6.666 = 19.998.
 */
export function levelPrize(
  level: TPrizeLevel,
  group: number,
  mode: TBetMode,
  multiple: number,
  share = fullShare,
): TThousandths {
  const exact = exactPrize(level, group, mode, multiple, share);
  return exact.num / exact.den;
}

/** The group a type pays at: the chosen group, lowered to the type's cap when it has one. */
export const effectiveGroup = (typeId: string, group: number, caps: TOfficialCaps) =>
  Math.min(group, caps.maxGroupByType?.[typeId] ?? group);

/**
 * The largest multiple the payout cap allows: floor(cap / prize of the top level at multiple 1),
 * with the exact prize, so that that many multiples of one top-level unit never pay more than
 * the cap. The top level is the one paying most (with shares, not always the least likely).
 */
export function maxMultiple(type: TBetType, mode: TBetMode, group: number, caps: TOfficialCaps) {
  const paid = effectiveGroup(type.id, group, caps);
  let top: TFraction | undefined;
  for (const level of type.levels) {
    const prize = exactPrize(level, paid, mode, 1, shareOf(type, level.id, caps));
    if (prize.num > 0n && (!top || prize.num * top.den > top.num * prize.den)) top = prize;
  }
  return top ? Number((caps.maxPayout * top.den) / top.num) : 0;
}
