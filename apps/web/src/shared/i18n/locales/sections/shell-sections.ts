import { addSections } from '../../i18n.ts';
import { chatInstantEn } from './chat-instant.en.ts';
import { chatInstantZhCN } from './chat-instant.zh-CN.ts';
import { shellMenuEn } from './shell-menu.en.ts';
import { shellMenuZhCN } from './shell-menu.zh-CN.ts';

/**
 * The texts of the shell's menu, in both languages: loaded with the shell (nav-drawer.tsx imports
 * this module), since the login page, whose entry chunk has a budget, shows no menu.
 */
export const shellSectionsZhCN = { shell: shellMenuZhCN, chatInstant: chatInstantZhCN } as const;

addSections('zh-CN', shellSectionsZhCN);
addSections('en', { shell: shellMenuEn, chatInstant: chatInstantEn });
