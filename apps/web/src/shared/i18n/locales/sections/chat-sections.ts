import { addSections } from '../../i18n.ts';
import { chatGroupsEn } from './chat-groups.en.ts';
import { chatGroupsZhCN } from './chat-groups.zh-CN.ts';
import { chatShareEn } from './chat-share.en.ts';
import { chatShareZhCN } from './chat-share.zh-CN.ts';
import { chatEn } from './chat.en.ts';
import { chatZhCN } from './chat.zh-CN.ts';

/**
 * The chat screens' texts, in both languages: loaded with the chat chunk (the bet page's dock and
 * /Chat import this module), so neither the first page nor the bet page carries them.
 */
export const chatSectionsZhCN = {
  chat: chatZhCN,
  chatGroups: chatGroupsZhCN,
  chatShare: chatShareZhCN,
} as const;

addSections('zh-CN', chatSectionsZhCN);
addSections('en', { chat: chatEn, chatGroups: chatGroupsEn, chatShare: chatShareEn });
