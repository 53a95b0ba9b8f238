import type { TBetNumberOddsUpdate, TSetTwoSidedOddsRequest } from '@lottery/contracts';
import {
  findBetType,
  validateOddsTable,
  type TBetType,
  type TFamilyId,
  type TOddsTable,
} from '@lottery/lottery';
import type { TDatabase, TQueryable } from '../../../db/database.ts';
import type { TClock, TIds } from '../../../platform/clock.ts';
import { fail, succeed, type TFailure, type TResult } from '../../../platform/result.ts';
import type { TAdminSession } from '../../../platform/route.ts';
import { writeAdminAudit } from '../../admin/audit/write-admin-audit.ts';
import { defaultOddsTable } from '../default-odds.ts';
import { overpayingTypeOf } from './odds-return.ts';
import { itemOfLevel, oddsRowOf, withOverrides, type TOddsOverride } from './odds-overrides.ts';

/**
 * POST /api/Admin/LotteryGame/SetTwoSidedOdds (issue #9): an administrator sets the odds of some
 * outcomes of a game's two-sided book. Checked in this order, each refusal with its code and
 * nothing written: the game exists and offers the book; each entry names a two-sided type of the
 * game's family, a level of it that has odds (under its item, as LotteryGame/Data lists it), and
 * no outcome twice; the resulting table passes validateOddsTable and no type in it returns more
 * than 100 % of its stakes (odds-return.ts). Then, in one transaction with the game row locked
 * (concurrent changes of one game apply one after the other): the changed outcomes are stored,
 * the game's odds version is renewed (odds-in-force.ts; LotteryGame/Data's cache sees the row
 * change too) and the audit row is written. Entries equal to the odds in force change nothing.
 */

export interface TSetOddsDeps {
  db: TDatabase;
  clock: TClock;
  ids: TIds;
}

interface TGameRow {
  family: TFamilyId;
  books: string[];
  two_sided_return_permille: number;
}

const field = (index: number, name: string) => ({ Field: `Odds.${index}.${name}` });

/** The entries as overrides, or the first entry's refusal (see the header). */
function overridesOf(
  family: TFamilyId,
  table: TOddsTable,
  odds: TSetTwoSidedOddsRequest['Odds'],
): TResult<{ overrides: TOddsOverride[]; types: TBetType[] }> {
  const seen = new Set<string>();
  const types = new Map<string, TBetType>();
  const overrides: TOddsOverride[] = [];
  for (const [index, entry] of odds.entries()) {
    const betType = entry.BetTypeId;
    const type = findBetType(betType);
    if (!type || type.family !== family || !table[type.id])
      return fail('OddsBetTypeNotSold', { betType }, field(index, 'BetTypeId'));
    const priced = Object.hasOwn(table[type.id]?.odds ?? {}, entry.Level);
    if (!priced || entry.Item !== itemOfLevel(type.id, entry.Level))
      return fail(
        'OddsOutcomeUnknown',
        { betType, level: entry.Level, item: entry.Item },
        field(index, 'Level'),
      );
    const key = `${type.id}\u0000${entry.Level}`;
    if (seen.has(key))
      return fail('OddsEntryRepeated', { betType, level: entry.Level }, field(index, 'Level'));
    seen.add(key);
    types.set(type.id, type);
    overrides.push({
      betTypeId: type.id,
      level: entry.Level,
      oddsThousandths: entry.OddsThousandths,
    });
  }
  return succeed({ overrides, types: [...types.values()] });
}

/** The refusal of a table that is malformed or pays too much, or null when it may be sold. */
function tableRefusal(
  table: TOddsTable,
  types: readonly TBetType[],
  overrides: readonly TOddsOverride[],
): TFailure | null {
  const changed = Object.fromEntries(types.map((type) => [type.id, table[type.id]]));
  const validation = validateOddsTable(changed, types);
  if (!validation.ok) {
    const [problem] = validation.problems;
    const at = problem?.at ?? '';
    const index = overrides.findIndex((o) => at === `${o.betTypeId}.odds.${o.level}`);
    return fail(
      'OddsTableInvalid',
      { at, problem: problem?.code ?? 'entry' },
      index >= 0 ? field(index, 'OddsThousandths') : undefined,
    );
  }
  const overpaying = overpayingTypeOf(table, types);
  if (!overpaying) return null;
  const permille = overpaying.returnPermille;
  return fail('OddsReturnTooHigh', {
    betType: overpaying.betTypeId,
    percent: `${permille / 10n}.${permille % 10n}`,
  });
}

