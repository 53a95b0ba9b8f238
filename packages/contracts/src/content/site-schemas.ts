import { z } from 'zod';

/** Everything a site header needs before anyone logs in (public). */
export const ZWebSiteInfo = z
  .object({
    WebSiteTitle: z.string(),
    CustomerServiceUrl: z.string().describe('Customer service chat page; empty when none'),
    Currency: z.string().describe('ISO 4217 code of the wallet currency, e.g. CNY'),
    DecimalPrecision: z
      .number()
      .int()
      .describe('Decimals of every amount (3: amounts are exact thousandths)'),
    ServerTime: z.number().int().describe('Server clock, epoch ms; clients keep the offset'),
    TimeZone: z
      .string()
      .describe('IANA time zone of the site (e.g. Asia/Shanghai): every time shown is in it'),
  })
  .meta({ id: 'WebSiteInfo' });
export type TWebSiteInfo = z.infer<typeof ZWebSiteInfo>;

export const ZIsDemoSiteResponse = z
  .object({ IsDemoSite: z.boolean().describe('A demo site: its money is not real (public)') })
  .meta({ id: 'IsDemoSiteResponse' });

export const ZMerchantCodeResponse = z
  .object({ MerchantCode: z.string().describe('Code of the merchant running this site (public)') })
  .meta({ id: 'MerchantCodeResponse' });

/** SPEC §3 afkConfig: where the apps are downloaded (public, clients cache it 10 min). */
export const ZAfkConfig = z
  .object({
    Android: z.string().nullable().describe('Android app download URL; null when not offered'),
    PC: z.string().nullable().describe('PC client download URL; null when not offered'),
    IOS: z.string().nullable().describe('iOS app download URL; null when not offered'),
    Guide: z.string().nullable().describe('Installation guide URL; null when none'),
    CodePushCheckEnable: z.boolean().describe('The mobile app checks for code-push updates'),
    CordovaAppVersion: z.string().describe('Current version of the mobile app shell'),
    LoginUrl: z.string().describe('Page the apps open to log in'),
    SmartAFKUrl: z.string().nullable().describe('Smart download page URL; null when none'),
    GuideText: z.string().describe('Installation guide text (plain, line breaks kept)'),
  })
  .meta({ id: 'AfkConfig' });

export const ZWechatEnabledResponse = z
  .object({
    Enabled: z
      .boolean()
      .describe(
        'WeChat login and registration are offered. Public: /WeChatRegister needs it before login',
      ),
  })
  .meta({ id: 'WechatEnabledResponse' });

export const ZDatadogConfig = z
  .object({
    Enabled: z.boolean(),
    ClientToken: z.string().describe('Datadog browser client token; empty when disabled'),
    Site: z.string().describe('Datadog site, e.g. datadoghq.com'),
    SampleRate: z.number().int().min(0).max(100).describe('Percent of sessions monitored'),
  })
  .meta({
    id: 'DatadogConfig',
    description:
      'Browser monitoring (Datadog RUM). Public: monitoring starts before login to see the ' +
      'login page itself, and a Datadog client token is meant to ship in the browser.',
  });

export const ZTelegramBotConfig = z
  .object({
    BotUserName: z.string().describe('Bot of the Telegram login widget; empty when not set up'),
    BotAuthDomain: z.string().describe('Domain the bot is bound to for login'),
  })
  .meta({
    id: 'TelegramBotConfig',
    description: 'Public: the /TelegramLoginWidget page shows the widget before login',
  });

export const ZDemoLinkResponse = z
  .object({ DemoLink: z.string().nullable().describe('Link to the demo site; null when none') })
  .meta({ id: 'DemoLinkResponse' });

export const ZChatInfo = z
  .object({
    HasChatExternalLink: z.boolean().describe('Chat opens an external link'),
    HasChatSiteGroup: z
      .boolean()
      .describe('Site group chat rooms are on and the account is not chat-disabled'),
  })
  .meta({ id: 'ChatInfo' });

export const ZUnreadAnnouncementCount = z
  .object({
    Count: z.number().int().min(0).describe('Announcements this account has not read yet'),
  })
  .meta({ id: 'UnreadAnnouncementCount' });
