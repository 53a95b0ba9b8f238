import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { withSiteSettings } from '../../test-support/with-site-settings.ts';

const t = useTestApp();

describe('public site content (defaults from migration 0004)', () => {
  it('GET /api/WebSiteInfo/GetInfo answers the header data and the server clock', async () => {
    const response = await t.call('GET', '/api/WebSiteInfo/GetInfo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      WebSiteTitle: '彩票平台',
      CustomerServiceUrl: '/CustomerService',
      Currency: 'CNY',
      DecimalPrecision: 3,
      ServerTime: t.clock.now(),
      TimeZone: 'Asia/Shanghai',
    });
    t.clock.advance(1234);
    expect((await t.call('GET', '/api/WebSiteInfo/GetInfo')).json().ServerTime).toBe(t.clock.now());
  });

  it('GET /api/WebSiteInfo/GetInfo names the merchant time zone setting', async () => {
    await withSiteSettings(t.db, `time_zone = 'Europe/London'`, async () => {
      expect((await t.call('GET', '/api/WebSiteInfo/GetInfo')).json().TimeZone).toBe(
        'Europe/London',
      );
    });
  });

  it('POST /api/WebSiteInfo/IsDemoSite follows the setting', async () => {
    expect((await t.call('POST', '/api/WebSiteInfo/IsDemoSite')).json()).toEqual({
      IsDemoSite: false,
    });
    await withSiteSettings(t.db, 'is_demo_site = true', async () => {
      expect((await t.call('POST', '/api/WebSiteInfo/IsDemoSite')).json()).toEqual({
        IsDemoSite: true,
      });
    });
  });

  it('GET /api/Merchant/GetMerchantCode', async () => {
    const response = await t.call('GET', '/api/Merchant/GetMerchantCode');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ MerchantCode: 'M0001' });
  });

  it('GET /api/AFK/GetAFKConfig answers every download setting', async () => {
    const response = await t.call('GET', '/api/AFK/GetAFKConfig');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      Android: '/download/app.apk',
      PC: '/download/setup.exe',
      IOS: '/download/ios',
      Guide: '/download/guide',
      CodePushCheckEnable: true,
      CordovaAppVersion: '1.0.0',
      LoginUrl: '/Login',
      SmartAFKUrl: '/DownLoadCenterAndAFK',
      GuideText: '',
    });
  });

  it('GET /api/Logo/GetAllLogo answers every slot by name', async () => {
    const response = await t.call('GET', '/api/Logo/GetAllLogo');
    expect(response.statusCode).toBe(200);
    const page = (pc: string, mobile: string) => ({
      PCLogo: { FilePath: pc },
      MobileLogo: { FilePath: mobile },
    });
    expect(response.json()).toEqual({
      HomePage: page('/images/logo/home-pc.svg', '/images/logo/home-mobile.svg'),
      SpeedTestPage: page('/images/logo/speedtest-pc.svg', '/images/logo/speedtest-mobile.svg'),
      RegisterPage: page('/images/logo/register-pc.svg', '/images/logo/register-mobile.svg'),
      LoginPage: page('/images/logo/login-pc.svg', '/images/logo/login-mobile.svg'),
      DefaultPlayerHeadImage: page(
        '/images/head/default-pc.svg',
        '/images/head/default-mobile.svg',
      ),
      Favicon: { FilePath: '/favicon.svg' },
    });
  });

  it('POST /api/Wechat/Enabled follows the setting', async () => {
    expect((await t.call('POST', '/api/Wechat/Enabled')).json()).toEqual({ Enabled: false });
    await withSiteSettings(t.db, 'wechat_enabled = true', async () => {
      expect((await t.call('POST', '/api/Wechat/Enabled')).json()).toEqual({ Enabled: true });
    });
  });

  it('GET /api/Datadog/Get answers the monitoring settings', async () => {
    expect((await t.call('GET', '/api/Datadog/Get')).json()).toEqual({
      Enabled: false,
      ClientToken: '',
      Site: 'datadoghq.com',
      SampleRate: 0,
    });
    await withSiteSettings(
      t.db,
      `datadog_enabled = true, datadog_client_token = 'pub0123', datadog_site = 'datadoghq.eu',
       datadog_sample_rate = 25`,
      async () => {
        expect((await t.call('GET', '/api/Datadog/Get')).json()).toEqual({
          Enabled: true,
          ClientToken: 'pub0123',
          Site: 'datadoghq.eu',
          SampleRate: 25,
        });
      },
    );
  });

  it('POST /api/Telegram/GetTelegramBotConfig answers the bot', async () => {
    expect((await t.call('POST', '/api/Telegram/GetTelegramBotConfig')).json()).toEqual({
      BotUserName: '',
      BotAuthDomain: '',
    });
    await withSiteSettings(
      t.db,
      `telegram_bot_user_name = 'LotteryLoginBot', telegram_bot_auth_domain = 'lottery.example'`,
      async () => {
        expect((await t.call('POST', '/api/Telegram/GetTelegramBotConfig')).json()).toEqual({
          BotUserName: 'LotteryLoginBot',
          BotAuthDomain: 'lottery.example',
        });
      },
    );
  });
});
