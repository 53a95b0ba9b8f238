/**
 * The console's one view of the permission names (packages/contracts admin/permissions.ts, from
 * i19-core): sections and guards import them from here.
 */
export type TAdminPermission =
  | 'dashboard.view'
  | 'players.view'
  | 'players.manage'
  | 'balance.request'
  | 'balance.approve'
  | 'games.view'
  | 'games.manage'
  | 'games.results'
  | 'risk.view'
  | 'risk.manage'
  | 'content.view'
  | 'content.manage'
  | 'site.manage'
  | 'reports.view'
  | 'reports.export'
  | 'audit.view'
  | 'admins.view'
  | 'admins.manage';
