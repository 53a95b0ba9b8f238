import { z } from 'zod';
import { queryInt } from '../validation/query-int.ts';
import { ZLoginId, ZNewPassword } from '../auth/auth-schemas.ts';
import { ZMoney } from '../money.ts';
import { nickNameMaxLength } from '../validation/rules.ts';
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
    After: ZText.max(200)
      .optional()
      .describe(
        'Keyset paging: the NextAfter of the page before (same sort); the page starts after its ' +
          'last row instead of skipping (PageIndex - 1) × PageSize rows, as fast deep as at the start',
      ),
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
    NextAfter: z.string().nullable().describe("The next page's After; null on the last page"),
    Parent: z
      .object({ UserId: z.number().int(), LoginId: z.string(), Depth: z.number().int() })
      .nullable()
      .describe('The drilled-down member (Depth below you), null for your own level'),
  })
  .meta({ id: 'TeamMembersResponse' });
export type TTeamMembersResponse = z.input<typeof ZTeamMembersResponse>;

/** How a request names a member: by user id or by login id (exactly one). */
export const ZMemberRef = z
  .object({
    UserId: z.number().int().positive().optional(),
    LoginId: ZText.max(32).optional(),
  })
  .describe(
    'A member of your team by UserId or LoginId (UserId when both are given; neither names ' +
      'no member: NotInTeam)',
  )
  .meta({ id: 'MemberRef' });
export type TMemberRefInput = z.infer<typeof ZMemberRef>;

export const ZMoveMemberRequest = z
  .object({
    Member: ZMemberRef.describe('The direct member to move (with its whole team)'),
    Target: ZMemberRef.describe('An agent of your team to move it under'),
  })
  .meta({ id: 'MoveMemberRequest' });
export type TMoveMemberRequest = z.infer<typeof ZMoveMemberRequest>;

export const ZDeleteMemberRequest = z
  .object({ Member: ZMemberRef.describe('The direct member to delete') })
  .meta({ id: 'DeleteMemberRequest' });
export type TDeleteMemberRequest = z.infer<typeof ZDeleteMemberRequest>;

export const ZTeamActionResponse = z
  .object({ Result: z.literal(true) })
  .meta({ id: 'TeamActionResponse' });

/**
 * The descendant behaviours (SPEC §6) an agent may switch on its direct members: the state flags
 * of betting, money in and out, the transfer types it may receive and chat. Login (disabled),
 * frozen funds, the second-factor flags and super transfer stay the back office's.
 */
export const memberBehaviours = [
  'betDisabled',
  'depositDisabled',
  'withdrawDisabled',
  'chatDisabled',
  'transferDepositAllowed',
  'transferActivityAllowed',
  'transferDividendAllowed',
  'transferOtherAllowed',
  'transferDailyPayAllowed',
] as const;
export type TMemberBehaviour = (typeof memberBehaviours)[number];

export const ZMemberBehavioursRequest = z
  .object({
    Members: z
      .array(ZMemberRef)
      .max(500)
      .default([])
      .describe('Direct members to change; ignored with AllDirect'),
    AllDirect: z.boolean().default(false).describe('Every direct member at once'),
    Set: z.array(z.enum(memberBehaviours)).max(memberBehaviours.length).default([]),
    Clear: z.array(z.enum(memberBehaviours)).max(memberBehaviours.length).default([]),
  })
  .meta({ id: 'MemberBehavioursRequest' });
export type TMemberBehavioursRequest = z.input<typeof ZMemberBehavioursRequest>;

export const ZMemberBehavioursResponse = z
  .object({ Changed: z.number().int().describe('Members whose flags changed') })
  .meta({ id: 'MemberBehavioursResponse' });

export const ZCreateMemberRequest = z
  .object({
    LoginId: ZLoginId,
    Password: ZNewPassword,
    NickName: ZText.trim().max(nickNameMaxLength, { error: 'nickName.length' }).optional(),
    Role: z.enum(['player', 'agent']),
    PrizeGroup: z.number().int().describe('At most your own prize group'),
  })
  .superRefine((value, ctx) => {
    if (value.Password.toLowerCase() === value.LoginId.toLowerCase())
      ctx.addIssue({ code: 'custom', path: ['Password'], message: 'password.sameAsLoginId' });
  })
  .meta({ id: 'CreateMemberRequest' });
export type TCreateMemberRequest = z.infer<typeof ZCreateMemberRequest>;

export const ZCreateMemberResponse = z
  .object({ UserId: z.number().int(), LoginId: z.string() })
  .meta({ id: 'CreateMemberResponse' });

