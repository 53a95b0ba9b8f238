import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminPermission } from '../../shared/session/permission.ts';
import { forgetSession, startSession } from '../../shared/session/session-store.ts';
import WithdrawRulesPage from './withdraw-rules-page.tsx';

const rules = {
  MinAmount: 100,
  MaxAmount: 50_000,
  DailyMaxAmount: 200_000,
  DailyMaxCount: 5,
  IntervalSeconds: 60,
  FeePerMille: 10,
  FeeMin: 2,
  FeeMax: null,
  FirstMaxAmount: null,
  SiteDailyMaxAmount: null,
  UsdtMinAmount: 50,
  UsdtMaxAmount: 10_000,
  UsdtChainFee: 1.5,
  AccountLimit: 5,
};

let calls: { url: string; method: string; body: unknown }[] = [];
let putAnswer: { status: number; body: unknown } = { status: 200, body: rules };
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  calls = [];
  putAnswer = { status: 200, body: rules };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = method === 'PUT' ? putAnswer : { status: 200, body: rules };
      return new Response(JSON.stringify(answer.body), { status: answer.status });
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
  render(
    <QueryClientProvider client={queryClient}>
      <WithdrawRulesPage />
    </QueryClientProvider>,
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
const puts = () => calls.filter((call) => call.method === 'PUT');

describe('withdrawal rules', () => {
  it('shows every rule of the server, an absent limit as an empty field', async () => {
    renderPage(['payments.configure']);
    expect((await screen.findByLabelText('单笔最低金额')).getAttribute('value')).toBe('100');
    expect(field('单笔最高金额').value).toBe('50000');
    expect(field('每人每日最多次数').value).toBe('5');
    expect(field('USDT 链上手续费（每笔）').value).toBe('1.5');
    expect(field('手续费最高').value).toBe('');
    expect(field('全站每日提款总额上限').value).toBe('');
    expect(screen.getAllByRole('textbox')).toHaveLength(14);
    expect(calls[0]).toMatchObject({ url: '/api/Admin/WithdrawRules', method: 'GET' });
  });

  it('sends the whole set, emptied limits as null and amounts as exact text', async () => {
    renderPage(['payments.configure']);
    fireEvent.change(await screen.findByLabelText('单笔最高金额'), { target: { value: '' } });
    fireEvent.change(field('首次提款最高金额'), { target: { value: '3000.125' } });
    fireEvent.change(field('两次提款最短间隔（秒）'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: '保存规则' }));
    await vi.waitFor(() => expect(puts()).toHaveLength(1));
    expect(puts()[0]?.body).toEqual({
      MinAmount: '100',
      MaxAmount: null,
      DailyMaxAmount: '200000',
      DailyMaxCount: 5,
      IntervalSeconds: 300,
      FeePerMille: 10,
      FeeMin: '2',
      FeeMax: null,
      FirstMaxAmount: '3000.125',
      SiteDailyMaxAmount: null,
      UsdtMinAmount: '50',
      UsdtMaxAmount: '10000',
      UsdtChainFee: '1.5',
      AccountLimit: 5,
    });
    expect(await screen.findByRole('status')).toBeTruthy();
  });

  it('refuses before sending: a malformed amount, a required rule emptied, a maximum below its minimum', async () => {
    renderPage(['payments.configure']);
    fireEvent.change(await screen.findByLabelText('单笔最低金额'), { target: { value: '1.2345' } });
    fireEvent.change(field('每位玩家最多绑定收款账户数'), { target: { value: '' } });
    fireEvent.change(field('USDT 单笔最高金额'), { target: { value: '10' } });
    fireEvent.click(screen.getByRole('button', { name: '保存规则' }));
    expect(await screen.findAllByRole('alert')).toHaveLength(3);
    expect(field('单笔最低金额').getAttribute('aria-invalid')).toBe('true');
    expect(field('每位玩家最多绑定收款账户数').getAttribute('aria-invalid')).toBe('true');
    expect(field('USDT 单笔最高金额').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('不能小于USDT 单笔最低金额')).toBeTruthy();
    expect(puts()).toHaveLength(0);
  });

  it('shows the server’s refusal of rules that do not fit together', async () => {
    putAnswer = {
      status: 400,
      body: { Code: 7468, Message: '提现规则不一致：DailyMaxAmount > 0' },
    };
    renderPage(['payments.configure']);
    fireEvent.change(await screen.findByLabelText('每人每日最高金额'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: '保存规则' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(/DailyMaxAmount > 0/)).toBeTruthy();
  });
});
