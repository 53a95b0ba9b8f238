import type { TSection } from '../section-types.ts';

/** Every administrator's own account: sessions, recovery codes, language. */
export const myAccountSection: TSection = {
  id: 'my-account',
  path: 'me',
  permission: null,
  title: { 'zh-CN': '我的账户', en: 'My account' },
  group: 'account',
  load: () => import('./my-account-page.tsx'),
};
