import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZMoney } from '../money.ts';
import { ZText } from '../validation/text.ts';

/**
 * Team reports (issue #21): an agent's team's play and agent programme income over site days,
 * per direct member (each with its own subtree's figures, to drill down), per level and in total.
 * Betting figures follow the back office's reports (a ticket counts once settled, on the site day
 * it settled; every rebate a ticket pays counts against the player who placed it); daily pay and
 * dividends are the members' net lines (received − paid), so within a team they cancel out.
 */

const ZSiteDate = ZText.regex(/^\d{4}-\d{2}-\d{2}$/).describe('YYYY-MM-DD, site date (UTC+8)');

/** Longest range a team report covers, in site days, both ends included. */
export const maxAgentTeamReportDays = 92;

const teamFigures = {
  Tickets: z.number().int(),
  Turnover: ZMoney.describe('Stakes of the settled tickets'),
  Prize: ZMoney,
  Rebate: ZMoney.describe("Rebates the tickets paid (the player's own and its upline's)"),
  DailyPay: ZMoney.describe('Daily pay received − paid (ledger lines 401 and 402)'),
  Dividend: ZMoney.describe('Dividends received − paid (ledger lines 411 and 412)'),
  Profit: ZMoney.describe("Prize + Rebate + DailyPay + Dividend − Turnover: the team's gain"),
};
export const ZAgentTeamFigures = z.object(teamFigures).meta({ id: 'AgentTeamFigures' });
export type TAgentTeamFigures = z.input<typeof ZAgentTeamFigures>;

const ZPageIndex = queryInt(1, 100_000).default(1).describe('1-based');
const ZPageSize = queryInt(1, 100).default(20);

const range = {
  StartDate: ZSiteDate,
  EndDate: ZSiteDate.describe(`Included; at most ${maxAgentTeamReportDays} days after StartDate`),
};

export const ZAgentTeamReportRequest = z
  .object({
    ...range,
    LoginId: ZText.max(64)
      .optional()
      .describe('Drill down: the team member whose members to list; none: the caller'),
    PageIndex: ZPageIndex,
    PageSize: ZPageSize,
  })
  .meta({ id: 'AgentTeamReportRequest' });
export type TAgentTeamReportRequest = z.input<typeof ZAgentTeamReportRequest>;

export const ZAgentTeamReportMember = z
  .object({
    LoginId: z.string(),
    IsAgent: z.boolean().describe('Has members of its own to drill down into'),
    TeamSize: z.number().int().describe('Accounts in its subtree, itself included'),
    ...teamFigures,
  })
  .meta({
    id: 'AgentTeamReportMember',
    description: "A direct member with its whole subtree's figures",
  });

export const ZAgentTeamReportLevel = z
  .object({
    Level: z.number().int().describe('0: the account itself; 1: its direct members; ...'),
    Members: z.number().int().describe('Accounts at this level now'),
    ...teamFigures,
  })
  .meta({ id: 'AgentTeamReportLevel' });

export const ZAgentTeamReportDay = z
  .object({ Date: ZSiteDate, ...teamFigures })
  .meta({ id: 'AgentTeamReportDay' });

export const ZAgentTeamReportResponse = z
  .object({
    LoginId: z.string().describe('Whose team this is'),
    Level: z.number().int().describe("Its distance below the caller's account (0: the caller)"),
    Self: ZAgentTeamFigures.describe("The account's own figures"),
    Members: z.array(ZAgentTeamReportMember).describe('Direct members, largest turnover first'),
    TotalCount: z.number().int().describe('Direct members in all'),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
    Levels: z.array(ZAgentTeamReportLevel).describe('By distance below the account, nearest first'),
    Days: z.array(ZAgentTeamReportDay).describe('Days with any figure, newest first'),
    Total: ZAgentTeamFigures.describe('The whole team, the account included'),
  })
  .meta({ id: 'AgentTeamReportResponse' });
export type TAgentTeamReportResponse = z.input<typeof ZAgentTeamReportResponse>;

/** The back office asks for any agent's team. */
export const ZAdminAgentTeamReportQuery = z
  .object({
    ...range,
    AgentLoginId: ZText.min(1).max(64).describe('The agent whose team to report'),
    LoginId: ZText.max(64).optional().describe("Drill down: a member of that agent's team"),
    PageIndex: ZPageIndex,
    PageSize: ZPageSize,
  })
  .meta({ id: 'AdminAgentTeamReportQuery' });
export type TAdminAgentTeamReportQuery = z.input<typeof ZAdminAgentTeamReportQuery>;
