import type { TWiden } from '../../widen.ts';
import type { contentZhCN } from './content.zh-CN.ts';

export const contentEn: TWiden<typeof contentZhCN> = {
  announcements: {
    title: 'Announcements',
    typeTabs: 'Announcement types',
    all: 'All',
    empty: 'No announcements',
    unread: 'Unread',
    read: 'Read',
    back: 'Back to the list',
    pick: 'Choose an announcement to read it',
    publishedAt: 'Published {{time}}',
  },
  download: {
    title: 'Download center',
    android: 'Android app',
    ios: 'iOS app',
    pc: 'PC client',
    scan: 'Scan the QR code with your phone to download',
    open: 'Download',
    notOffered: 'Not offered yet',
    guide: 'Installation guide',
    guideLink: 'Read the full installation guide',
  },
};
