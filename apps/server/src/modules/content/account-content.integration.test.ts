import { beforeAll, describe, expect, it } from 'vitest';
import { seedDemo } from '../../db/seed-demo.ts';
import { findUserIdByLoginId } from '../auth/find-user.ts';
import { readHistory } from '../chat/read-history.ts';
import { demoSiteRooms, demoTutorMessages } from '../chat/seed-demo-chat.ts';
import { listSiteRooms } from '../chat/site-rooms.ts';
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

  it('opens a site group and a tutor room where the demo agent teaches, listed by Find rooms', async () => {
    const playerId = await findUserIdByLoginId(t.db, 'demoplayer');
    const agentId = await findUserIdByLoginId(t.db, 'demoagent');
    if (playerId === null || agentId === null) throw new Error('demo accounts expected');
    const listed = await listSiteRooms(t.db, playerId);
    expect(listed).toMatchObject({
      ok: true,
      value: {
        Rooms: [
          { Kind: 'site_group', Name: demoSiteRooms.siteGroup.name, MemberCount: 0 },
          { Kind: 'tutor', Name: demoSiteRooms.tutor.name, MemberCount: 1, IsEntered: false },
        ],
      },
    });
    const tutorRoom = listed.ok ? listed.value.Rooms[1] : undefined;
    if (!tutorRoom) throw new Error('a tutor room expected');
    const [staff] = await t.db.query<{ user_id: number; role: string }>(
      `SELECT user_id, role FROM chat_room_members WHERE room_id = $1`,
      [tutorRoom.Id],
    );
    expect(staff).toEqual({ user_id: agentId, role: 'tutor' });
    const history = await readHistory(t.db, agentId, { roomId: tutorRoom.Id, count: 50 });
    expect(
      history.ok &&
        history.value.messages.map(({ SenderId, SenderNickName, Body }) => ({
          SenderId,
          SenderNickName,
          Body,
        })),
    ).toEqual(
      demoTutorMessages.map((Body) => ({ SenderId: agentId, SenderNickName: '演示代理', Body })),
    );
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
