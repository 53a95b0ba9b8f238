import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminPermission } from '../../shared/session/permission.ts';
import { forgetSession, startSession } from '../../shared/session/session-store.ts';
import DepositsPage from './deposits-page.tsx';

const deposit = (overrides: Record<string, unknown> = {}) => ({
  Id: '42',
  OrderNo: 'D0000000042',
  UserId: 7,
  LoginId: 'payer1',
  ChannelId: 1,
  ChannelName: 'ICBC transfer',
  Type: 1,
  Chain: null,
  Amount: 1000.017,
  ReceivedAmount: null,
  Fee: 0,
  Bonus: 0,
  DepositorName: '张三',
  State: 0,
  Review: false,
  ReviewReason: null,
  CancelReason: null,
  ExternalRef: null,
  Address: null,
  Memo: null,
  CryptoAmount: null,
  Rate: null,
  ExpiresAt: Date.UTC(2026, 10, 27, 2, 0),
  CreatedAt: Date.UTC(2026, 10, 27, 1, 30),
  DecidedBy: null,
  DecidedAt: null,
  ...overrides,
});

let calls: { url: string; method: string; body: unknown }[] = [];
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      const answer = url.startsWith('/api/Admin/Deposits/Confirm')
        ? deposit({ State: 1, ReceivedAmount: 1000 })
        : {
            Orders: [
              deposit(),
              deposit({ Id: '43', OrderNo: 'D0000000043', Amount: 500, DepositorName: '李四' }),
            ],
            NextCursor: null,
          };
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

function renderPage(permissions: TAdminPermission[]) {
  startSession({ token: 't', admin: { loginId: 'finance1', roleName: 'finance', permissions } });
  const router = createMemoryRouter([{ path: '/deposits', element: <DepositsPage /> }], {
    initialEntries: ['/deposits'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const rowOf = async (orderNo: string) =>
  (await screen.findByText(orderNo)).closest('tr') as HTMLElement;

describe('deposit queue', () => {
  it('asks for the waiting orders and marks the one matching the typed transfer', async () => {
    renderPage(['deposits.view', 'deposits.manage']);
    const first = await rowOf('D0000000042');
    expect(calls[0]?.url).toContain('State=0');
    fireEvent.change(screen.getByLabelText('到账金额'), { target: { value: '1000.017' } });
    fireEvent.change(screen.getByLabelText('转账户名'), { target: { value: '张' } });
    expect(within(first).getByText('匹配')).toBeTruthy();
    expect(within(await rowOf('D0000000043')).queryByText('匹配')).toBeNull();
  });

  it('confirms with the amount received after a confirmation naming the order and player', async () => {
    renderPage(['deposits.view', 'deposits.manage']);
    fireEvent.click(within(await rowOf('D0000000042')).getByRole('button', { name: '确认到账' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('D0000000042');
    expect(dialog.textContent).toContain('payer1');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '1000' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '确认到账' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        url: '/api/Admin/Deposits/Confirm',
        method: 'POST',
        body: { Id: '42', ReceivedAmount: '1000' },
      }),
    );
  });

  it('shows no decision buttons without deposits.manage', async () => {
    renderPage(['deposits.view']);
    await rowOf('D0000000042');
    expect(screen.queryByRole('button', { name: '确认到账' })).toBeNull();
  });
});
