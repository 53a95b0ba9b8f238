import { addSections } from '../../i18n.ts';
import { shellMenuEn } from './shell-menu.en.ts';
import { shellMenuZhCN } from './shell-menu.zh-CN.ts';

/**
 * The texts of the shell's menu, in both languages: loaded with the shell (nav-drawer.tsx imports
 * this module), since the login page, whose entry chunk has a budget, shows no menu.
 */
export const shellSectionsZhCN = { shell: shellMenuZhCN } as const;

addSections({ 'zh-CN': shellSectionsZhCN, en: { shell: shellMenuEn } });
