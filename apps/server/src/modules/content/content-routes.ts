import {
  ZAfkConfig,
  ZAllLogos,
  ZChatInfo,
  ZDatadogConfig,
  ZDemoLinkResponse,
  ZIsDemoSiteResponse,
  ZLiveNotificationList,
  ZMerchantCodeResponse,
  ZTelegramBotConfig,
  ZSpeedTestConfig,
  ZWebSiteInfo,
  ZWechatEnabledResponse,
} from '@lottery/contracts';
import { defineRoute } from '../../platform/route.ts';
import { getAppDownloadConfig } from './app-download-config.ts';
import type { TContentDeps } from './content-deps.ts';
import { getAllLogos } from './get-all-logos.ts';
import { listLiveNotifications } from './live-notifications.ts';
import {
  getChatInfo,
  getDatadogConfig,
  getWebSiteInfo,
  readSiteSettings,
} from './site-settings.ts';
import { readSpeedTestConfig } from './speed-test-config.ts';

const tags = ['Content'];
// Needed before login: by the site header, the login and register pages, /WeChatRegister,
// /TelegramLoginWidget, and the monitor that watches those pages.
const open = { tags, access: 'public' } as const;
// Loaded after login (SPEC §4 step 2) and about the account: chat info, demo link, unread count.
const loggedIn = { tags, access: 'user' } as const;

export function contentRoutes(deps: TContentDeps) {
  const settings = () => readSiteSettings(deps.db);
  return [
    defineRoute({
      ...open,
      method: 'GET',
      url: '/api/WebSiteInfo/GetInfo',
      summary: 'Site title, customer service, currency, precision and server time',
      response: ZWebSiteInfo,
      handler: () => getWebSiteInfo(deps),
    }),
    defineRoute({
      ...open,
      method: 'POST',
      url: '/api/WebSiteInfo/IsDemoSite',
      summary: 'Whether this is a demo site',
      response: ZIsDemoSiteResponse,
      handler: async () => ({ IsDemoSite: (await settings()).is_demo_site }),
    }),
    defineRoute({
      ...open,
      method: 'GET',
      url: '/api/Merchant/GetMerchantCode',
      summary: 'The merchant code of this site',
      response: ZMerchantCodeResponse,
      handler: async () => ({ MerchantCode: (await settings()).merchant_code }),
    }),
    defineRoute({
      ...open,
      method: 'GET',
      url: '/api/AFK/GetAFKConfig',
      summary: 'App download configuration',
      response: ZAfkConfig,
      handler: () => getAppDownloadConfig(deps.db),
    }),
    defineRoute({
      ...open,
      method: 'GET',
      url: '/api/Logo/GetAllLogo',
      summary: 'Logo images of every slot, keyed by slot name',
      response: ZAllLogos,
      handler: () => getAllLogos(deps.db),
    }),
    defineRoute({
      ...open,
      method: 'GET',
      url: '/api/LiveNotify/LotteryLiveNotifyInfo',
      summary: 'Live notifications with their daily windows',
      response: ZLiveNotificationList,
      handler: () => listLiveNotifications(deps.db),
    }),
    defineRoute({
      ...open,
      method: 'GET',
      url: '/api/SpeedTest/GetConfig',
      summary: 'Speed-test addresses and interval (SPEC §3 speedTestConfig; clients cache 1 h)',
      response: ZSpeedTestConfig,
      handler: () => readSpeedTestConfig(deps.db),
    }),
    defineRoute({
      ...open,
      method: 'POST',
      url: '/api/Wechat/Enabled',
      summary: 'Whether WeChat login and registration are offered',
      response: ZWechatEnabledResponse,
      handler: async () => ({ Enabled: (await settings()).wechat_enabled }),
    }),
    defineRoute({
      ...open,
      method: 'GET',
      url: '/api/Datadog/Get',
      summary: 'Browser monitoring configuration',
      response: ZDatadogConfig,
      handler: () => getDatadogConfig(deps),
    }),
    defineRoute({
      ...open,
      method: 'POST',
      url: '/api/Telegram/GetTelegramBotConfig',
      summary: 'Telegram login bot',
      response: ZTelegramBotConfig,
      handler: async () => {
        const site = await settings();
        return {
          BotUserName: site.telegram_bot_user_name,
          BotAuthDomain: site.telegram_bot_auth_domain,
        };
      },
    }),
    defineRoute({
      ...loggedIn,
      method: 'POST',
      url: '/api/Register/GetDemoLink',
      summary: 'Link to the demo site',
      response: ZDemoLinkResponse,
      handler: async () => ({ DemoLink: (await settings()).demo_link }),
    }),
    defineRoute({
      ...loggedIn,
      method: 'POST',
      url: '/api/Chat/GetChatInfo',
      summary: 'Which chat features the account sees',
      response: ZChatInfo,
      handler: ({ session }) => getChatInfo(deps, session),
    }),
  ];
}
