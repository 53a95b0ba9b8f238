import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed-demo.ts';
import { itRequiresLogin } from '../../test-support/requires-login.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { withSiteSettings } from '../../test-support/with-site-settings.ts';
import { stateFlags } from '../auth/state-flags.ts';

const t = useTestApp();

describe('demo content (seedDemo)', () => {
  beforeAll(async () => {
    expect(await seedDemo(t.db, t.clock.now())).toBe(true);
  });

  it('GET /api/LiveNotify/LotteryLiveNotifyInfo lists notices with windows in ms of the day', async () => {
    const response = await t.call('GET', '/api/LiveNotify/LotteryLiveNotifyInfo');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      {
        GameId: 1,
        GameCode: 'CQSSC',
        Title: '重庆时时彩开奖直播',
        Content: '开奖直播进行中，点击进入投注。',
        NotifyTimes: [
          { Start: 36_000_000, End: 43_200_000 },
          { Start: 72_000_000, End: 79_200_000 },
        ],
      },
      {
        GameId: 10,
        GameCode: 'JSPK10',
        Title: '极速赛车开奖直播',
        Content: '每天晚间直播，点击进入投注。',
        NotifyTimes: [{ Start: 70_200_000, End: 86_400_000 }],
      },
    ]);
  });

  it('POST /api/Annoucement/GetUnreadAnnouncementCount goes down as marks are read', async () => {
    const { userId, loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const count = async () => {
      const response = await t.call('POST', '/api/Annoucement/GetUnreadAnnouncementCount', {
        token,
      });
      expect(response.statusCode).toBe(200);
      return response.json();
    };
    expect(await count()).toEqual({ Count: 3 });
    const [first] = await t.db.query<{ id: number }>(
      `SELECT id FROM announcements ORDER BY id LIMIT 1`,
    );
    await t.db.query(
      `INSERT INTO announcement_reads (user_id, announcement_id, read_at) VALUES ($1, $2, now())`,
      [userId, first?.id],
    );
    expect(await count()).toEqual({ Count: 2 });

    const other = await t.createAccount();
    const otherToken = await t.login(other.loginId);
    const otherCount = await t.call('POST', '/api/Annoucement/GetUnreadAnnouncementCount', {
      token: otherToken,
    });
    expect(otherCount.json()).toEqual({ Count: 3 });
  });
});

describe('content for logged-in accounts', () => {
  it('POST /api/Register/GetDemoLink follows the setting', async () => {
    const { loginId } = await t.createAccount();
    const token = await t.login(loginId);
    expect((await t.call('POST', '/api/Register/GetDemoLink', { token })).json()).toEqual({
      DemoLink: null,
    });
    await withSiteSettings(t.db, `demo_link = 'https://demo.lottery.example'`, async () => {
      expect((await t.call('POST', '/api/Register/GetDemoLink', { token })).json()).toEqual({
        DemoLink: 'https://demo.lottery.example',
      });
    });
  });

  it('POST /api/Chat/GetChatInfo hides the site group from chat-disabled accounts', async () => {
    const { userId, loginId } = await t.createAccount();
    const token = await t.login(loginId);
    const chatInfo = async () => (await t.call('POST', '/api/Chat/GetChatInfo', { token })).json();
    expect(await chatInfo()).toEqual({ HasChatExternalLink: false, HasChatSiteGroup: true });
    await withSiteSettings(t.db, `chat_external_link = 'https://chat.example/room'`, async () => {
      expect(await chatInfo()).toEqual({ HasChatExternalLink: true, HasChatSiteGroup: true });
    });
    await t.db.query(`UPDATE users SET state_flags = $2 WHERE id = $1`, [
      userId,
      stateFlags.chatDisabled,
    ]);
    expect(await chatInfo()).toEqual({ HasChatExternalLink: false, HasChatSiteGroup: false });
  });

  itRequiresLogin(t, [
    ['POST', '/api/Register/GetDemoLink'],
    ['POST', '/api/Chat/GetChatInfo'],
    ['POST', '/api/Annoucement/GetUnreadAnnouncementCount'],
  ]);
});
