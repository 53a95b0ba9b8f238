import {
  gameStates,
  type TGameCatalogueEntryInput,
  type TLotteryGameDataInput,
} from '@lottery/contracts';
import {
  allBetTypes,
  families,
  findBetType,
  lotteryCategories,
  type TBetType,
  type TOddsTable,
} from '@lottery/lottery';
import type { TQueryable } from '../../db/database.ts';
import { defaultOddsTable, itemIdsOf } from './default-odds.ts';
import { listGames, type TGame } from './game-catalogue.ts';
import { readAllOverrides, withOverrides, type TOddsOverride } from './odds/odds-overrides.ts';
import { profitGroupIdOf, profitGroups } from './profit-groups.ts';

/**
 * SPEC §7 LotteryGame/Data: the rules and catalogue the client draws lobby and bet screens from,
 * asked at every login. It changes only when an administrator edits lottery_games, so it is built
 * once per version of that table (a hash of its rows: one tiny query per call) and shared.
 */

/** The API rows of an odds table: one per priced level, under its item for item bets. */
export function oddsRows(table: TOddsTable): TGameCatalogueEntryInput['OddsTable'] {
  return Object.entries(table).flatMap(([betTypeId, entry]) => {
    const type = findBetType(betTypeId);
    const items = type ? itemIdsOf(type) : new Set<string>();
    return Object.entries(entry.odds).map(([level, odds]) => ({
      BetTypeId: betTypeId,
      Item: items.has(level) ? level : '',
      Level: level,
      OddsThousandths: odds,
    }));
  });
}

const catalogueEntryOf = (
  game: TGame,
  overrides: readonly TOddsOverride[],
): TGameCatalogueEntryInput => ({
  GameId: game.id,
  GameCode: game.code,
  Name: game.name,
  CategoryId: game.categoryId,
  Family: game.family,
  DrawSource: game.drawSource,
  Books: game.books,
  GameState: game.state,
  CycleSeconds: game.schedule ? Math.round(game.schedule.cycleMs / 1000) : null,
  IssuesPerDay: game.schedule?.issuesPerDay ?? null,
  SealSeconds: game.schedule?.sealSecondsBeforeDraw ?? null,
  SortOrder: game.sortOrder,
  MaxPayoutPerTicket: game.maxPayoutPerTicket,
  MaxStakePerIssue: game.maxStakePerIssue,
  MaxPrizeGroup: game.maxPrizeGroup,
  MinPrizeGroup: game.minPrizeGroup,
  OddsTable: game.books.includes('twoSided')
    ? oddsRows(withOverrides(defaultOddsTable(game.family, game.twoSidedReturnPermille), overrides))
    : [],
});

const betTypeInfoOf = (type: TBetType) => ({
  Id: type.id,
  Family: type.family,
  Name: type.name,
  Group: type.group,
  Book: type.book,
  Shape: type.shape,
  // Keno denominators pass 2^53: as JSON numbers they keep the ratio, not every digit.
  Levels: type.levels.map((level) => ({
    Id: level.id,
    Name: level.name,
    Probability: [Number(level.probability.num), Number(level.probability.den)] as [number, number],
  })),
});

/**
 * The answer for a catalogue (games in sort order) and the administrators' two-sided odds by game
 * (lottery/odds); offline games are left out.
 */
export function buildGameData(
  catalogue: readonly TGame[],
  oddsOverrides: ReadonlyMap<number, readonly TOddsOverride[]> = new Map(),
): TLotteryGameDataInput {
  const games = catalogue.filter((game) => game.state !== gameStates.offline);
  const sold = new Set(games.map((game) => game.family));
  return {
    Families: families.map((family) => ({
      Id: family.id,
      Name: family.name,
      Draw: {
        Length: family.draw.length,
        Min: family.draw.min,
        Max: family.draw.max,
        Distinct: family.draw.distinct,
        Ordered: family.draw.ordered,
      },
    })),
    Categories: lotteryCategories.map((category) => ({
      Id: category.id,
      Name: category.name,
      Family: category.family,
      NumberKind: category.format.kind,
      NumberLength: category.format.length,
      ProfitGroupId: profitGroupIdOf(category.id),
    })),
    ProfitGroups: profitGroups.map((group) => ({ Id: group.id, Name: group.name })),
    Games: games.map((game) => catalogueEntryOf(game, oddsOverrides.get(game.id) ?? [])),
    BetTypes: allBetTypes.filter((type) => sold.has(type.family)).map(betTypeInfoOf),
  };
}

export interface TGameDataCache {
  get(): Promise<TLotteryGameDataInput>;
}

// Any edit of any column changes the hash (a change of two-sided odds renews the game's
// two_sided_odds_version); the table holds a few dozen rows at most.
const versionSql = `SELECT md5(coalesce(string_agg(g::text, '|' ORDER BY g.id), '')) AS version
  FROM lottery_games g`;

/** One cache per app (per database): concurrent callers of one version share one build. */
export function createGameDataCache(db: TQueryable): TGameDataCache {
  let cached: { version: string; data: Promise<TLotteryGameDataInput> } | undefined;
  return {
    async get() {
      const [row] = await db.query<{ version: string }>(versionSql);
      const version = row?.version ?? '';
      if (cached?.version === version) return cached.data;
      // Read after the version: the data is at least that new, and a later edit has a new hash.
      const data = Promise.all([listGames(db), readAllOverrides(db)]).then(([games, odds]) =>
        buildGameData(games, odds),
      );
      const entry = { version, data };
      cached = entry;
      data.catch(() => {
        if (cached === entry) cached = undefined;
      });
      return data;
    },
  };
}
