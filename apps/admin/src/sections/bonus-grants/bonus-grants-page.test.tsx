import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminPermission } from '../../shared/session/permission.ts';
import { setLanguage } from '../../shared/i18n/i18n.ts';
import { forgetSession, startSession } from '../../shared/session/session-store.ts';
import BonusGrantsPage from './bonus-grants-page.tsx';

const noon = Date.UTC(2026, 10, 27, 4, 0);
const grant = (overrides: Record<string, unknown> = {}) => ({
  Id: '5',
  Amount: 12.5,
  Source: 'vipUpgrade',
  TurnoverRequired: 37.5,
  TurnoverAchieved: 10,
  GrantedAt: noon,
  ExpiresAt: noon + 86_400_000,
  State: 'active',
  DecidedAt: null,
  ...overrides,
});

type TCall = {
  url: string;
  method: string;
  body: Record<string, unknown> | undefined;
  key: string | null;
};
let calls: TCall[] = [];
let wallet: unknown;
let status = 200;
const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });

beforeEach(() => {
  calls = [];
  status = 200;
  wallet = {
    Balance: 12.5,
    Grants: [grant(), grant({ Id: '4', Source: 'admin', State: 'released', DecidedAt: noon })],
  };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init?: RequestInit) => {
      const method = init?.method ?? 'GET';
      const headers = (init?.headers ?? {}) as Record<string, string>;
      calls.push({
        url,
        method,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
        key: headers['Idempotency-Key'] ?? null,
      });
      if (status !== 200)
        return new Response(JSON.stringify({ Code: 9055, Message: '玩家不存在' }), { status });
      return new Response(JSON.stringify(method === 'POST' ? grant({ Source: 'admin' }) : wallet));
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

function renderAt(at: string, permissions: TAdminPermission[]) {
  startSession({ token: 't', admin: { loginId: 'svc1', roleName: 'service', permissions } });
  const router = createMemoryRouter([{ path: '/bonus-grants', element: <BonusGrantsPage /> }], {
    initialEntries: [at],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const posts = () => calls.filter((call) => call.method === 'POST');

describe('bonus grants', () => {
  it('reads in English', async () => {
    await setLanguage('en');
    renderAt('/bonus-grants?player=demoplayer', ['players.view', 'balance.request']);
    const row = (await screen.findByText('VIP upgrade')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Active')).toBeTruthy();
    expect(screen.getByText('Bonus wallet balance')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Grant a bonus' })).toBeTruthy();
  });

  it('asks for a player first, then shows the wallet with each grant and its turnover', async () => {
    const router = renderAt('/bonus-grants', ['players.view']);
    expect(screen.getByText('输入玩家账号查看其奖金钱包')).toBeTruthy();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('玩家账号'), { target: { value: 'demoplayer' } });
    fireEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(router.state.location.search).toBe('?player=demoplayer');
    const row = (await screen.findByText('VIP 升级')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('10.000 / 37.500');
    expect(within(row).getByText('进行中')).toBeTruthy();
    expect(screen.getByText('已转入主钱包')).toBeTruthy();
    expect(calls[0]?.url).toBe('/api/Admin/BonusGrants?LoginId=demoplayer');
  });

  it('says when the player has no bonus, and shows a refusal', async () => {
    wallet = { Balance: 0, Grants: [] };
    renderAt('/bonus-grants?player=newbie', ['players.view']);
    expect(await screen.findByText('该玩家还没有奖金')).toBeTruthy();
    cleanup();
    queryClient.clear();
    status = 404;
    renderAt('/bonus-grants?player=nobody', ['players.view']);
    expect((await screen.findByRole('alert')).textContent).toContain('玩家不存在');
  });

  it('hides granting from an administrator without balance.request', async () => {
    renderAt('/bonus-grants?player=demoplayer', ['players.view']);
    expect(await screen.findByText('VIP 升级')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '发放奖金' })).toBeNull();
  });

  it('checks the grant, confirms its effect, and sends it once with one idempotency key', async () => {
    renderAt('/bonus-grants?player=demoplayer', ['players.view', 'balance.request']);
    fireEvent.click(await screen.findByRole('button', { name: '发放奖金' }));
    const form = screen.getByRole('dialog');
    fireEvent.change(within(form).getByLabelText('金额'), { target: { value: '12.3456' } });
    fireEvent.click(within(form).getByRole('button', { name: '下一步' }));
    expect(within(form).getByLabelText('金额').getAttribute('aria-invalid')).toBe('true');
    expect(within(form).getByLabelText('原因（记入操作日志）').getAttribute('aria-invalid')).toBe(
      'true',
    );
    expect(screen.queryByRole('alertdialog')).toBeNull();
    fireEvent.change(within(form).getByLabelText('金额'), { target: { value: '12.5' } });
    fireEvent.change(within(form).getByLabelText('流水倍数'), { target: { value: '3' } });
    fireEvent.change(within(form).getByLabelText('原因（记入操作日志）'), {
      target: { value: '客诉补偿' },
    });
    fireEvent.click(within(form).getByRole('button', { name: '下一步' }));
    const confirm = screen.getByRole('alertdialog');
    expect(confirm.textContent).toContain('12.500 进入 demoplayer 的奖金钱包，完成 37.500 流水');
    expect(posts()).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: '发放奖金' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      url: '/api/Admin/BonusGrants',
      body: {
        LoginId: 'demoplayer',
        Amount: '12.5',
        TurnoverMultiple: 3,
        ExpiresInHours: 168,
        Reason: '客诉补偿',
      },
    });
    expect(posts()[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