async function storeChanges(
  tx: TQueryable,
  deps: TSetOddsDeps,
  admin: TAdminSession,
  gameId: number,
  changes: readonly (TOddsOverride & { from: number })[],
) {
  const at = deps.clock.now();
  await tx.query(
    `INSERT INTO lottery_two_sided_odds (game_id, bet_type_id, level, odds_thousandths, set_at,
                                         set_by)
     SELECT $1::int, *, $5::bigint, $6::int FROM unnest($2::text[], $3::text[], $4::int[])
     ON CONFLICT (game_id, bet_type_id, level) DO UPDATE
       SET odds_thousandths = EXCLUDED.odds_thousandths, set_at = EXCLUDED.set_at,
           set_by = EXCLUDED.set_by`,
    [
      gameId,
      changes.map((change) => change.betTypeId),
      changes.map((change) => change.level),
      changes.map((change) => change.oddsThousandths),
      at,
      admin.adminId,
    ],
  );
  await tx.query('UPDATE lottery_games SET two_sided_odds_version = $2 WHERE id = $1', [
    gameId,
    deps.ids.uuid(),
  ]);
  const outcome = (change: TOddsOverride) => ({ betTypeId: change.betTypeId, level: change.level });
  await writeAdminAudit(tx, admin, {
    action: 'games.two_sided_odds.set',
    targetType: 'game',
    targetId: gameId,
    before: changes.map((change) => ({ ...outcome(change), oddsThousandths: change.from })),
    after: changes.map((change) => ({
      ...outcome(change),
      oddsThousandths: change.oddsThousandths,
    })),
  });
}

/** Sets the odds (see the header); answers the outcomes whose odds changed, as the hub pushes. */
export async function setTwoSidedOdds(
  deps: TSetOddsDeps,
  admin: TAdminSession,
  input: TSetTwoSidedOddsRequest,
): Promise<TResult<TBetNumberOddsUpdate>> {
  return deps.db.transaction(async (tx) => {
    const [game] = await tx.query<TGameRow>(
      `SELECT family, books, two_sided_return_permille FROM lottery_games WHERE id = $1
         FOR UPDATE`,
      [input.GameId],
    );
    if (!game) return fail('GameNotFound');
    if (!game.books.includes('twoSided')) return fail('OddsBookNotOffered');
    const stored = await tx.query<{ bet_type_id: string; level: string; odds_thousandths: number }>(
      `SELECT bet_type_id, level, odds_thousandths FROM lottery_two_sided_odds WHERE game_id = $1`,
      [input.GameId],
    );
    const inForce = withOverrides(
      defaultOddsTable(game.family, game.two_sided_return_permille),
      stored.map((row) => ({
        betTypeId: row.bet_type_id,
        level: row.level,
        oddsThousandths: row.odds_thousandths,
      })),
    );
    const requested = overridesOf(game.family, inForce, input.Odds);
    if (!requested.ok) return requested;
    const { overrides, types } = requested.value;
    const next = withOverrides(inForce, overrides);
    const refusal = tableRefusal(next, types, overrides);
    if (refusal) return refusal;

    const changes = overrides.flatMap((override) => {
      const from = inForce[override.betTypeId]?.odds[override.level] as number;
      return from === override.oddsThousandths ? [] : [{ ...override, from }];
    });
    if (changes.length > 0) await storeChanges(tx, deps, admin, input.GameId, changes);
    return succeed({ GameId: input.GameId, Odds: changes.map(oddsRowOf) });
  });
}
