import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { forgetSession, startSession } from '../../shared/session/session-store.ts';
import { TemplatesView } from './templates-view.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  forgetSession();
});

const template = {
  TemplateId: 4,
  Kind: 'betVoucher',
  Title: '时时彩投注券',
  TitleZh: '时时彩投注券',
  TitleEn: 'SSC voucher',
  FaceValue: 5,
  Percent: 0,
  MinDeposit: 0,
  MinBet: 10,
  GameIds: [2],
  GameNames: ['江苏时时彩'],
  TurnoverMultiple: 1,
  ValidityDays: 7,
  TotalQuantity: 100,
  PerPlayerLimit: 1,
  IsClaimable: false,
  State: 'active',
  Issued: 3,
  Used: 1,
  PaidTotal: 5,
  CreatedAt: 1,
  UpdatedAt: 1,
};

function renderView(permissions: string[]) {
  startSession({
    token: 't',
    admin: { loginId: 'adminops', roleName: 'operations', permissions },
  } as never);
  const sent: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init: { body?: string }) => {
      sent.push({ path, body: init.body ? (JSON.parse(init.body) as unknown) : undefined });
      const answer = path.startsWith('/api/Admin/CouponTemplates/SetState')
        ? { ...template, State: 'stopped' }
        : { Items: [template] };
      return { ok: true, status: 200, text: async () => JSON.stringify(answer) };
    }),
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <TemplatesView />
    </QueryClientProvider>,
  );
  return sent;
}

describe('TemplatesView', () => {
  it('shows each template’s terms, games and figures, read-only without activities.manage', async () => {
    renderView(['activities.view']);
    const row = (await screen.findByText('时时彩投注券')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('抵扣 5.000，投注满 10.000 · 江苏时时彩');
    expect(row.textContent).toContain('3 / 100');
    expect(row.textContent).toContain('仅后台发放');
    expect(within(row).queryByRole('button')).toBeNull();
    expect(screen.queryByRole('button', { name: '新建模板' })).toBeNull();
  });

  it('stops a template with a reason', async () => {
    const sent = renderView(['activities.view', 'activities.manage']);
    const row = (await screen.findByText('时时彩投注券')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: '停用' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '活动结束' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '停用' }));
    await vi.waitFor(() =>
      expect(
        sent.find((call) => call.path === '/api/Admin/CouponTemplates/SetState')?.body,
      ).toEqual({
        Id: 4,
        State: 'stopped',
        Reason: '活动结束',
      }),
    );
  });
});
