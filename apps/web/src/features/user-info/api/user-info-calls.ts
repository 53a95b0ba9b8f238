import type {
  TAlertInfo,
  ZActivityUserNotice,
  TBonusPrivileges,
  TPlayerBaseData,
  TPrivileges,
  ZChatInfo,
  ZDemoLinkResponse,
  ZMerchantCodeResponse,
  ZRegisterLinkCodeResponse,
  ZTelegramBotConfig,
  ZUnreadActivityCount,
  ZUnreadAnnouncementCount,
  ZVipInfo,
  ZWalletAmountResponse,
  ZWechatEnabledResponse,
} from '@lottery/contracts';
import type { z } from 'zod';
import { apiGet, apiPost } from '../../../shared/api/http-client.ts';

/**
 * The calls of the user-info load (SPEC §4), each with the cache time SPEC §9 gives it (0: always
 * fetched). The server validates every answer against the same contracts these types come from.
 */
export const userInfoCalls = {
  merchantCode: {
    key: ['merchantCode'],
    staleMs: 0,
    fetch: () => apiGet<z.infer<typeof ZMerchantCodeResponse>>('/api/Merchant/GetMerchantCode'),
  },
  chatInfo: {
    key: ['chatInfo'],
    staleMs: 0,
    fetch: () => apiPost<z.infer<typeof ZChatInfo>>('/api/Chat/GetChatInfo'),
  },
  privileges: {
    key: ['privileges'],
    staleMs: 0,
    fetch: () => apiPost<TPrivileges>('/api/Privileges/Get'),
  },
  bonusPrivileges: {
    key: ['bonusPrivileges'],
    staleMs: 0,
    fetch: () => apiPost<TBonusPrivileges>('/api/BonusPrivileges/Get'),
  },
  registerLinkCode: {
    key: ['registerLinkCode'],
    staleMs: 10 * 60_000,
    fetch: () =>
      apiPost<z.infer<typeof ZRegisterLinkCodeResponse>>('/api/Register/GetRegisterLinkCode'),
  },
  demoLink: {
    key: ['demoLink'],
    staleMs: 10 * 60_000,
    fetch: () => apiPost<z.infer<typeof ZDemoLinkResponse>>('/api/Register/GetDemoLink'),
  },
  wechatEnabled: {
    key: ['wechatEnabled'],
    staleMs: 0,
    fetch: () => apiPost<z.infer<typeof ZWechatEnabledResponse>>('/api/Wechat/Enabled'),
  },
  playerBaseData: {
    key: ['playerBaseData'],
    staleMs: 0,
    fetch: () => apiPost<TPlayerBaseData>('/api/AccountCenter/GetPlayerBaseData'),
  },
  alerts: {
    key: ['alerts'],
    staleMs: 0,
    fetch: () => apiPost<TAlertInfo>('/api/AccountCenter/GetAlertInfo'),
  },
  vipInfo: {
    key: ['vipInfo'],
    staleMs: 0,
    fetch: () => apiPost<z.infer<typeof ZVipInfo>>('/api/VIPnew/GetPlayerVIPInfo'),
  },
  telegramBot: {
    key: ['telegramBot'],
    staleMs: 10 * 60_000,
    fetch: () => apiPost<z.infer<typeof ZTelegramBotConfig>>('/api/Telegram/GetTelegramBotConfig'),
  },
  unreadActivities: {
    key: ['unreadActivities'],
    staleMs: 0,
    fetch: () => apiPost<z.infer<typeof ZUnreadActivityCount>>('/api/Activity/UnreadCount'),
  },
  activityNotice: {
    key: ['activityNotice'],
    staleMs: 0,
    fetch: () => apiPost<z.infer<typeof ZActivityUserNotice>>('/api/Activity/UserNotice'),
  },
  unreadAnnouncements: {
    key: ['unreadAnnouncements'],
    staleMs: 0,
    fetch: () =>
      apiPost<z.infer<typeof ZUnreadAnnouncementCount>>(
        '/api/Annoucement/GetUnreadAnnouncementCount',
      ),
  },
  walletAmount: {
    key: ['walletAmount'],
    staleMs: 0,
    fetch: () => apiPost<z.infer<typeof ZWalletAmountResponse>>('/api/Wallet/GetWalletAmount'),
  },
} as const;
