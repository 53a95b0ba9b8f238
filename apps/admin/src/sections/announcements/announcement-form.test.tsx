import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSiteTimeZone } from '../../shared/format/site-time.ts';
import { AnnouncementForm } from './announcement-form.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setSiteTimeZone('Asia/Shanghai');
});

/** The API's network edge: answers a saved announcement and keeps the bodies sent. */
function fakeApi() {
  const sent: { method: string; path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: { method: string; body?: string }) => {
      const body = JSON.parse(init.body ?? '{}') as Record<string, unknown>;
      sent.push({ method: init.method, path, body });
      const saved = { Id: 7, ReadCount: 0, UpdatedAt: '2026-03-10T04:00:00.000Z', ...body };
      return { ok: true, status: 200, text: async () => JSON.stringify(saved) };
    }),
  );
  return sent;
}

function renderForm(onDone = vi.fn()) {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <AnnouncementForm announcement={null} nowMs={Date.UTC(2026, 2, 10, 4, 0)} onDone={onDone} />
    </QueryClientProvider>,
  );
  return onDone;
}

describe('AnnouncementForm', () => {
  it('starts now in site time and sends the instants the site wall clock names', async () => {
    const sent = fakeApi();
    const onDone = renderForm();
    const start = screen.getByLabelText('开始时间（站点时间）') as HTMLInputElement;
    // 04:00 UTC is noon in Asia/Shanghai, whatever the zone of the machine running this.
    expect(start.value).toBe('2026-03-10T12:00');
    fireEvent.change(screen.getByLabelText('标题'), { target: { value: '元宵活动' } });
    fireEvent.change(screen.getByLabelText('内容（纯文本，保留换行）'), {
      target: { value: '第一行\n第二行' },
    });
    fireEvent.change(screen.getByLabelText('结束时间（站点时间，留空为长期）'), {
      target: { value: '2026-03-12T08:30' },
    });
    fireEvent.click(screen.getByLabelText('登录后弹窗展示'));
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(sent).toEqual([
      {
        method: 'POST',
        path: '/api/Admin/Content/Announcements',
        body: {
          Type: 1,
          Title: '元宵活动',
          Content: '第一行\n第二行',
          StartTime: '2026-03-10T04:00:00.000Z',
          EndTime: '2026-03-12T00:30:00.000Z',
          IsPopup: true,
          IsEnabled: true,
        },
      },
    ]);
  });

  it('names the broken fields with the contract’s rules and sends nothing', () => {
    const sent = fakeApi();
    renderForm();
    fireEvent.change(screen.getByLabelText('结束时间（站点时间，留空为长期）'), {
      target: { value: '2026-03-01T08:30' },
    });
    fireEvent.click(screen.getByRole('button', { name: '保存' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(expect.arrayContaining([expect.stringContaining('必须晚于开始')]));
    expect(alerts.length).toBeGreaterThanOrEqual(3);
    expect(sent).toEqual([]);
  });
});
