import { z } from 'zod';

/** Epoch milliseconds of the server clock (the only clock, ARCHITECTURE "Draws"). */
const ZEpochMs = z.number().int().describe('Epoch ms, server clock');

export const ZGameId = z.number().int().min(1).max(999_999).describe('Lottery game id');

/** SPEC §4 lottery game states. */
export const gameStates = { online: 0, maintain: 1, offline: 2, officialOffline: 3 } as const;
export const ZGameState = z
  .number()
  .int()
  .min(0)
  .max(3)
  .describe('online 0, maintain 1, offline 2, official offline 3');

/**
 * Hub event to a game's group when an administrator changes its state: the bet screens watching
 * it re-read LotteryGame/Info at once instead of at their next poll.
 */
export const gameStateChangedEvent = 'GameStateChanged';
export const ZGameStateChangedEvent = z
  .object({ GameId: ZGameId, State: ZGameState })
  .meta({ id: 'GameStateChangedEvent' });
export type TGameStateChangedEvent = z.output<typeof ZGameStateChangedEvent>;

export const ZIssueState = z
  .enum(['scheduled', 'drawn', 'cancelled'])
  .describe('scheduled: not drawn yet (open or sealed by the clock); drawn; cancelled (refunded)');

/** SPEC §3 "Draw issue", server fields capitalised, plus what a player needs to check the draw. */
export const ZDrawIssue = z
  .object({
    SerialNumber: z.string().describe('Issue number (期号), e.g. 20261122-0001'),
    StartTimeStamp: ZEpochMs.describe('Sale opens'),
    CloseTimeStamp: ZEpochMs.describe('Sale closes (封单, the seal)'),
    DrawTimeStamp: ZEpochMs.describe('Draw time'),
    State: ZIssueState,
    OriginalWinningNumber: z
      .string()
      .nullable()
      .describe('What was drawn (balls comma-separated, or a block hash); null until drawn'),
    WinningNumber: z
      .string()
      .nullable()
      .describe('The number bets are judged on (differs from the original for Lucky 28)'),
    Commitment: z
      .string()
      .nullable()
      .describe('SHA-256 of the secret seed, published before the seal (in-house draws only)'),
  })
  .meta({ id: 'DrawIssue' });
export type TDrawIssue = z.infer<typeof ZDrawIssue>;

/**
 * SPEC §7 LotteryGame/Info payload. Each flag or count asks for a part of the answer, so a lobby
 * polling many games asks for little and a bet page for more.
 */
export const ZGameInfoRequest = z
  .object({
    GameIdList: z.array(ZGameId).max(200).describe('Games asked for; empty means every game'),
    State: z
      .boolean()
      .optional()
      .describe(
        'Include CategoryId, GameState, IsMaintain, IsOfficialOffline, IsMiaoMiao, DailyIssueCount',
      ),
    LastIssue: z.boolean().optional().describe('Include LastIssue: the latest drawn issue'),
    LastDrawIssue: z
      .boolean()
      .optional()
      .describe('Include RecentIssues: the latest 10 drawn issues, newest first'),
    Countdown: z
      .boolean()
      .optional()
      .describe(
        'Include CurrentIssue, Issues (current then upcoming) and the countdown fields, ' +
          'computed by SPEC §4 on the server clock',
      ),
    SelectCount: z
      .number()
      .int()
      .min(0)
      .max(120)
      .optional()
      .describe('Upcoming issues listed after the current one in Issues (chained bets); default 0'),
    OldIssues: z
      .number()
      .int()
      .min(0)
      .max(100)
      .optional()
      .describe(
        'Old (closed) issues listed in OldIssues, oldest first; default 0, SPEC default 20',
      ),
    ClientTimestamp: ZEpochMs.optional().describe('The client clock when sent; echoed back'),
  })
  .meta({ id: 'GameInfoRequest' });
export type TGameInfoRequest = z.infer<typeof ZGameInfoRequest>;

/** SPEC §3 "Lottery game info" for one game; parts appear when the request asked for them. */
export const ZGameInfo = z
  .object({
    GameId: ZGameId,
    GameCode: z.string(),
    GameName: z.string().describe('In the language of the request'),
    CategoryId: z.number().int().optional(),
    GameState: ZGameState.optional(),
    IsMaintain: z.boolean().optional(),
    IsOfficialOffline: z.boolean().optional(),
    IsMiaoMiao: z.boolean().optional().describe('Instant game: drawn per bet, no issues'),
    DailyIssueCount: z.number().int().optional(),
    LastIssue: ZDrawIssue.nullable().optional(),
    RecentIssues: z.array(ZDrawIssue).optional(),
    CurrentIssue: ZDrawIssue.nullable()
      .optional()
      .describe('SPEC §4 current issue; null when none'),
    Issues: z.array(ZDrawIssue).optional().describe('The current issue, then SelectCount upcoming'),
    OldIssues: z.array(ZDrawIssue).optional(),
    WaitingIssue: z
      .boolean()
      .optional()
      .describe(
        'True when the current issue has not started, or there is none (never for instant games)',
      ),
    StartTimestamp: ZEpochMs.optional().describe('Current issue start'),
    EndTimestamp: ZEpochMs.optional().describe('Current issue close (the seal)'),
    CountdownLength: z
      .number()
      .int()
      .optional()
      .describe('Ms left: to the seal when open, to the start when waiting, 0 with no issue'),
    CountdownTotal: z.number().int().optional().describe('Ms of the whole phase counted down'),
    ServerTimestamp: ZEpochMs,
    ClientTimestamp: ZEpochMs.optional(),
  })
  .meta({ id: 'GameInfo' });
export type TGameInfo = z.infer<typeof ZGameInfo>;

export const ZGameInfoResponse = z
  .record(z.string().regex(/^\d+$/), ZGameInfo)
  .describe(
    'Keyed by game id. Unknown ids are absent; at most 30 games per answer, so a client ' +
      're-asks for the missing ids until all are answered or an answer is empty (SPEC §7)',
  )
  .meta({ id: 'GameInfoResponse' });
export type TGameInfoResponse = z.infer<typeof ZGameInfoResponse>;

/** Most games answered at once; the client asks again for the rest. */
export const gameInfoPageSize = 30;
