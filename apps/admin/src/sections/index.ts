import { activitiesSection } from './activities/section.ts';
import { administratorsSection, rolesSection } from './administrators/section.ts';
import { agentDividendsSection } from './agent-dividends/section.ts';
import { agentTransfersSection } from './agent-transfers/section.ts';
import { agentReportsSection } from './agent-reports/section.ts';
import { agentSettingsSection } from './agent-settings/section.ts';
import { agentTeamsSection } from './agent-teams/section.ts';
import { agentContractsSection } from './agent-contracts/section.ts';
import { announcementsSection } from './announcements/section.ts';
import { approvalsSection } from './approvals/section.ts';
import { bonusGrantsSection } from './bonus-grants/section.ts';
import { auditSection } from './audit/section.ts';
import { chatSection } from './chat/section.ts';
import { dashboardSection } from './dashboard/section.ts';
import { depositChannelsSection } from './deposit-channels/section.ts';
import { depositsSection } from './deposits/section.ts';
import { gamesSection } from './games/section.ts';
import { ipRestrictionsSection } from './ip-restrictions/section.ts';
import { liveNotificationsSection } from './live-notifications/section.ts';
import { logosSection } from './logos/section.ts';
import { maintenanceSection } from './maintenance/section.ts';
import { myAccountSection } from './my-account/section.ts';
import { paymentGatewaysSection } from './payment-gateways/section.ts';
import { playersSection } from './players/section.ts';
import { reconciliationSection } from './reconciliation/section.ts';
import { reportsSection } from './reports/section.ts';
import { riskSection } from './risk/section.ts';
import { serviceDeskSection } from './service-desk/section.ts';
import { siteSettingsSection } from './site-settings/section.ts';
import { usdtSection } from './usdt/section.ts';
import { vipLevelsSection } from './vip-levels/section.ts';
import type { TSection } from './section-types.ts';
import { withdrawRulesSection } from './withdraw-rules/section.ts';
import { withdrawalsSection } from './withdrawals/section.ts';

/**
 * Every section of the console, in navigation order within each group. A new section: its
 * folder (section.ts, page, texts) and one line here.
 */
export const sections: readonly TSection[] = [
  dashboardSection,
  playersSection,
  vipLevelsSection,
  bonusGrantsSection,
  serviceDeskSection,
  agentTeamsSection,
  agentContractsSection,
  agentDividendsSection,
  agentTransfersSection,
  approvalsSection,
  reconciliationSection,
  paymentGatewaysSection,
  depositsSection,
  depositChannelsSection,
  usdtSection,
  withdrawalsSection,
  withdrawRulesSection,
  reportsSection,
  agentReportsSection,
  agentSettingsSection,
  gamesSection,
  riskSection,
  announcementsSection,
  liveNotificationsSection,
  activitiesSection,
  chatSection,
  logosSection,
  siteSettingsSection,
  maintenanceSection,
  ipRestrictionsSection,
  administratorsSection,
  rolesSection,
  auditSection,
  myAccountSection,
];
