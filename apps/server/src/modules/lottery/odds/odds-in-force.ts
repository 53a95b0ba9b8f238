import type { TFamilyId, TOddsTable } from '@lottery/lottery';
import type { TQueryable } from '../../../db/database.ts';
import { defaultOddsTable } from '../default-odds.ts';
import { withOverrides, type TOddsOverride } from './odds-overrides.ts';

/**
 * A game's two-sided odds in force, for pricing: its defaults with the administrator's overrides.
 *
 * Cached in process per game, keyed by lottery_games.two_sided_odds_version (a fresh uuid at every
 * change, NULL before the first), family and return. The caller passes the version it read with
 * the game row in its own statement, so a hit costs no query, and a table is never served past a
 * change on this or any other instance: the change writes a new version, which misses. A uuid
 * is never reused, so one process serving several databases (the tests) cannot mix them up.
 *
 * Alternatives considered: reading the overrides on every bet costs one more query per cart on the
 * placement path; a TTL cache without the version would price at stale odds, for up to the TTL,
 * on every instance but the one that made the change.
 */

export interface TOddsGame {
  id: number;
  family: TFamilyId;
  twoSidedReturnPermille: number;
}

interface TCached {
  key: string;
  table: TOddsTable;
}

// One entry per game (a new version replaces the old): a few dozen tables at most.
const cache = new Map<number, TCached>();

const keyOf = (game: TOddsGame, version: string | null) =>
  `${version ?? 'defaults'}:${game.family}:${game.twoSidedReturnPermille}`;

function remember(game: TOddsGame, version: string | null, overrides: readonly TOddsOverride[]) {
  const table = withOverrides(
    defaultOddsTable(game.family, game.twoSidedReturnPermille),
    overrides,
  );
  cache.set(game.id, { key: keyOf(game, version), table });
  return table;
}

interface TVersionRow {
  version: string | null;
  overrides: TOddsOverride[];
}

// The version and the overrides in one statement, so the table is cached under its own version
// even when a change commits between the caller's read of the game row and this one.
const overridesSql = `
  SELECT g.two_sided_odds_version AS version,
         coalesce(json_agg(json_build_object('betTypeId', o.bet_type_id, 'level', o.level,
                                             'oddsThousandths', o.odds_thousandths))
                    FILTER (WHERE o.game_id IS NOT NULL), '[]') AS overrides
    FROM lottery_games g LEFT JOIN lottery_two_sided_odds o ON o.game_id = g.id
   WHERE g.id = $1
   GROUP BY g.id`;

/**
 * The odds in force of `game`. `version`: lottery_games.two_sided_odds_version as the caller just
 * read it (NULL: the defaults hold); undefined when the caller did not read it, which costs a query.
 */
export async function twoSidedOddsInForce(
  db: TQueryable,
  game: TOddsGame,
  version?: string | null,
): Promise<TOddsTable> {
  if (version !== undefined) {
    const cached = cache.get(game.id);
    if (cached?.key === keyOf(game, version)) return cached.table;
    if (version === null) return remember(game, null, []);
  }
  const [row] = await db.query<TVersionRow>(overridesSql, [game.id]);
  if (!row) throw new Error(`game ${game.id} does not exist`);
  const cached = cache.get(game.id);
  if (cached?.key === keyOf(game, row.version)) return cached.table;
  return remember(game, row.version, row.overrides);
}
