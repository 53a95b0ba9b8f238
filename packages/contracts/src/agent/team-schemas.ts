import { z } from 'zod';
import { ZMoney } from '../money.ts';
import { ZText } from '../validation/text.ts';

const ZSiteDate = ZText.regex(/^\d{4}-\d{2}-\d{2}$/).describe('Site date YYYY-MM-DD (UTC+8)');

export const teamMemberSorts = [
  'registered',
  'loginId',
  'balance',
  'teamBalance',
  'turnover',
  'lastLogin',
] as const;
export type TTeamMemberSort = (typeof teamMemberSorts)[number];

/** The member states an agent filters by: usable, disabled (login refused), betting refused. */
export const teamMemberStates = ['normal', 'disabled', 'betDisabled'] as const;

export const ZTeamMembersRequest = z
  .object({
    Scope: z
      .enum(['direct', 'team'])
      .default('direct')
      .describe('direct: the members one level below; team: every member at any depth'),
    ParentLoginId: ZText.max(32)
      .optional()
      .describe(
        'Drill down: list the members below this member of your team instead of your own (8001 otherwise)',
      ),
    Search: ZText.max(32).optional().describe('Login id or nick name, prefix, any case'),
    Role: z.enum(['player', 'agent']).optional(),
    State: z.enum(teamMemberStates).optional(),
    RegisteredFrom: ZSiteDate.optional(),
    RegisteredTo: ZSiteDate.optional(),
    TurnoverFrom: ZSiteDate.optional().describe('Turnover period start; default: today'),
    TurnoverTo: ZSiteDate.optional().describe('Turnover period end, at most 92 days on'),
    SortBy: z.enum(teamMemberSorts).default('registered'),
    SortDesc: z.boolean().default(true),
    PageIndex: z.number().int().min(1).max(100_000).default(1).describe('1-based'),
    PageSize: z.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'TeamMembersRequest' });
export type TTeamMembersRequest = z.input<typeof ZTeamMembersRequest>;

export const ZTeamMember = z
  .object({
    UserId: z.number().int(),
    LoginId: z.string(),
    NickName: z.string(),
    Role: z.enum(['player', 'agent']),
    Depth: z.number().int().describe('1 for a direct member of the listed level, 2 below it, ...'),
    ParentLoginId: z.string(),
    PrizeGroup: z.number().int(),
    StateFlags: z.number().int().describe('Player state bit flags (SPEC §6)'),
    Balance: ZMoney,
    TeamBalance: ZMoney.describe("Sum of the member's own balance and its whole team's"),
    TeamSize: z.number().int().describe('Members below this member, at any depth'),
    DirectCount: z.number().int().describe('Members directly below this member'),
    Turnover: ZMoney.describe("The member's own turnover in the chosen period"),
    RegisteredAt: z.number().describe('Epoch milliseconds'),
    LastLoginAt: z.number().nullable().describe('Epoch milliseconds; null if never'),
  })
  .meta({ id: 'TeamMember' });
export type TTeamMemberView = z.input<typeof ZTeamMember>;

export const ZTeamMembersResponse = z
  .object({
    Items: z.array(ZTeamMember),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
    Parent: z
      .object({ UserId: z.number().int(), LoginId: z.string(), Depth: z.number().int() })
      .nullable()
      .describe('The drilled-down member (Depth below you), null for your own level'),
  })
  .meta({ id: 'TeamMembersResponse' });
export type TTeamMembersResponse = z.input<typeof ZTeamMembersResponse>;
