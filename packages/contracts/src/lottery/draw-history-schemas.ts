import { z } from 'zod';
import { ZText } from '../validation/text.ts';
import { ZDrawIssue, ZGameId } from './game-info-schemas.ts';

export const ZDrawHistoryRequest = z
  .object({
    GameId: ZGameId,
    PageIndex: z.number().int().min(1).max(100_000).default(1).describe('1-based'),
    PageSize: z.number().int().min(1).max(100).default(20),
    Date: ZText.regex(/^\d{4}-\d{2}-\d{2}$/)
      .optional()
      .describe('Business date YYYY-MM-DD (site time); every date when absent'),
  })
  .meta({ id: 'DrawHistoryRequest' });
export type TDrawHistoryRequest = z.input<typeof ZDrawHistoryRequest>;

export const ZDrawHistoryResponse = z
  .object({
    Items: z.array(ZDrawIssue).describe('Drawn and cancelled issues, newest first'),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'DrawHistoryResponse' });
export type TDrawHistoryResponse = z.infer<typeof ZDrawHistoryResponse>;

export const ZDrawStatisticsRequest = z
  .object({
    GameId: ZGameId,
    IssueCount: z
      .number()
      .int()
      .min(10)
      .max(500)
      .default(100)
      .describe('How many of the latest drawn issues the statistics cover'),
  })
  .meta({ id: 'DrawStatisticsRequest' });

/** Per position (or for the whole draw in set-judged games): each ball's figures. */
export const ZBallStatistic = z
  .object({
    Ball: z.number().int(),
    Hits: z.number().int().describe('Times drawn in the window (hot: many, cold: few)'),
    Omission: z
      .number()
      .int()
      .describe('Issues since last drawn (遗漏); the window size when never'),
    MaxOmission: z.number().int().describe('Longest run without it in the window'),
    AverageOmission: z.number().describe('Mean run length without it in the window'),
    MaxStreak: z.number().int().describe('Longest run of consecutive issues with it (最大连出)'),
  })
  .meta({ id: 'BallStatistic' });

export const ZPositionStatistics = z
  .object({
    Position: z.number().int().describe('0-based ball position; -1 for the draw as a set'),
    Balls: z.array(ZBallStatistic),
    Hot: z.array(z.number().int()).describe('Balls drawn most often, most first (up to 5)'),
    Cold: z.array(z.number().int()).describe('Balls drawn least often, least first (up to 5)'),
  })
  .meta({ id: 'PositionStatistics' });

export const ZStreak = z
  .object({
    Position: z.number().int(),
    Kind: z.enum(['bigSmall', 'oddEven']),
    Outcome: z.string().describe('big, small, odd or even'),
    Length: z.number().int().describe('Issues the latest run has lasted (长龙 when long)'),
  })
  .meta({ id: 'Streak' });

export const ZDrawStatistics = z
  .object({
    GameId: ZGameId,
    IssueCount: z.number().int().describe('Drawn issues actually covered (fewer early on)'),
    LatestSerialNumber: z.string().nullable(),
    Positions: z.array(ZPositionStatistics),
    Streaks: z.array(ZStreak),
  })
  .meta({ id: 'DrawStatistics' });
export type TDrawStatistics = z.infer<typeof ZDrawStatistics>;

/** Hub event ReceiveWinningNumber (to the game's group when an issue is drawn or cancelled). */
export const ZWinningNumberEvent = z
  .object({ GameId: ZGameId, Issue: ZDrawIssue })
  .meta({ id: 'WinningNumberEvent' });
export type TWinningNumberEvent = z.infer<typeof ZWinningNumberEvent>;
