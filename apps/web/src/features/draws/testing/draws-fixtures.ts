import type {
  TDrawIssue,
  TGameCatalogueEntry,
  TGameInfo,
  TLotteryGameData,
} from '@lottery/contracts';

/** Test data for the draws feature: a 60-second SSC game sealing 5 s before each draw. */
export const cycleMs = 60_000;
export const sealMs = 5_000;
/** Issue 1 starts here (epoch ms, a whole minute). */
export const day0 = Date.UTC(2026, 2, 10, 0, 0, 0);

export function issueAt(index: number, patch: Partial<TDrawIssue> = {}): TDrawIssue {
  const start = day0 + (index - 1) * cycleMs;
  return {
    SerialNumber: `20260310-${String(index).padStart(4, '0')}`,
    StartTimeStamp: start,
    CloseTimeStamp: start + cycleMs - sealMs,
    DrawTimeStamp: start + cycleMs,
    State: 'scheduled',
    OriginalWinningNumber: null,
    WinningNumber: null,
    Commitment: null,
    ...patch,
  };
}

export const drawn = (index: number, number = '1,2,3,4,5') =>
  issueAt(index, { State: 'drawn', WinningNumber: number, OriginalWinningNumber: number });

export function gameInfo(patch: Partial<TGameInfo> = {}): TGameInfo {
  return {
    GameId: 2,
    GameCode: 'JSSSC',
    GameName: '1-minute SSC',
    CategoryId: 1,
    GameState: 0,
    IsMaintain: false,
    IsOfficialOffline: false,
    IsMiaoMiao: false,
    ServerTimestamp: day0,
    ...patch,
  };
}

/**
 * What the server answers at `nowMs` (server clock) for the game of these fixtures, with the
 * issues up to `drawnUpTo` drawn: the last drawn one, the latest closed, the current and two more.
 */
export function infoAt(nowMs: number, drawnUpTo: number): TGameInfo {
  const index = Math.floor((nowMs - day0) / cycleMs) + 1;
  const closeOf = (i: number) => issueAt(i).CloseTimeStamp;
  const current = nowMs < closeOf(index) ? index : index + 1;
  const issue = (i: number) => (i <= drawnUpTo ? drawn(i) : issueAt(i));
  return gameInfo({
    LastIssue: drawnUpTo > 0 ? drawn(drawnUpTo) : null,
    OldIssues: current > 1 ? [issue(current - 1)] : [],
    CurrentIssue: issue(current),
    Issues: [issue(current), issue(current + 1), issue(current + 2)],
    ServerTimestamp: nowMs,
  });
}

export function catalogueEntry(patch: Partial<TGameCatalogueEntry> = {}): TGameCatalogueEntry {
  return {
    GameId: 2,
    GameCode: 'JSSSC',
    Name: { zh: '极速时时彩', en: '1-minute SSC' },
    CategoryId: 1,
    Family: 'ssc',
    DrawSource: 'fair',
    Books: ['official'],
    GameState: 0,
    CycleSeconds: 60,
    IssuesPerDay: 1440,
    SealSeconds: 5,
    SortOrder: 20,
    MaxPayoutPerTicket: 400_000,
    MaxStakePerIssue: 1_000_000,
    MaxPrizeGroup: null,
    MinPrizeGroup: null,
    OddsTable: [],
    ...patch,
  };
}

export function gameData(games: TGameCatalogueEntry[]): TLotteryGameData {
  return {
    Families: [
      {
        Id: 'ssc',
        Name: { zh: '时时彩', en: 'SSC' },
        Draw: { Length: 5, Min: 0, Max: 9, Distinct: false, Ordered: true },
      },
    ],
    Categories: [
      {
        Id: 1,
        Name: { zh: '时时彩', en: 'SSC' },
        Family: 'ssc',
        NumberKind: 'balls',
        NumberLength: 5,
        ProfitGroupId: 1,
      },
      {
        Id: 93,
        Name: { zh: '哈希彩', en: 'Hash' },
        Family: 'hash',
        NumberKind: 'hash',
        NumberLength: 64,
        ProfitGroupId: 2,
      },
    ],
    ProfitGroups: [
      { Id: 1, Name: { zh: '时时彩', en: 'SSC' } },
      { Id: 2, Name: { zh: '哈希彩', en: 'Hash games' } },
    ],
    Games: games,
    BetTypes: [],
  };
}
