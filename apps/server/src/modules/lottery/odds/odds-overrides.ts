import type { TOddsRow } from '@lottery/contracts';
import { findBetType, type TOddsEntry, type TOddsTable } from '@lottery/lottery';
import type { TQueryable } from '../../../db/database.ts';
import { itemIdsOf } from '../default-odds.ts';

/** One administrator override (lottery_two_sided_odds): an outcome's odds, thousandths. */
export interface TOddsOverride {
  betTypeId: string;
  level: string;
  oddsThousandths: number;
}

/**
 * `table` with the overrides in place of their outcomes' odds; tie rules stay. An override of an
 * outcome the table does not price is left out: overrides are checked against the game's family
 * when set, and would only miss after the game's family itself was edited.
 */
export function withOverrides(table: TOddsTable, overrides: readonly TOddsOverride[]): TOddsTable {
  const result: Record<string, TOddsEntry> = { ...table };
  for (const { betTypeId, level, oddsThousandths } of overrides) {
    const entry = result[betTypeId];
    if (!entry || !Object.hasOwn(entry.odds, level)) continue;
    result[betTypeId] = { ...entry, odds: { ...entry.odds, [level]: oddsThousandths } };
  }
  return result;
}

/** The item a level is listed under in the API (OddsTable rows): itself for item bets, else ''. */
export function itemOfLevel(betTypeId: string, level: string): string {
  const type = findBetType(betTypeId);
  return type && itemIdsOf(type).has(level) ? level : '';
}

/** An outcome's odds as the API carries them (LotteryGame/Data OddsTable, BetNumberOddsUpdate). */
export const oddsRowOf = (override: TOddsOverride): TOddsRow => ({
  BetTypeId: override.betTypeId,
  Item: itemOfLevel(override.betTypeId, override.level),
  Level: override.level,
  OddsThousandths: override.oddsThousandths,
});

interface TOverrideRow {
  game_id: number;
  bet_type_id: string;
  level: string;
  odds_thousandths: number;
}

/** Every game's overrides (LotteryGame/Data), by game id. */
export async function readAllOverrides(
  db: TQueryable,
): Promise<ReadonlyMap<number, TOddsOverride[]>> {
  const rows = await db.query<TOverrideRow>(
    `SELECT game_id, bet_type_id, level, odds_thousandths FROM lottery_two_sided_odds
      ORDER BY game_id, bet_type_id, level`,
  );
  const byGame = new Map<number, TOddsOverride[]>();
  for (const row of rows) {
    const list = byGame.get(row.game_id) ?? [];
    list.push({
      betTypeId: row.bet_type_id,
      level: row.level,
      oddsThousandths: row.odds_thousandths,
    });
    byGame.set(row.game_id, list);
  }
  return byGame;
}
