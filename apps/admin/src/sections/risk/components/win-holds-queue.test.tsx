import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminPermission } from '../../../shared/session/permission.ts';
import { forgetSession, startSession } from '../../../shared/session/session-store.ts';
import { WinHoldsQueue } from './win-holds-queue.tsx';

const hold = {
  TicketId: 42,
  SerialNumber: 'B0000000042',
  LoginId: 'lucky1',
  GameId: 9,
  GameName: '极速快3',
  IssueSerialNumber: '20261127-0578',
  BetTypeId: 'k3.sum.sum',
  BetTypeName: '和值',
  Stake: 32,
  Prize: 1404.5,
  Threshold: 1000,
  State: 'held',
  HeldAt: Date.UTC(2026, 10, 27, 1, 0),
  DecidedAt: null,
  Reason: null,
};

let calls: { url: string; method: string; body: unknown }[] = [];
/** A client of its own: sections do not import the shell's. */
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      const answer = url.startsWith('/api/Admin/Risk/WinHolds/Release')
        ? { State: 'released' }
        : { Holds: [hold], Total: 1 };
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  forgetSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

function renderQueue(permissions: TAdminPermission[]) {
  startSession({ token: 't', admin: { loginId: 'adminrisk', roleName: 'risk', permissions } });
  const router = createMemoryRouter([{ path: '/risk/holds', element: <WinHoldsQueue /> }], {
    initialEntries: ['/risk/holds'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

describe('held wins queue', () => {
  it('releases a held win after a confirmation naming the ticket, player and prize', async () => {
    renderQueue(['risk.view', 'risk.manage']);
    const row = (await screen.findByText('B0000000042')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('lucky1');
    expect(row.textContent).toContain('1,404.500');
    fireEvent.click(within(row).getByRole('button', { name: '放行' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('B0000000042');
    expect(dialog.textContent).toContain('将 1,404.500 派奖到 lucky1 的钱包');
    // No reason, no release.
    fireEvent.click(within(dialog).getByRole('button', { name: '放行' }));
    await within(dialog).findByText('请填写原因');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'checked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '放行' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        url: '/api/Admin/Risk/WinHolds/Release',
        method: 'POST',
        body: { TicketId: 42, Reason: 'checked' },
      }),
    );
  });

  it('shows no decision buttons without risk.manage', async () => {
    renderQueue(['risk.view']);
    await screen.findByText('B0000000042');
    expect(screen.queryByRole('button', { name: '放行' })).toBeNull();
    expect(screen.queryByRole('button', { name: '作废' })).toBeNull();
  });
});
