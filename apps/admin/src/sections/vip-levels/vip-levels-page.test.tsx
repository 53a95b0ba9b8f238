import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminPermission } from '../../shared/session/permission.ts';
import { setLanguage } from '../../shared/i18n/i18n.ts';
import { forgetSession, startSession } from '../../shared/session/session-store.ts';
import VipLevelsPage from './vip-levels-page.tsx';

const level = (n: number, name: string, deposit: number) => ({
  Level: n,
  Name: name,
  DepositRequired: deposit,
  BetVolumeRequired: deposit * 10,
  UpgradeBonus: 8 * n,
  BirthdayBonus: 18 * n,
  MonthlyBonus: 5.5 * n,
  BonusTurnoverMultiple: n,
  Players: 10 - n,
});

type TCall = { url: string; method: string; body: Record<string, unknown> | undefined };
let calls: TCall[] = [];
let list: unknown = { Items: [level(0, '普通会员', 0), level(1, '青铜会员', 1000)] };
let status = 200;
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  calls = [];
  status = 200;
  list = { Items: [level(0, '普通会员', 0), level(1, '青铜会员', 1000)] };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (status !== 200)
        return new Response(JSON.stringify({ Code: 1, Message: '服务暂不可用' }), { status });
      return new Response(JSON.stringify(method === 'POST' ? level(1, '青铜贵宾', 1000) : list));
    }),
  );
});
afterEach(async () => {
  await setLanguage('zh-CN');
  cleanup();
  forgetSession();
  queryClient.clear();
  vi.unstubAllGlobals();
});

function renderPage(permissions: TAdminPermission[]) {
  startSession({ token: 't', admin: { loginId: 'ops1', roleName: 'operations', permissions } });
  render(
    <QueryClientProvider client={queryClient}>
      <VipLevelsPage />
    </QueryClientProvider>,
  );
}

const posts = () => calls.filter((call) => call.method === 'POST');

describe('VIP levels', () => {
  it('reads in English', async () => {
    await setLanguage('en');
    renderPage(['vip.view']);
    expect(await screen.findByText('青铜会员')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Monthly deposits' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Players now' })).toBeTruthy();
  });

  it('loads, then shows each level with its thresholds, rewards and holders', async () => {
    renderPage(['vip.view']);
    expect(screen.getByText('加载中…')).toBeTruthy();
    const row = (await screen.findByText('青铜会员')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('VIP 1');
    expect(within(row).getByText('1,000.000')).toBeTruthy();
    expect(within(row).getByText('10,000.000')).toBeTruthy();
    expect(within(row).getByText('5.500')).toBeTruthy();
    expect(within(row).getByText('× 1')).toBeTruthy();
    expect(within(row).getByText('9')).toBeTruthy();
  });

  it('says when there are no levels, and shows a failure with a retry', async () => {
    list = { Items: [] };
    renderPage(['vip.view']);
    expect(await screen.findByText('没有 VIP 等级')).toBeTruthy();
    cleanup();
    queryClient.clear();
    status = 503;
    renderPage(['vip.view']);
    expect((await screen.findByRole('alert')).textContent).toContain('服务暂不可用');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });

  it('opens no editor for vip.view alone', async () => {
    renderPage(['vip.view']);
    fireEvent.click(await screen.findByText('青铜会员'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('refuses a bad level before sending, then sends the amounts exactly as typed', async () => {
    renderPage(['vip.view', 'vip.manage']);
    fireEvent.click(await screen.findByText('青铜会员'));
    const dialog = screen.getByRole('dialog');
    const input = (label: string) => within(dialog).getByLabelText(label);
    expect((input('升级奖金（首次达到时发放一次）') as HTMLInputElement).value).toBe('8');
    fireEvent.change(input('名称'), { target: { value: ' ' } });
    fireEvent.change(input('每月奖金（月初复核保级后发放）'), { target: { value: '1.2345' } });
    fireEvent.change(input('奖金流水倍数（0–100）'), { target: { value: '101' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    expect(input('名称').getAttribute('aria-invalid')).toBe('true');
    expect(input('每月奖金（月初复核保级后发放）').getAttribute('aria-invalid')).toBe('true');
    expect(input('奖金流水倍数（0–100）').getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toHaveLength(0);
    fireEvent.change(input('名称'), { target: { value: '青铜贵宾' } });
    fireEvent.change(input('每月奖金（月初复核保级后发放）'), { target: { value: '6.125' } });
    fireEvent.change(input('奖金流水倍数（0–100）'), { target: { value: '3' } });
    fireEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toEqual({
      url: '/api/Admin/Vip/Levels/Save',
      method: 'POST',
      body: {
        Level: 1,
        Name: '青铜贵宾',
        DepositRequired: '1000',
        BetVolumeRequired: '10000',
        UpgradeBonus: '8',
        BirthdayBonus: '18',
        MonthlyBonus: '6.125',
        BonusTurnoverMultiple: 3,
      },
    });
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
