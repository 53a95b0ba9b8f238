/**
 * What an administrator may do, one `<section>.<action>` each. A route names the one it needs
 * (apps/server platform/route.ts) and the console shows only the sections a role's permissions
 * allow. Adding a permission: one line here, and give it to the built-in roles that should have it.
 */
export const adminPermissions = [
  'dashboard.view',
  'players.view',
  /** State flags, end or blacklist sessions, reset a player's second factor, move under an agent. */
  'players.manage',
  /** Ask for a balance adjustment (maker). */
  'balance.request',
  /** Approve or reject another administrator's balance adjustment (checker). */
  'balance.approve',
  'games.view',
  /** State, schedule, seal seconds, prize groups, caps, odds. */
  'games.manage',
  /** Enter and confirm results, cancel an issue. */
  'games.results',
  'risk.view',
  /** Release or void held wins, thresholds, flags. */
  'risk.manage',
  'content.view',
  /** Announcements, notifications, logos, site info, app download, speed test. */
  'content.manage',
  /** Maintenance windows, IP restrictions. */
  'site.manage',
  'reports.view',
  'reports.export',
  'audit.view',
  'deposits.view',
  /** Confirm, cancel and review deposit orders. */
  'deposits.manage',
  'withdrawals.view',
  /** Approve, reject and send withdrawals to payout. */
  'withdrawals.manage',
  /** Deposit channels, payment gateways, USDT chains and rates, withdrawal rules. */
  'payments.configure',
  /** The daily reconciliation of gateways and chains against the ledger. */
  'reconciliation.view',
  /** Agents' teams, contracts, daily pay, dividends, transfers and team reports. */
  'agents.view',
  /** Move, delete or restrict an agent's members; force or cancel a dividend or daily pay. */
  'agents.manage',
  /** Agent system rules, contract templates, dividend and shareholder bonus rules. */
  'agents.configure',
  /** Remove chat messages, mute and ban players in chat, read rooms in the console. */
  'chat.moderate',
  /** Serve customers at the service desk: queue, conversations, canned replies, transcripts. */
  'chat.serve',
  /** Activities (issue #23): their list, budgets used and claims. */
  'activities.view',
  /** Create, preview, schedule and stop activities. */
  'activities.manage',
  /** VIP levels (issue #23): their thresholds, rewards and how many accounts hold each. */
  'vip.view',
  /** Change a VIP level's name, thresholds and rewards (paid from the bonus wallet). */
  'vip.manage',
  'admins.view',
  /** Administrators and roles: create, change role, disable, reset second factor, networks. */
  'admins.manage',
] as const;

export type TAdminPermission = (typeof adminPermissions)[number];

export const builtinRoleNames = [
  'owner',
  'finance',
  'risk',
  'service',
  'operations',
  'readonly',
] as const;

export type TBuiltinRoleName = (typeof builtinRoleNames)[number];

const views = [
  'dashboard.view',
  'players.view',
  'games.view',
  'risk.view',
  'content.view',
  'reports.view',
  'deposits.view',
  'withdrawals.view',
  'agents.view',
] as const satisfies readonly TAdminPermission[];

/**
 * The roles every site has; their permissions live here, not in the database, so they follow
 * this list. Finance may both ask and approve, but never its own request (maker-checker).
 */
export const builtinAdminRoles: Readonly<Record<TBuiltinRoleName, readonly TAdminPermission[]>> = {
  owner: adminPermissions,
  finance: [
    ...views,
    'balance.request',
    'balance.approve',
    'reports.export',
    'audit.view',
    'deposits.manage',
    'withdrawals.manage',
    'payments.configure',
    'reconciliation.view',
    'agents.manage',
  ],
  risk: [...views, 'risk.manage', 'players.manage', 'games.results', 'audit.view'],
  service: [
    'dashboard.view',
    'players.view',
    'players.manage',
    'balance.request',
    'content.view',
    'deposits.view',
    'withdrawals.view',
    'chat.moderate',
    'chat.serve',
  ],
  operations: [
    ...views,
    'games.manage',
    'games.results',
    'content.manage',
    'site.manage',
    'agents.configure',
    'activities.view',
    'activities.manage',
    'vip.view',
    'vip.manage',
  ],
  readonly: views,
};

export const isAdminPermission = (value: string): value is TAdminPermission =>
  (adminPermissions as readonly string[]).includes(value);
