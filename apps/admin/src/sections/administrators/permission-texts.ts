import type { TLanguage } from '@lottery/contracts';
import type { TAdminPermission } from '../../shared/session/permission.ts';

/** Each permission's meaning, for the role editor's checkboxes and the role list. */
const permissionNames: Record<TAdminPermission, Record<TLanguage, string>> = {
  'dashboard.view': { 'zh-CN': '查看概览', en: 'View the dashboard' },
  'players.view': { 'zh-CN': '查看玩家', en: 'View players' },
  'players.manage': {
    'zh-CN': '管理玩家（状态、会话、双重验证、代理）',
    en: 'Manage players (state, sessions, second factor, agent)',
  },
  'balance.request': { 'zh-CN': '申请余额调整', en: 'Request balance adjustments' },
  'balance.approve': { 'zh-CN': '审批余额调整', en: 'Approve balance adjustments' },
  'games.view': { 'zh-CN': '查看游戏', en: 'View games' },
  'games.manage': {
    'zh-CN': '管理游戏（状态、排期、赔率）',
    en: 'Manage games (state, schedule, odds)',
  },
  'games.results': {
    'zh-CN': '录入与确认开奖结果、撤销奖期',
    en: 'Enter and confirm results, cancel issues',
  },
  'risk.view': { 'zh-CN': '查看风控', en: 'View risk' },
  'risk.manage': {
    'zh-CN': '管理风控（放行或作废暂扣奖金）',
    en: 'Manage risk (release or void held wins)',
  },
  'content.view': { 'zh-CN': '查看内容', en: 'View content' },
  'content.manage': {
    'zh-CN': '管理内容（公告、通知、标志、网站信息）',
    en: 'Manage content (announcements, notices, logos, site info)',
  },
  'site.manage': { 'zh-CN': '维护时段与 IP 限制', en: 'Maintenance windows and IP restrictions' },
  'reports.view': { 'zh-CN': '查看报表', en: 'View reports' },
  'reports.export': { 'zh-CN': '导出报表', en: 'Export reports' },
  'audit.view': { 'zh-CN': '查看操作日志', en: 'View the audit log' },
  'deposits.view': { 'zh-CN': '查看充值订单', en: 'View deposits' },
  'deposits.manage': { 'zh-CN': '确认、取消、复核充值', en: 'Confirm, cancel and review deposits' },
  'withdrawals.view': { 'zh-CN': '查看提现申请', en: 'View withdrawals' },
  'withdrawals.manage': {
    'zh-CN': '审核、拒绝提现并发起出款',
    en: 'Approve, reject and pay out withdrawals',
  },
  'payments.configure': {
    'zh-CN': '充值渠道、支付网关、USDT 链与汇率、提现规则',
    en: 'Deposit channels, gateways, USDT chains and rates, withdrawal rules',
  },
  'reconciliation.view': { 'zh-CN': '查看每日对账', en: 'View the daily reconciliation' },
  'agents.view': {
    'zh-CN': '查看代理团队、契约、日工资、分红与团队报表',
    en: "View agents' teams, contracts, daily pay, dividends and team reports",
  },
  'agents.manage': {
    'zh-CN': '管理代理下级，强制发放或取消分红与日工资',
    en: "Manage agents' members; force or cancel dividends and daily pay",
  },
  'agents.configure': {
    'zh-CN': '配置代理系统规则、契约模板、分红与股东分红规则',
    en: 'Configure agent system rules, contract templates, dividend and shareholder rules',
  },
  'chat.moderate': {
    'zh-CN': '聊天管理：删除消息、禁言、封禁',
    en: 'Moderate chat: remove messages, mute, ban',
  },
  'chat.serve': { 'zh-CN': '客服接待', en: 'Serve customers at the service desk' },
  'activities.view': { 'zh-CN': '查看活动与领取记录', en: 'View activities and their claims' },
  'activities.manage': {
    'zh-CN': '配置、排期与停止活动',
    en: 'Configure, schedule and stop activities',
  },
  'vip.view': { 'zh-CN': '查看 VIP 等级', en: 'View VIP levels' },
  'vip.manage': {
    'zh-CN': '修改 VIP 等级的要求与奖励',
    en: "Change VIP levels' requirements and rewards",
  },
  'admins.view': { 'zh-CN': '查看管理员与角色', en: 'View administrators and roles' },
  'admins.manage': { 'zh-CN': '管理管理员与角色', en: 'Manage administrators and roles' },
};

/** Section names of the `<section>.<action>` prefixes, for grouping the checkboxes. */
const sectionNames: Record<string, Record<TLanguage, string>> = {
  dashboard: { 'zh-CN': '概览', en: 'Dashboard' },
  players: { 'zh-CN': '玩家', en: 'Players' },
  balance: { 'zh-CN': '余额调整', en: 'Balance adjustments' },
  games: { 'zh-CN': '游戏', en: 'Games' },
  risk: { 'zh-CN': '风控', en: 'Risk' },
  content: { 'zh-CN': '内容', en: 'Content' },
  site: { 'zh-CN': '站点', en: 'Site' },
  reports: { 'zh-CN': '报表', en: 'Reports' },
  audit: { 'zh-CN': '操作日志', en: 'Audit' },
  chat: { 'zh-CN': '聊天', en: 'Chat' },
  vip: { 'zh-CN': 'VIP', en: 'VIP' },
  admins: { 'zh-CN': '管理员', en: 'Administrators' },
};

/** A permission in words; one added to the contracts after this list shows by its name. */
export const permissionLabel = (permission: string, language: TLanguage) =>
  permissionNames[permission as TAdminPermission]?.[language] ?? permission;

export const permissionSectionLabel = (section: string, language: TLanguage) =>
  sectionNames[section]?.[language] ?? section;
