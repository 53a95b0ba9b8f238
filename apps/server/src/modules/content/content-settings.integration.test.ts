import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { expectAudited } from '../../test-support/expect-audited.ts';

const t = useTestApp();

let admin = '';
beforeAll(async () => {
  admin = await t.adminToken('operations');
});

const put = (url: string, body: unknown) => t.call('PUT', url, { token: admin, body });
const post = (url: string, body: unknown) => t.call('POST', url, { token: admin, body });

/** A 1×1 PNG (its signature and IHDR are all the sniffer reads). */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

describe('logos', () => {
  it('uploads a slot image: stored under its hash, served immutable, named by GetAllLogo', async () => {
    const response = await expectAudited(t, 'POST /api/Admin/Content/Logos/Upload', {
      token: admin,
      body: { Slot: 'LoginPage', Device: 'Mobile', DataBase64: png.toString('base64') },
      action: 'content.logo.upload',
      targetType: 'logo',
      targetId: 'LoginPage.Mobile',
      before: { MobileFilePath: '/images/logo/login-mobile.svg' },
      after: { Type: 'png', Bytes: png.byteLength },
    });
    const logo = response.json();
    expect(logo.MobileFilePath).toMatch(/^\/uploads\/[0-9a-f]{64}\.png$/);
    expect(logo).toMatchObject({ Slot: 'LoginPage', PCFilePath: '/images/logo/login-pc.svg' });

    const all = (await t.call('GET', '/api/Logo/GetAllLogo')).json();
    expect(all.LoginPage.MobileLogo.FilePath).toBe(logo.MobileFilePath);
    const file = await t.call('GET', logo.MobileFilePath);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(file.rawPayload.equals(png)).toBe(true);
  });

  it('refuses a file that is not an image whatever it claims, one too large, a favicon for mobile', async () => {
    const html = Buffer.from('<svg onload="alert(1)"></svg>').toString('base64');
    const notImage = await post('/api/Admin/Content/Logos/Upload', {
      Slot: 'HomePage',
      Device: 'PC',
      DataBase64: html,
    });
    expect(notImage.statusCode).toBe(415);
    expect(notImage.json().Code).toBe(6103);
    const large = Buffer.concat([png, Buffer.alloc(512 * 1024)]);
    const tooLarge = await post('/api/Admin/Content/Logos/Upload', {
      Slot: 'HomePage',
      Device: 'PC',
      DataBase64: large.toString('base64'),
    });
    expect(tooLarge.statusCode).toBe(400);
    const favicon = await post('/api/Admin/Content/Logos/Upload', {
      Slot: 'Favicon',
      Device: 'Mobile',
      DataBase64: png.toString('base64'),
    });
    expect(favicon.json().Code).toBe(6105);
    const all = (await t.call('GET', '/api/Logo/GetAllLogo')).json();
    expect(all.HomePage.PCLogo.FilePath).toBe('/images/logo/home-pc.svg');
  });

  it('answers 404 for a stored name that does not exist or a path trick', async () => {
    expect((await t.call('GET', `/uploads/${'0'.repeat(64)}.png`)).statusCode).toBe(404);
    expect((await t.call('GET', '/uploads/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });
});

describe('site settings', () => {
  it('changes the title and time zone that GetInfo answers; refuses an unknown zone', async () => {
    await expectAudited(t, 'PUT /api/Admin/Content/SiteInfo', {
      token: admin,
      body: {
        WebSiteTitle: '新站名',
        CustomerServiceUrl: '/CustomerService',
        TimeZone: 'Asia/Singapore',
      },
      action: 'content.siteInfo.update',
      targetType: 'siteSettings',
      targetId: 'site',
      before: { WebSiteTitle: '彩票平台', TimeZone: 'Asia/Shanghai' },
      after: { WebSiteTitle: '新站名', TimeZone: 'Asia/Singapore' },
    });
    const info = (await t.call('GET', '/api/WebSiteInfo/GetInfo')).json();
    expect(info).toMatchObject({ WebSiteTitle: '新站名', TimeZone: 'Asia/Singapore' });
    const unknown = await put('/api/Admin/Content/SiteInfo', {
      WebSiteTitle: '新站名',
      CustomerServiceUrl: '',
      TimeZone: 'Mars/Olympus',
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().Code).toBe(6107);
  });

  it('changes the app download links and guide (empty: not offered)', async () => {
    const saved = await expectAudited(t, 'PUT /api/Admin/Content/AppDownload', {
      token: admin,
      body: {
        Android: 'https://dl.example.com/app.apk',
        IOS: '',
        PC: null,
        Guide: null,
        GuideText: '第一步\n第二步',
      },
      action: 'content.appDownload.update',
      targetType: 'appDownload',
      targetId: 'app',
      before: { Android: '/download/app.apk' },
      after: { IOS: null },
    });
    expect(saved.json()).toEqual({
      Android: 'https://dl.example.com/app.apk',
      IOS: null,
      PC: null,
      Guide: null,
      GuideText: '第一步\n第二步',
    });
    const afk = (await t.call('GET', '/api/AFK/GetAFKConfig')).json();
    expect(afk).toMatchObject({
      Android: 'https://dl.example.com/app.apk',
      IOS: null,
      GuideText: '第一步\n第二步',
    });
  });

  it('changes the speed-test list and interval that SpeedTest/GetConfig answers', async () => {
    expect((await t.call('GET', '/api/SpeedTest/GetConfig')).json()).toEqual({
      URLList: [],
      IntervalInMinute: 10,
      EnableSwitchURL: false,
    });
    const config = {
      URLList: ['https://a.example.com', 'https://b.example.com'],
      IntervalInMinute: 30,
      EnableSwitchURL: true,
    };
    const saved = await expectAudited(t, 'PUT /api/Admin/Content/SpeedTest', {
      token: admin,
      body: config,
      action: 'content.speedTest.update',
      targetType: 'speedTest',
      targetId: 'speedTest',
      before: { URLList: [] },
      after: config,
    });
    expect(saved.json()).toEqual(config);
    expect((await t.call('GET', '/api/SpeedTest/GetConfig')).json()).toEqual(config);
    const bad = await put('/api/Admin/Content/SpeedTest', { ...config, URLList: ['javascript:x'] });
    expect(bad.statusCode).toBe(400);
  });
});
