import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZMoney } from '../money.ts';
import { ZText } from '../validation/text.ts';

/**
 * Back office, Dashboard and Reports (issue #19). Figures follow the player's profit report: a
 * ticket counts once settled, on the site day it settled; a rebate on the day it was credited;
 * every rebate a ticket pays (the player's own and the upline's) counts against the player who
 * placed it. GGR (gross gaming revenue) = turnover − prizes; profit (the house's) = GGR − rebates.
 */

const ZEpochMs = z.number().int().describe('Epoch ms, server clock');
const ZSiteDate = ZText.regex(/^\d{4}-\d{2}-\d{2}$/).describe('YYYY-MM-DD, site date (UTC+8)');

/** Longest range a dashboard or report covers, in site days. */
export const maxBackOfficeReportDays = 92;

export const ZReportRangeQuery = z
  .object({
    StartDate: ZSiteDate,
    EndDate: ZSiteDate.describe(
      `Included; at most ${maxBackOfficeReportDays} days after StartDate`,
    ),
  })
  .meta({ id: 'ReportRangeQuery' });

const figures = {
  Tickets: z.number().int(),
  Turnover: ZMoney,
  Prize: ZMoney,
  Rebate: ZMoney,
  Ggr: ZMoney.describe('Turnover − Prize'),
  Profit: ZMoney.describe('Turnover − Prize − Rebate: what the house kept'),
};
export const ZReportFigures = z.object(figures).meta({ id: 'ReportFigures' });

export const ZDashboardFigures = ZReportFigures.extend({
  ActivePlayers: z.number().int().describe('Players with a settled ticket in the range'),
  NewPlayers: z.number().int().describe('Accounts registered in the range'),
}).meta({ id: 'DashboardFigures' });

export const ZDashboardQuery = z
  .object({ StartDate: ZSiteDate.optional(), EndDate: ZSiteDate.optional() })
  .meta({ id: 'DashboardQuery', description: 'Without dates: the last 7 site days' });

export const ZDashboardResponse = z
  .object({
    Today: ZDashboardFigures,
    TodayDate: ZSiteDate,
    Range: ZDashboardFigures,
    StartDate: ZSiteDate,
    EndDate: ZSiteDate,
    PlayersOnline: z
      .object({
        Players: z.number().int().describe('Distinct players with a live hub connection'),
        Sessions: z.number().int().describe('Distinct sessions with a live hub connection'),
        Instances: z.number().int().describe('Server instances whose connections were counted'),
        Scope: z
          .enum(['site', 'instance'])
          .describe(
            "site: every server instance's connections (shared through Redis, refreshed every" +
              " few seconds); instance: only the answering instance's, as the shared count" +
              ' could not be read',
          ),
      })
      .meta({ id: 'PlayersOnline' }),
    Pending: z.array(z.object({ Queue: z.string(), Count: z.number().int() })),
    TodayByHour: z.array(z.object({ HourStart: ZEpochMs, ...figures })),
    ByDay: z.array(z.object({ Date: ZSiteDate, ...figures })),
    ByGame: z.array(z.object({ GameId: z.number().int(), GameName: z.string(), ...figures })),
  })
  .meta({ id: 'DashboardResponse' });
export type TDashboardResponse = z.input<typeof ZDashboardResponse>;

export const ZGameReportRow = z
  .object({
    Date: ZSiteDate,
    GameId: z.number().int(),
    GameName: z.string(),
    ...figures,
  })
  .meta({ id: 'GameReportRow' });
export const ZGameReportResponse = z
  .object({ Rows: z.array(ZGameReportRow), Totals: ZReportFigures })
  .meta({ id: 'GameReportResponse' });
export type TGameReportResponse = z.input<typeof ZGameReportResponse>;

const ZPageIndex = queryInt(1, 100_000).default(1).describe('1-based');
const ZPageSize = queryInt(1, 100).default(20);

export const ZTeamReportQuery = ZReportRangeQuery.extend({
  AgentLoginId: ZText.max(64)
    .optional()
    .describe('The agents directly under this one; none: agents without an upline'),
}).meta({ id: 'TeamReportQuery' });
export const ZTeamReportPagedQuery = ZTeamReportQuery.extend({
  PageIndex: ZPageIndex,
  PageSize: ZPageSize,
});
export const ZTeamReportRow = z
  .object({
    AgentLoginId: z.string(),
    Players: z.number().int().describe('Team members (the agent included) with figures'),
    ...figures,
  })
  .meta({ id: 'TeamReportRow' });
export const ZTeamReportResponse = z
  .object({
    Rows: z.array(ZTeamReportRow).describe('Largest turnover first'),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'TeamReportResponse' });
export type TTeamReportResponse = z.input<typeof ZTeamReportResponse>;

export const ZPlayerReportQuery = ZReportRangeQuery.extend({
  LoginId: ZText.max(64).optional().describe('Prefix, any case'),
}).meta({ id: 'PlayerReportQuery' });
export const ZPlayerReportPagedQuery = ZPlayerReportQuery.extend({
  PageIndex: ZPageIndex,
  PageSize: ZPageSize,
});
export const ZPlayerReportRow = z
  .object({
    LoginId: z.string(),
    NickName: z.string(),
    AgentLoginId: z.string().nullable(),
    ...figures,
  })
  .meta({ id: 'PlayerReportRow' });
export const ZPlayerReportResponse = z
  .object({
    Rows: z.array(ZPlayerReportRow).describe('Largest turnover first'),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
    Totals: ZReportFigures,
  })
  .meta({ id: 'PlayerReportResponse' });
export type TPlayerReportResponse = z.input<typeof ZPlayerReportResponse>;
