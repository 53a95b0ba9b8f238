import {
  ZBetRecordSearchResponse,
  ZCancelTicketResponse,
  ZCashFlowRecordResponse,
  ZLotteryGameData,
  ZProfitReportResponse,
  ZScheduleRecordSearchResponse,
  ZStopScheduleResponse,
} from '@lottery/contracts';
import type { z } from 'zod';

/**
 * Answers of the records APIs for tests, written as the server builds them (money in bigint
 * thousandths) and parsed with the contracts' schemas, so a fixture that drifts from the API
 * fails here instead of passing against a shape the server never sends.
 */

type TBetRecordInput = z.input<typeof ZBetRecordSearchResponse>['Items'][number];
type TScheduleInput = z.input<typeof ZScheduleRecordSearchResponse>['Items'][number];
type TCashFlowInput = z.input<typeof ZCashFlowRecordResponse>['Items'][number];
type TProfitInput = z.input<typeof ZProfitReportResponse>;

/** 2026-03-10 12:00 site time (04:00 UTC): "today" of every records test. */
export const testNowMs = Date.UTC(2026, 2, 10, 4, 0, 0);

export function betRecord(patch: Partial<TBetRecordInput> = {}): TBetRecordInput {
  return {
    TicketId: 123,
    SerialNumber: 'B000000123',
    GameId: 2,
    GameName: '1-minute SSC',
    IssueSerialNumber: '20260310-0721',
    BetTypeId: 'ssc.star5.direct',
    BetTypeName: 'Five stars direct',
    Selection: { rows: [[1, 2], [3], [4], [5], [6]] },
    Book: 'official',
    Mode: 'jiao',
    Multiple: 3,
    Units: 2,
    Amount: 1200n,
    SelfRebate: 0n,
    PrizeGroup: 1800,
    State: 0,
    Prize: 0n,
    WinningNumber: null,
    InstantDraw: null,
    CreatedAt: testNowMs - 60_000,
    SettledAt: null,
    CanCancel: true,
    ...patch,
  };
}

export function betPage(
  items: TBetRecordInput[],
  patch: Partial<z.input<typeof ZBetRecordSearchResponse>> = {},
) {
  const sum = (field: 'Amount' | 'Prize') => items.reduce((total, item) => total + item[field], 0n);
  return ZBetRecordSearchResponse.parse({
    Items: items,
    TotalCount: items.length,
    PageIndex: 1,
    PageSize: 20,
    PageAmount: sum('Amount'),
    PagePrize: sum('Prize'),
    TotalAmount: sum('Amount'),
    TotalPrize: sum('Prize'),
    ...patch,
  });
}

export const cancelAnswer = (ticketId: number, refunded: bigint, walletAmount: bigint) =>
  ZCancelTicketResponse.parse({
    TicketId: ticketId,
    Refunded: refunded,
    WalletAmount: walletAmount,
  });

export function scheduleRecord(patch: Partial<TScheduleInput> = {}): TScheduleInput {
  return {
    ScheduleId: 7,
    GameId: 2,
    GameName: '1-minute SSC',
    BetTypeId: 'ssc.star5.direct',
    BetTypeName: 'Five stars direct',
    Book: 'official',
    Mode: 'yuan',
    PrizeGroup: 1800,
    Stake: null,
    Selection: { rows: [[1], [2], [3], [4], [5]] },
    StopIfWin: true,
    StopIfLoss: false,
    StopAtProfit: null,
    TotalAmount: 8000n,
    IssueCount: 3,
    PlacedCount: 2,
    ReleasedCount: 0,
    SettledCount: 1,
    StakeSpent: 4000n,
    Prize: 0n,
    State: 'running',
    StopReason: null,
    CreatedAt: testNowMs - 180_000,
    FinishedAt: null,
    Issues: [
      {
        IssueSerialNumber: '20260310-0718',
        Multiple: 1,
        Amount: 2000n,
        State: 'placed',
        TicketId: 120,
        TicketState: 2,
        Prize: 0n,
        WinningNumber: '9,9,9,9,9',
      },
      {
        IssueSerialNumber: '20260310-0719',
        Multiple: 1,
        Amount: 2000n,
        State: 'placed',
        TicketId: 121,
        TicketState: 0,
        Prize: 0n,
        WinningNumber: null,
      },
      {
        IssueSerialNumber: '20260310-0720',
        Multiple: 2,
        Amount: 4000n,
        State: 'waiting',
        TicketId: null,
        TicketState: null,
        Prize: 0n,
        WinningNumber: null,
      },
    ],
    ...patch,
  };
}

