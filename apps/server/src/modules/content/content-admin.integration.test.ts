import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { expectAdminAudit } from '../../test-support/admin-audit.ts';

const t = useTestApp();

let admin = '';
let player = '';

beforeAll(async () => {
  admin = await t.adminToken('operations');
  const { loginId } = await t.createAccount();
  player = await t.login(loginId);
});

const as = (token: string) => ({
  get: (url: string) => t.call('GET', url, { token }),
  post: (url: string, body: unknown) => t.call('POST', url, { token, body }),
  put: (url: string, body: unknown) => t.call('PUT', url, { token, body }),
  delete: (url: string) => t.call('DELETE', url, { token }),
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

describe('announcements (back office)', () => {
  it('posts one: players see it and their unread count rises; the audit row has what it said', async () => {
    const unread = async () =>
      (
        await t.call('POST', '/api/Annoucement/GetUnreadAnnouncementCount', { token: player })
      ).json().Count as number;
    const before = await unread();
    const created = await as(admin).post('/api/Admin/Content/Announcements', announcementForm());
    expect(created.statusCode).toBe(200);
    const announcement = created.json();
    expect(announcement).toMatchObject({ ...announcementForm(), ReadCount: 0 });
    expect(await unread()).toBe(before + 1);
    await expectAdminAudit(t, {
      action: 'content.announcement.create',
      targetType: 'announcement',
      targetId: String(announcement.Id),
      after: expect.objectContaining({ Title: '春节活动' }),
    });

    await t.call('POST', '/api/Annoucement/MarkRead', {
      token: player,
      body: { Id: announcement.Id },
    });
    const list = await as(admin).get('/api/Admin/Content/Announcements');
    expect(list.json().Announcements[0]).toMatchObject({ Id: announcement.Id, ReadCount: 1 });
  });

  it('edits one (read marks kept) and deletes one, each audited with before and after', async () => {
    const { Id } = (
      await as(admin).post('/api/Admin/Content/Announcements', announcementForm())
    ).json();
    const edited = await as(admin).put(`/api/Admin/Content/Announcements/${Id}`, {
      ...announcementForm(),
      Title: '改后的标题',
      IsEnabled: false,
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({ Id, Title: '改后的标题', IsEnabled: false });
    await expectAdminAudit(t, {
      action: 'content.announcement.update',
      targetType: 'announcement',
      targetId: String(Id),
      before: expect.objectContaining({ Title: '春节活动', IsEnabled: true }),
      after: expect.objectContaining({ Title: '改后的标题', IsEnabled: false }),
    });
    const hidden = await t.call('POST', '/api/Annoucement/GetAnnouncementDetail', {
      token: player,
      body: { Id },
    });
    expect(hidden.statusCode).toBe(404);

    expect((await as(admin).delete(`/api/Admin/Content/Announcements/${Id}`)).json()).toEqual({
      State: true,
    });
    await expectAdminAudit(t, {
      action: 'content.announcement.delete',
      targetType: 'announcement',
      targetId: String(Id),
      before: expect.objectContaining({ Title: '改后的标题' }),
    });
    const again = await as(admin).delete(`/api/Admin/Content/Announcements/${Id}`);
    expect(again.statusCode).toBe(404);
    expect(again.json().Code).toBe(6101);
  });

  it.each([
    ['an end before the start', { EndTime: iso(-120_000) }, 'EndTime'],
    ['an unknown type', { Type: 7 }, 'Type'],
    ['an empty title', { Title: '  ' }, 'Title'],
    ['a NUL in the body', { Content: 'a\u0000b' }, 'Content'],
  ])('refuses %s with 400 naming the field', async (_what, change, field) => {
    const response = await as(admin).post('/api/Admin/Content/Announcements', {
      ...announcementForm(),
      ...change,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ Code: 1001, Field: field });
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
    const created = await as(admin).post('/api/Admin/Content/LiveNotifications', form);
    expect(created.statusCode).toBe(200);
    const { Id } = created.json();
    expect(created.json()).toMatchObject({
      GameCode: 'CQSSC',
      NotifyTimes: [
        { Start: 36_000_000, End: 43_200_000 },
        { Start: 72_000_000, End: 79_200_000 },
      ],
    });
    await expectAdminAudit(t, {
      action: 'content.liveNotification.create',
      targetType: 'liveNotification',
      targetId: String(Id),
    });
    const replaced = await as(admin).put(`/api/Admin/Content/LiveNotifications/${Id}`, {
      ...form,
      GameId: 10,
      NotifyTimes: [{ Start: 0, End: 3_600_000 }],
    });
    expect(replaced.json()).toMatchObject({
      GameCode: 'JSPK10',
      NotifyTimes: [{ Start: 0, End: 3_600_000 }],
    });
    await expectAdminAudit(t, {
      action: 'content.liveNotification.update',
      targetType: 'liveNotification',
      targetId: String(Id),
      before: expect.objectContaining({ GameId: 1 }),
      after: expect.objectContaining({ GameId: 10 }),
    });
    const live = (await t.call('GET', '/api/LiveNotify/LotteryLiveNotifyInfo')).json();
    expect(live).toContainEqual({
      GameId: 10,
      GameCode: 'JSPK10',
      Title: '开奖直播',
      Content: '点击进入投注',
      NotifyTimes: [{ Start: 0, End: 3_600_000 }],
    });
    expect((await as(admin).delete(`/api/Admin/Content/LiveNotifications/${Id}`)).statusCode).toBe(
      200,
    );
    await expectAdminAudit(t, {
      action: 'content.liveNotification.delete',
      targetType: 'liveNotification',
      targetId: String(Id),
    });
    expect((await as(admin).delete(`/api/Admin/Content/LiveNotifications/${Id}`)).json().Code).toBe(
      6102,
    );
  });

  it('refuses overlapping windows (6106), an unknown game (4001) and an empty window', async () => {
    const overlap = await as(admin).post('/api/Admin/Content/LiveNotifications', {
      ...form,
      NotifyTimes: [
        { Start: 0, End: 7_200_000 },
        { Start: 3_600_000, End: 9_000_000 },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json().Code).toBe(6106);
    const unknownGame = await as(admin).post('/api/Admin/Content/LiveNotifications', {
      ...form,
      GameId: 9999,
    });
    expect(unknownGame.json().Code).toBe(4001);
    const empty = await as(admin).post('/api/Admin/Content/LiveNotifications', {
      ...form,
      NotifyTimes: [{ Start: 5, End: 5 }],
    });
    expect(empty.statusCode).toBe(400);
  });
});
