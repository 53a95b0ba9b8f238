import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SecurityTab } from './security-tab.tsx';

const security = {
  RealName: '张三',
  Email: 'p@example.com',
  Phone: null,
  QQ: null,
  WeChat: null,
  Birthday: null,
  HasFundPassword: true,
  IsEnableGoogleAuthenticator: true,
  SecurityQuestionIds: [1, 2],
  RecoveryCodesLeft: 7,
  SecondFactorFor: {
    Withdraw: true,
    Transfer: false,
    Login: true,
    PasswordChange: false,
    FundPasswordChange: false,
    Reset: false,
  },
  SecurityScore: 100,
  Safeguards: ['loginPassword', 'email'],
};

let calls: { url: string; method: string; body: unknown }[] = [];
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  calls = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, method: init?.method ?? 'GET', body });
      const answer = init?.method === 'POST' ? { State: true } : security;
      return new Response(JSON.stringify(answer), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  queryClient.clear();
  vi.unstubAllGlobals();
});

function renderTab(canManage: boolean) {
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter>
        <SecurityTab loginId="lucky1" canManage={canManage} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe("player page's security tab", () => {
  it('shows the summary and resets the fund password after a confirmation with a reason', async () => {
    renderTab(true);
    expect(await screen.findByText('张三')).toBeTruthy();
    expect(screen.getByText('提现、登录')).toBeTruthy();
    expect(screen.getByText('7')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '重置资金密码' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('lucky1 的资金密码将被删除');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'verified' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '重置资金密码' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')).toEqual({
        url: '/api/Admin/Players/ResetFundPassword',
        method: 'POST',
        body: { LoginId: 'lucky1', Reason: 'verified' },
      }),
    );
  });

  it('clears the real name when the new one is left empty', async () => {
    renderTab(true);
    await screen.findByText('张三');
    fireEvent.click(screen.getByRole('button', { name: '修改真实姓名' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('由“张三”改为“（清除）”');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'asked' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '修改真实姓名' }));
    await vi.waitFor(() =>
      expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
        LoginId: 'lucky1',
        RealName: null,
        Reason: 'asked',
      }),
    );
  });

  it('offers no changes without players.manage', async () => {
    renderTab(false);
    await screen.findByText('张三');
    expect(screen.queryByRole('button', { name: '重置资金密码' })).toBeNull();
  });
});
