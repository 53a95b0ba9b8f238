import { announcementsSection } from './announcements/section.ts';
import { ipRestrictionsSection } from './ip-restrictions/section.ts';
import { liveNotificationsSection } from './live-notifications/section.ts';
import { logosSection } from './logos/section.ts';
import { maintenanceSection } from './maintenance/section.ts';
import { siteSettingsSection } from './site-settings/section.ts';
import type { TSection } from './section-types.ts';

/**
 * Every section of the console, in navigation order within each group. A new section: its
 * folder (section.ts, page, texts) and one line here.
 */
export const sections: readonly TSection[] = [
  announcementsSection,
  liveNotificationsSection,
  logosSection,
  siteSettingsSection,
  maintenanceSection,
  ipRestrictionsSection,
];
