import { beforeAll, describe, expect, it } from 'vitest';
import { itRequiresLogin } from '../../test-support/requires-login.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();
const hourMs = 3_600_000;

/** An announcement as an administrator's form would save it; times are offsets from the clock. */
async function insertAnnouncement(fields: {
  type?: number;
  title: string;
  startOffsetMs?: number;
  endOffsetMs?: number | null;
  isPopup?: boolean;
  isEnabled?: boolean;
}): Promise<number> {
  const now = t.clock.now();
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO announcements (type, title, content, starts_at, ends_at, is_popup, is_enabled)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
    [
      fields.type ?? 1,
      fields.title,
      `${fields.title} body\nline two`,
      new Date(now + (fields.startOffsetMs ?? -hourMs)),
      fields.endOffsetMs == null ? null : new Date(now + fields.endOffsetMs),
      fields.isPopup ?? false,
      fields.isEnabled ?? true,
    ],
  );
  return row!.id;
}

describe('announcements a player reads', () => {
  const ids: Record<string, number> = {};
  let token = '';

  beforeAll(async () => {
    await t.db.query(`DELETE FROM announcements`);
    ids.site = await insertAnnouncement({ title: 'site', startOffsetMs: -3 * hourMs });
    ids.games = await insertAnnouncement({ type: 3, title: 'games', startOffsetMs: -2 * hourMs });
    ids.popup = await insertAnnouncement({ title: 'popup', isPopup: true });
    ids.future = await insertAnnouncement({ title: 'future', startOffsetMs: hourMs });
    ids.ended = await insertAnnouncement({ title: 'ended', endOffsetMs: -1 });
    ids.disabled = await insertAnnouncement({ title: 'disabled', isEnabled: false });
    const { loginId } = await t.createAccount();
    token = await t.login(loginId);
  });

  const post = async (url: string, body?: unknown) => {
    const response = await t.call('POST', url, { token, ...(body ? { body } : {}) });
    return { status: response.statusCode, json: response.json() };
  };
  const unread = async () =>
    (await post('/api/Annoucement/GetUnreadAnnouncementCount')).json.Count as number;

  it('lists only the enabled ones inside their window, newest first, by type on request', async () => {
    const all = await post('/api/Annoucement/GetAnnouncementList');
    expect(all.status).toBe(200);
    expect(all.json.Announcements.map((a: { Title: string }) => a.Title)).toEqual([
      'popup',
      'games',
      'site',
    ]);
    expect(all.json.Announcements[0]).toEqual({
      Id: ids.popup,
      Type: 1,
      Title: 'popup',
      Content: 'popup body\nline two',
      StartTime: t.clock.now() - hourMs,
      IsPopup: true,
      IsRead: false,
    });
    const games = await post('/api/Annoucement/GetAnnouncementList', { Type: 3 });
    expect(games.json.Announcements.map((a: { Id: number }) => a.Id)).toEqual([ids.games]);
    expect((await post('/api/Annoucement/GetAnnouncementList', { Type: 9 })).status).toBe(400);
  });

  it('counts unread from the same rule, and each mark lowers it once (answering what is left)', async () => {
    expect(await unread()).toBe(3);
    expect(await post('/api/Annoucement/MarkRead', { Id: ids.games })).toEqual({
      status: 200,
      json: { Count: 2 },
    });
    expect((await post('/api/Annoucement/MarkRead', { Id: ids.games })).json).toEqual({
      Count: 2,
    });
    expect(await unread()).toBe(2);
    const list = await post('/api/Annoucement/GetAnnouncementList', { Type: 3 });
    expect(list.json.Announcements[0].IsRead).toBe(true);
  });

  it('another account keeps its own marks', async () => {
    const other = await t.createAccount();
    const otherToken = await t.login(other.loginId);
    const response = await t.call('POST', '/api/Annoucement/GetUnreadAnnouncementCount', {
      token: otherToken,
    });
    expect(response.json()).toEqual({ Count: 3 });
  });

  it('a hidden one (future, ended, disabled, deleted) has no detail and cannot be marked', async () => {
    for (const id of [ids.future, ids.ended, ids.disabled, 999_999]) {
      const detail = await post('/api/Annoucement/GetAnnouncementDetail', { Id: id });
      expect(detail.status).toBe(404);
      expect(detail.json.Code).toBe(6101);
      expect((await post('/api/Annoucement/MarkRead', { Id: id })).status).toBe(404);
    }
    const detail = await post('/api/Annoucement/GetAnnouncementDetail', { Id: ids.site });
    expect(detail.json).toMatchObject({ Id: ids.site, Title: 'site', IsRead: false });
  });

  it('a future one shows once its start passes, and counts as unread then', async () => {
    const soon = await insertAnnouncement({ title: 'soon', startOffsetMs: 1000 });
    const before = await unread();
    t.clock.advance(1000);
    expect(await unread()).toBe(before + 1);
    await post('/api/Annoucement/MarkRead', { Id: soon });
    expect(await unread()).toBe(before);
  });

  it('login popups are the unread popup ones; reading one ends its popup', async () => {
    const popups = await post('/api/Annoucement/GetLoginPopups');
    expect(popups.json.Announcements.map((a: { Id: number }) => a.Id)).toEqual([ids.popup]);
    await post('/api/Annoucement/MarkRead', { Id: ids.popup });
    expect((await post('/api/Annoucement/GetLoginPopups')).json).toEqual({ Announcements: [] });
  });

  itRequiresLogin(t, [
    ['POST', '/api/Annoucement/GetAnnouncementList'],
    ['POST', '/api/Annoucement/GetAnnouncementDetail'],
    ['POST', '/api/Annoucement/MarkRead'],
    ['POST', '/api/Annoucement/GetLoginPopups'],
  ]);
});
