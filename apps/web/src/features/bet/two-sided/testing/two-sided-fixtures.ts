import type { TGameCatalogueEntry, TLotteryGameData, TOddsRow } from '@lottery/contracts';
import { allBetTypes, type TBetType } from '@lottery/lottery';

/** Test data for the two-sided board: Speed K3 (family k3) with round odds. */

export const k3GameId = 9;

/** Data's BetTypes entry of a type, as the server builds it (modules/lottery/game-data.ts). */
const betTypeInfoOf = (type: TBetType): TLotteryGameData['BetTypes'][number] => ({
  Id: type.id,
  Family: type.family,
  Name: type.name,
  Group: type.group,
  Book: type.book,
  Shape: type.shape,
  Levels: type.levels.map((level) => ({
    Id: level.id,
    Name: level.name,
    Probability: [Number(level.probability.num), Number(level.probability.den)],
  })),
});

const row = (
  BetTypeId: string,
  Level: string,
  OddsThousandths: number,
  Item = Level,
): TOddsRow => ({
  BetTypeId,
  Item,
  Level,
  OddsThousandths,
});

/** 和值两面 at 2.005 each; 单挑一骰 once 2.000, twice 3.000, thrice 4.000 (no item of its own). */
export const k3Odds: TOddsRow[] = [
  ...['big', 'small', 'odd', 'even'].map((level) => row('k3.twoSided.sum', level, 2005)),
  row('k3.twoSided.dieCount', 'once', 2000, ''),
  row('k3.twoSided.dieCount', 'twice', 3000, ''),
  row('k3.twoSided.dieCount', 'thrice', 4000, ''),
];

export function k3Game(patch: Partial<TGameCatalogueEntry> = {}): TGameCatalogueEntry {
  return {
    GameId: k3GameId,
    GameCode: 'JSK3',
    Name: { zh: '极速快3', en: 'Speed K3' },
    CategoryId: 202,
    Family: 'k3',
    DrawSource: 'fair',
    Books: ['official', 'twoSided'],
    GameState: 0,
    CycleSeconds: 60,
    IssuesPerDay: 1440,
    SealSeconds: 5,
    SortOrder: 90,
    MaxPayoutPerTicket: 400_000,
    MaxStakePerIssue: 1_000_000,
    MaxPrizeGroup: null,
    MinPrizeGroup: null,
    OddsTable: k3Odds,
    ...patch,
  };
}

/** LotteryGame/Data with the game and every bet type of its family (official ones included). */
export function k3GameData(game: TGameCatalogueEntry = k3Game()): TLotteryGameData {
  return {
    Families: [],
    Categories: [],
    ProfitGroups: [],
    Games: [game],
    BetTypes: allBetTypes.filter((type) => type.family === 'k3').map(betTypeInfoOf),
  };
}
