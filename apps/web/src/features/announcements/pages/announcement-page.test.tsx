import type { TPlayerAnnouncement } from '@lottery/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import AnnouncementPage from './announcement-page.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const startMs = Date.UTC(2026, 2, 10, 4, 0); // 12:00 in Asia/Shanghai

const announcement = (id: number, overrides: Partial<TPlayerAnnouncement> = {}) => ({
  Id: id,
  Type: 1 as const,
  Title: `Title ${id}`,
  Content: `Body ${id}\nsecond line <b>not bold</b>`,
  StartTime: startMs,
  IsPopup: false,
  IsRead: false,
  ...overrides,
});

/** A server holding the given announcements and one reader's marks; fetch is its network edge. */
function fakeServer(announcements: TPlayerAnnouncement[]) {
  const read = new Set(announcements.filter((a) => a.IsRead).map((a) => a.Id));
  const requests: { path: string; body: { Id?: number; Type?: number } }[] = [];
  const answer = (path: string, body: { Id?: number; Type?: number }) => {
    if (path === '/api/Annoucement/MarkRead') {
      read.add(body.Id ?? 0);
      return { Count: announcements.filter((a) => !read.has(a.Id)).length };
    }
    return {
      Announcements: announcements
        .filter((a) => body.Type === undefined || a.Type === body.Type)
        .map((a) => ({ ...a, IsRead: read.has(a.Id) })),
    };
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: { body?: string }) => {
      const body = init?.body ? (JSON.parse(init.body) as { Id?: number }) : {};
      requests.push({ path, body });
      return { ok: true, status: 200, text: async () => JSON.stringify(answer(path, body)) };
    }),
  );
  return requests;
}

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <AnnouncementPage />
    </QueryClientProvider>,
  );
}

describe('AnnouncementPage', () => {
  it('lists by type, shows the text as text, and lowers the unread count as one is read', async () => {
    useUserInfo.getState().update({ unreadAnnouncement: 2 });
    const requests = fakeServer([announcement(1), announcement(2, { Type: 3 })]);
    renderPage();
    const first = await screen.findByRole('button', { name: /Title 1/ });
    expect(within(first).getByText('Unread')).toBeTruthy();
    expect(screen.getByRole('button', { name: /Title 2/ })).toBeTruthy();

    fireEvent.click(first);
    const detail = await screen.findByRole('article', { name: 'Title 1' });
    // Markup in the body is shown as written, never interpreted.
    expect(detail.querySelector('b')).toBeNull();
    expect(within(detail).getByText(/second line <b>not bold<\/b>/)).toBeTruthy();
    expect(within(detail).getByText(/03\/10\/2026, 12:00/)).toBeTruthy();
    await waitFor(() => expect(useUserInfo.getState().unreadAnnouncement).toBe(1));
    expect(requests.filter((r) => r.path === '/api/Annoucement/MarkRead')).toEqual([
      { path: '/api/Annoucement/MarkRead', body: { Id: 1 } },
    ]);

    fireEvent.click(screen.getByRole('tab', { name: 'Games' }));
    expect(await screen.findByRole('button', { name: /Title 2/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Title 1/ })).toBeNull();
    expect(requests.at(-1)).toEqual({
      path: '/api/Annoucement/GetAnnouncementList',
      body: { Type: 3 },
    });
  });

  it('says so when there is none, and does not mark a read one again', async () => {
    const requests = fakeServer([]);
    renderPage();
    expect(await screen.findByText('No announcements')).toBeTruthy();
    cleanup();
    fakeServer([announcement(5, { IsRead: true })]);
    renderPage();
    fireEvent.click(await screen.findByRole('button', { name: /Title 5/ }));
    await screen.findByRole('article', { name: 'Title 5' });
    expect(requests.some((r) => r.path === '/api/Annoucement/MarkRead')).toBe(false);
  });
});
