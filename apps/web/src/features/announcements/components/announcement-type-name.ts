import { announcementTypes, type TAnnouncementType } from '@lottery/contracts';

/** The type's name in the page's language (the names live with the type codes in contracts). */
export const announcementTypeName = (type: TAnnouncementType, language: string) =>
  announcementTypes[type][language === 'en' ? 'en' : 'zh-CN'];