export const schedulePage = (items: TScheduleInput[], totalCount = items.length) =>
  ZScheduleRecordSearchResponse.parse({
    Items: items,
    TotalCount: totalCount,
    PageIndex: 1,
    PageSize: 20,
  });

export const stopAnswer = (scheduleId: number) =>
  ZStopScheduleResponse.parse({
    ScheduleId: scheduleId,
    State: 'stopped',
    StopReason: 'player',
    Released: 4000n,
    Refunded: 2000n,
    WalletAmount: 10_006_000n,
  });

export function cashFlowLine(patch: Partial<TCashFlowInput> = {}): TCashFlowInput {
  return {
    Id: 1,
    Type: 101,
    Amount: -1200n,
    BalanceAfter: 9_998_800n,
    Memo: 'B000000123',
    CreatedAt: testNowMs - 60_000,
    ...patch,
  };
}

export const cashFlowPage = (items: TCashFlowInput[], totalCount = items.length) =>
  ZCashFlowRecordResponse.parse({
    Items: items,
    TotalCount: totalCount,
    PageIndex: 1,
    PageSize: 20,
  });

const figures = (turnover: bigint, prize: bigint, rebate: bigint) => ({
  Turnover: turnover,
  Prize: prize,
  Rebate: rebate,
  Profit: prize + rebate - turnover,
});

/** Two days with figures (a win on the 9th, a loss on the 10th) over two games. */
export function profitReport(patch: Partial<TProfitInput> = {}) {
  return ZProfitReportResponse.parse({
    Days: [
      { Date: '2026-03-10', ...figures(10_000n, 0n, 500n) },
      { Date: '2026-03-08', ...figures(4_000n, 18_000n, 200n) },
    ],
    Games: [
      { GameId: 2, GameName: '1-minute SSC', ...figures(12_000n, 18_000n, 600n) },
      { GameId: 3, GameName: '5-minute SSC', ...figures(2_000n, 0n, 100n) },
    ],
    Total: figures(14_000n, 18_000n, 700n),
    ...patch,
  });
}

/** LotteryGame/Data with two issue games and a MiaoMiao game (no chained bets). */
export function gameData() {
  const game = (GameId: number, zh: string, en: string, DrawSource: 'fair' | 'instant') => ({
    GameId,
    GameCode: `G${GameId}`,
    Name: { zh, en },
    CategoryId: 1,
    Family: 'ssc',
    DrawSource,
    Books: ['official' as const],
    GameState: 0,
    CycleSeconds: DrawSource === 'instant' ? null : 60,
    IssuesPerDay: DrawSource === 'instant' ? null : 1440,
    SealSeconds: DrawSource === 'instant' ? null : 5,
    SortOrder: GameId,
    MaxPayoutPerTicket: 400_000_000n,
    MaxStakePerIssue: 100_000_000n,
    MaxPrizeGroup: null,
    MinPrizeGroup: null,
    OddsTable: [],
  });
  return ZLotteryGameData.parse({
    Families: [],
    Categories: [],
    ProfitGroups: [],
    Games: [
      game(2, '极速时时彩', '1-minute SSC', 'fair'),
      game(3, '五分时时彩', '5-minute SSC', 'fair'),
      game(9, '秒秒彩', 'MiaoMiao', 'instant'),
    ],
    BetTypes: [],
  });
}
