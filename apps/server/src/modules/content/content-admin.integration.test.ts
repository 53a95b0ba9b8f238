import { beforeAll, describe, expect, it } from 'vitest';
import { expectAudited } from '../../test-support/expect-audited.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();

let admin = '';
let player = '';

beforeAll(async () => {
  admin = await t.adminToken('operations');
  const { loginId } = await t.createAccount();
  player = await t.login(loginId);
});

const iso = (offsetMs: number) => new Date(t.clock.now() + offsetMs).toISOString();

const announcementForm = () => ({
  Type: 2,
  Title: '春节活动',
  Content: '活动说明\n第二行 <script>alert(1)</script>',
  StartTime: iso(-60_000),
  EndTime: null,
  IsPopup: false,
  IsEnabled: true,
});

const unread = async () =>
  (await t.call('POST', '/api/Annoucement/GetUnreadAnnouncementCount', { token: player })).json()
    .Count as number;

const post = (url: string, body: unknown) => t.call('POST', url, { token: admin, body });

describe('announcements (back office)', () => {
  it('posts one: players see it and their unread count rises; the audit row keeps it', async () => {
    const before = await unread();
    const created = await expectAudited(t, 'POST /api/Admin/Content/Announcements', {
      token: admin,
      body: announcementForm(),
      action: 'content.announcement.create',
      targetType: 'announcement',
      after: { Title: '春节活动', Type: 2 },
    });
    const announcement = created.json();
    expect(announcement).toMatchObject({ ...announcementForm(), ReadCount: 0 });
    expect(await unread()).toBe(before + 1);

    await t.call('POST', '/api/Annoucement/MarkRead', {
      token: player,
      body: { Id: announcement.Id },
    });
    expect(await unread()).toBe(before);
    const list = await t.call('GET', '/api/Admin/Content/Announcements', { token: admin });
    expect(list.json().Announcements[0]).toMatchObject({ Id: announcement.Id, ReadCount: 1 });
  });

  it('edits one (read marks kept) and deletes one, each audited with before and after', async () => {
    const { Id } = (await post('/api/Admin/Content/Announcements', announcementForm())).json();
    const edited = await expectAudited(t, 'PUT /api/Admin/Content/Announcements/{id}', {
      token: admin,
      url: `/api/Admin/Content/Announcements/${Id}`,
      body: { ...announcementForm(), Title: '改后的标题', IsEnabled: false },
      action: 'content.announcement.update',
      targetType: 'announcement',
      targetId: Id,
      before: { Title: '春节活动', IsEnabled: true },
      after: { Title: '改后的标题', IsEnabled: false },
    });
    expect(edited.json()).toMatchObject({ Id, Title: '改后的标题', IsEnabled: false });
    const hidden = await t.call('POST', '/api/Annoucement/GetAnnouncementDetail', {
      token: player,
      body: { Id },
    });
    expect(hidden.statusCode).toBe(404);

    await expectAudited(t, 'DELETE /api/Admin/Content/Announcements/{id}', {
      token: admin,
      url: `/api/Admin/Content/Announcements/${Id}`,
      action: 'content.announcement.delete',
      targetType: 'announcement',
      targetId: Id,
      before: { Title: '改后的标题' },
    });
    const again = await t.call('DELETE', `/api/Admin/Content/Announcements/${Id}`, {
      token: admin,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().Code).toBe(6101);
  });

  it.each([
    ['an end before the start', { EndTime: new Date(0).toISOString() }, 'EndTime'],
    ['an unknown type', { Type: 7 }, 'Type'],
    ['an empty title', { Title: '  ' }, 'Title'],
    ['a NUL in the body', { Content: 'a\u0000b' }, 'Content'],
  ])('refuses %s with 400 naming the field', async (_what, change, field) => {
    const response = await post('/api/Admin/Content/Announcements', {
      ...announcementForm(),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Code: 1001, Field: field });
  });

  it('a read-only administrator lists them but may not post (6001), a player token neither', async () => {
    const readonly = await t.adminToken('readonly');
    const list = await t.call('GET', '/api/Admin/Content/Announcements', { token: readonly });
    expect(list.statusCode).toBe(200);
    const refused = await t.call('POST', '/api/Admin/Content/Announcements', {
      token: readonly,
      body: announcementForm(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().Code).toBe(6001);
    const byPlayer = await t.call('GET', '/api/Admin/Content/Announcements', { token: player });
    expect(byPlayer.statusCode).toBe(401);
  });
});

describe('live notifications (back office)', () => {
  const form = {
    GameId: 1,
    Title: '开奖直播',
    Content: '点击进入投注',
    NotifyTimes: [
      { Start: 72_000_000, End: 79_200_000 },
      { Start: 36_000_000, End: 43_200_000 },
    ],
  };

  it('adds, replaces and deletes one; players read it through LiveNotify; each audited', async () => {
    const created = await expectAudited(t, 'POST /api/Admin/Content/LiveNotifications', {
      token: admin,
      body: form,
      action: 'content.liveNotification.create',
      targetType: 'liveNotification',
    });
    const { Id } = created.json();
    expect(created.json()).toMatchObject({
      GameCode: 'CQSSC',
      NotifyTimes: [
        { Start: 36_000_000, End: 43_200_000 },
        { Start: 72_000_000, End: 79_200_000 },
      ],
    });
    const replaced = await expectAudited(t, 'PUT /api/Admin/Content/LiveNotifications/{id}', {
      token: admin,
      url: `/api/Admin/Content/LiveNotifications/${Id}`,
      body: { ...form, GameId: 10, NotifyTimes: [{ Start: 0, End: 3_600_000 }] },
      action: 'content.liveNotification.update',
      targetType: 'liveNotification',
      targetId: Id,
      before: { GameId: 1 },
      after: { GameId: 10 },
    });
    expect(replaced.json()).toMatchObject({
      GameCode: 'JSPK10',
      NotifyTimes: [{ Start: 0, End: 3_600_000 }],
    });
    const live = (await t.call('GET', '/api/LiveNotify/LotteryLiveNotifyInfo')).json();
    expect(live).toContainEqual({
      GameId: 10,
      GameCode: 'JSPK10',
      Title: '开奖直播',
      Content: '点击进入投注',
      NotifyTimes: [{ Start: 0, End: 3_600_000 }],
    });
    await expectAudited(t, 'DELETE /api/Admin/Content/LiveNotifications/{id}', {
      token: admin,
      url: `/api/Admin/Content/LiveNotifications/${Id}`,
      action: 'content.liveNotification.delete',
      targetType: 'liveNotification',
      targetId: Id,
      before: { Title: '开奖直播' },
    });
    const again = await t.call('DELETE', `/api/Admin/Content/LiveNotifications/${Id}`, {
      token: admin,
    });
    expect(again.json().Code).toBe(6102);
  });

  it('refuses overlapping windows (6106), an unknown game (4001) and an empty window', async () => {
    const overlap = await post('/api/Admin/Content/LiveNotifications', {
      ...form,
      NotifyTimes: [
        { Start: 0, End: 7_200_000 },
        { Start: 3_600_000, End: 9_000_000 },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().Code).toBe(6106);
    const unknownGame = await post('/api/Admin/Content/LiveNotifications', {
      ...form,
      GameId: 9999,
    });
    expect(unknownGame.json().Code).toBe(4001);
    const empty = await post('/api/Admin/Content/LiveNotifications', {
      ...form,
      NotifyTimes: [{ Start: 5, End: 5 }],
    });
    expect(empty.statusCode).toBe(400);
  });
});