export const ZRegisterLink = z
  .object({
    Code: z.string(),
    Role: z.enum(['player', 'agent']),
    PrizeGroup: z.number().int().nullable().describe('null: your own group when one registers'),
    ExpiresAt: z.number().nullable().describe('Epoch ms; null: never'),
    MaxUses: z.number().int().nullable().describe('null: no limit'),
    UseCount: z.number().int(),
    CreatedAt: z.number(),
    DisabledAt: z.number().nullable(),
    IsDefault: z.boolean().describe('The link Register/GetRegisterLinkCode answers'),
  })
  .meta({ id: 'RegisterLink' });
export type TRegisterLinkView = z.infer<typeof ZRegisterLink>;

export const ZRegisterLinksResponse = z
  .object({ Items: z.array(ZRegisterLink), OwnPrizeGroup: z.number().int() })
  .meta({ id: 'RegisterLinksResponse' });

export const ZCreateRegisterLinkRequest = z
  .object({
    Role: z.enum(['player', 'agent']),
    PrizeGroup: z.number().int(),
    ExpiresInDays: z.number().int().min(1).max(3650).optional().describe('None: never expires'),
    MaxUses: z.number().int().min(1).max(100_000).optional().describe('None: no limit'),
  })
  .meta({ id: 'CreateRegisterLinkRequest' });
export type TCreateRegisterLinkRequest = z.infer<typeof ZCreateRegisterLinkRequest>;

export const ZDisableRegisterLinkRequest = z
  .object({ Code: ZText.regex(/^[A-Za-z0-9]{4,32}$/, { error: 'format' }) })
  .meta({ id: 'DisableRegisterLinkRequest' });

export const activePeriods = ['day', 'week', 'month'] as const;

export const ZActiveAccountsRequest = z
  .object({
    Period: z.enum(activePeriods).default('day'),
    Date: ZSiteDate.optional().describe('A site date in the period; default today'),
    PageIndex: z.number().int().min(1).max(100_000).default(1),
    PageSize: z.number().int().min(1).max(100).default(20),
  })
  .meta({ id: 'ActiveAccountsRequest' });
export type TActiveAccountsRequest = z.input<typeof ZActiveAccountsRequest>;

export const ZActiveAccountsResponse = z
  .object({
    From: z.string().describe('First site date of the period'),
    To: z.string().describe('Last site date of the period'),
    Total: z.number().int(),
    Levels: z.array(
      z.object({
        Depth: z.number().int(),
        Active: z.number().int(),
        Members: z.number().int().describe('Members at that level'),
      }),
    ),
    Items: z.array(
      z.object({
        UserId: z.number().int(),
        LoginId: z.string(),
        Role: z.enum(['player', 'agent']),
        Depth: z.number().int(),
        Bet: z.boolean().describe('Placed a bet in the period'),
        LoggedIn: z.boolean().describe('Logged in in the period'),
        Turnover: ZMoney,
      }),
    ),
    TotalCount: z.number().int(),
    PageIndex: z.number().int(),
    PageSize: z.number().int(),
  })
  .meta({ id: 'ActiveAccountsResponse' });
export type TActiveAccountsResponse = z.input<typeof ZActiveAccountsResponse>;

/** Back office: any account's direct members (agent-teams section, agents.view). */
export const ZAdminAgentTeamQuery = z
  .object({
    Agent: ZText.min(1).max(32).describe('Login id of the account whose team to show'),
    PageIndex: queryInt(1, 100_000).default(1),
  })
  .meta({ id: 'AdminAgentTeamQuery' });

export const ZAdminAgentTeam = z
  .object({
    Agent: z.object({
      UserId: z.number().int(),
      LoginId: z.string(),
      Role: z.enum(['player', 'agent']),
      ParentLoginId: z.string().nullable(),
      TeamSize: z.number().int(),
      TeamBalance: ZMoney,
    }),
    Members: ZTeamMembersResponse,
    Actions: z
      .array(
        z.object({
          At: z.number(),
          Action: z.string().describe('agent_move_member, agent_delete_member, ...'),
          SubjectLoginId: z.string().nullable(),
          Detail: z.record(z.string(), z.unknown()),
        }),
      )
      .describe("The agent's latest moves, deletes, restrictions and accounts opened (50)"),
  })
  .meta({ id: 'AdminAgentTeam' });
export type TAdminAgentTeam = z.input<typeof ZAdminAgentTeam>;
