import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZMoney } from '../money.ts';
import { ZText } from '../validation/text.ts';

/**
 * Back office, Players and agents (issue #19): search, a player's page and the changes an
 * administrator makes there. Reads are GET with query parameters (the console keeps its filters in
 * the address); changes are POST and each writes an administrator audit row.
 */

const ZEpochMs = z.number().int().describe('Epoch ms, server clock');
const ZSiteDate = ZText.regex(/^\d{4}-\d{2}-\d{2}$/).describe('YYYY-MM-DD, site date (UTC+8)');
const ZLoginId = ZText.min(1).max(64);
const ZPageIndex = queryInt(1, 100_000).default(1).describe('1-based');
const ZPageSize = queryInt(1, 100).default(20);

/** The player state bits of SPEC §6 in bit order (bit n is 1 << n), as the server stores them. */
export const playerStateFlagNames = [
  'disabled',
  'betDisabled',
  'withdrawDisabled',
  'depositDisabled',
  'transferDepositAllowed',
  'transferActivityAllowed',
  'transferDividendAllowed',
  'transferOtherAllowed',
  'transferSuperAllowed',
  'transferDailyPayAllowed',
  'totpForWithdraw',
  'totpForTransfer',
  'totpForLogin',
  'totpForPasswordChange',
  'totpForDrawPasswordChange',
  'totpForReset',
  'gestureLogin',
  'fundsFrozen',
  'chatDisabled',
] as const;
export type TPlayerStateFlagName = (typeof playerStateFlagNames)[number];

export const ZPlayerSearchQuery = z
  .object({
    LoginId: ZText.max(64).optional().describe('Prefix, any case'),
    NickName: ZText.max(64).optional().describe('Prefix, any case'),
    AgentLoginId: ZText.max(64).optional().describe('Direct downline of this agent'),
    StateFlag: z.enum(playerStateFlagNames).optional().describe('Accounts with this bit set'),
    Role: z.enum(['player', 'agent']).optional(),
    RegisteredFrom: ZSiteDate.optional(),
    RegisteredTo: ZSiteDate.optional().describe('Included'),
    LastLoginIp: ZText.pipe(z.union([z.ipv4(), z.ipv6()]))
      .optional()
      .describe('Address of the latest login'),
    PageIndex: ZPageIndex,
    PageSize: ZPageSize,
  })
  .meta({ id: 'PlayerSearchQuery' });
export type TPlayerSearchQuery = z.output<typeof ZPlayerSearchQuery>;

export const ZPlayerSummary = z
  .object({
    UserId: z.number().int(),
    LoginId: z.string(),
    NickName: z.string(),
    Role: z.enum(['player', 'agent']),
    AgentLoginId: z.string().nullable(),
    StateFlags: z.number().int(),
    Balance: ZMoney,
    RegisteredAt: ZEpochMs,
    LastLoginAt: ZEpochMs.nullable(),
    LastLoginIp: z.string().nullable(),
  })
  .meta({ id: 'PlayerSummary' });

export const ZPlayerSearchResponse = z
  .object({
    Items: z.array(ZPlayerSummary).describe('Newest registration first'),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'PlayerSearchResponse' });
export type TPlayerSearchResponse = z.input<typeof ZPlayerSearchResponse>;

export const ZPlayerParams = z.object({ loginId: ZLoginId });

export const ZPlayerDetail = ZPlayerSummary.extend({
  PrizeGroup: z.number().int(),
  HasSecondFactor: z.boolean(),
  AgentChain: z.array(z.string()).describe('Upline login IDs, nearest first'),
  DirectDownline: z.number().int(),
  Balances: z.object({
    Main: ZMoney,
    Bonus: ZMoney,
    BetHolds: ZMoney,
    ScheduleHolds: ZMoney,
    PendingWithdrawals: ZMoney,
  }),
  OpenSessions: z.number().int(),
}).meta({ id: 'PlayerDetail' });
export type TPlayerDetail = z.input<typeof ZPlayerDetail>;

export const ZPlayerStatementQuery = z
  .object({
    StartDate: ZSiteDate,
    EndDate: ZSiteDate,
    Type: queryInt(0, 32_767).optional().describe('One cash-flow type'),
    PageIndex: ZPageIndex,
    PageSize: ZPageSize,
  })
  .meta({ id: 'PlayerStatementQuery' });

export const ZPlayerRecordsQuery = z
  .object({
    DateFrom: ZSiteDate.optional(),
    DateTo: ZSiteDate.optional(),
    GameId: queryInt(1, 999_999).optional(),
    PageIndex: ZPageIndex,
    PageSize: ZPageSize,
  })
  .meta({ id: 'PlayerRecordsQuery' });

export const ZPlayerLoginsQuery = z.object({ PageIndex: ZPageIndex, PageSize: ZPageSize });
export const ZPlayerLogin = z
  .object({
    SessionId: z.string(),
    CreatedAt: ZEpochMs,
    Ip: z.string().nullable(),
    Device: z.string().nullable().describe('The browser or app (User-Agent)'),
    LoginType: z.number().int(),
    EndedAt: ZEpochMs.nullable(),
    EndReason: z.string().nullable(),
  })
  .meta({ id: 'PlayerLogin' });
export const ZPlayerLoginsResponse = z
  .object({
    Items: z.array(ZPlayerLogin).describe('Newest first'),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'PlayerLoginsResponse' });
export type TPlayerLoginsResponse = z.input<typeof ZPlayerLoginsResponse>;

export const ZMovePlayerRequest = z
  .object({
    LoginId: ZLoginId,
    AgentLoginId: ZLoginId.nullable().describe('The new upline agent; null: no agent'),
    Reason: ZText.min(1).max(200),
  })
  .meta({
    id: 'MovePlayerRequest',
    description:
      'Refusals (Code): 6401 not an agent, 6402 a cycle, 6403 prize group above the agent',
  });

export const ZResetSecondFactorRequest = z
  .object({ LoginId: ZLoginId, Reason: ZText.min(1).max(200) })
  .meta({ id: 'ResetSecondFactorRequest' });

export const ZPlayerChangeResponse = z
  .object({ State: z.literal(true) })
  .meta({ id: 'PlayerChangeResponse' });
