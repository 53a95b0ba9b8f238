import { defineTexts } from '../../shared/i18n/define-texts.ts';

export const ipRestrictionsTexts = defineTexts('ip-restrictions', {
  'zh-CN': {
    title: 'IP 限制',
    intro: '来自这些地址或网段的玩家请求会被拒绝并带到 IP 限制页；管理后台不受影响。',
    table: '已封禁的地址',
    empty: '没有封禁的地址',
    columns: { network: '地址或网段', note: '说明', actions: '操作' },
    fields: { network: '地址或网段（如 203.0.113.7 或 198.51.100.0/24）', note: '说明' },
    add: '封禁',
    remove: '解除封禁',
    confirmRemove: '解除对 {network} 的封禁',
    removeEffect: '来自该地址的玩家可以立即重新访问网站。',
  },
  en: {
    title: 'IP restrictions',
    intro:
      'Player requests from these addresses or networks are refused and land on the IP restriction page; the console keeps working.',
    table: 'Blocked addresses',
    empty: 'No blocked addresses',
    columns: { network: 'Address or network', note: 'Note', actions: 'Actions' },
    fields: { network: 'Address or network (e.g. 203.0.113.7 or 198.51.100.0/24)', note: 'Note' },
    add: 'Block',
    remove: 'Unblock',
    confirmRemove: 'Unblock {network}',
    removeEffect: 'Players from this address can use the site again at once.',
  },
});
