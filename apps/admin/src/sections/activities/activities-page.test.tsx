import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TAdminPermission } from '../../shared/session/permission.ts';
import { setLanguage } from '../../shared/i18n/i18n.ts';
import { forgetSession, startSession } from '../../shared/session/session-store.ts';
import { stubFetchPerTest, type TFetchCall } from '../../shared/testing/fetch-stub.tsx';
import ActivitiesPage from './activities-page.tsx';

const noon = Date.UTC(2026, 10, 27, 4, 0);

const activity = (overrides: Record<string, unknown> = {}) => ({
  ActivityId: 1,
  Type: 'dailySignInRedPack',
  TitleEn: 'Sign in daily',
  TitleZh: '每日签到',
  RulesEn: 'Sign in',
  RulesZh: '签到',
  PeriodKind: 'daily',
  StartsAt: noon,
  EndsAt: noon + 7 * 86_400_000,
  Eligibility: {
    MinVipLevel: 0,
    AgentLoginId: null,
    MinDeposit: null,
    MinTurnover: 100,
    RegisteredAfter: null,
  },
  Budget: 10_000,
  TurnoverPercent: 100,
  Config: {
    Type: 'dailySignInRedPack',
    StreakPrizes: [
      [{ Amount: 1, Weight: 1 }],
      [
        { Amount: 2, Weight: 3 },
        { Amount: 8, Weight: 1 },
      ],
    ],
  },
  State: 'running',
  Paid: 1234.5,
  Remaining: 8765.5,
  Claims: 12,
  CreatedAt: noon,
  UpdatedAt: noon,
  ...overrides,
});

const roulette = activity({
  ActivityId: 2,
  Type: 'roulette',
  TitleZh: '周末大转盘',
  TitleEn: 'Lucky wheel',
  State: 'draft',
  Paid: 0,
  Remaining: 10_000,
  Claims: 0,
  Config: {
    Type: 'roulette',
    Prizes: [
      { Amount: 1, Weight: 1 },
      { Amount: 5, Weight: 3 },
    ],
    SpinTurnovers: [0, 100],
  },
});

const preview = {
  ActivityId: 1,
  EligiblePlayers: 40,
  ExpectedPrize: 3,
  Periods: 7,
  ExpectedCost: 20_000,
  BudgetCoversClaims: 3333,
};
const claims = {
  Items: [
    {
      ClaimId: 9,
      UserId: 5,
      LoginId: 'demoplayer',
      PeriodKey: '2026-11-27',
      Amount: 2,
      StreakDay: 2,
      PrizeIndex: 0,
      ClaimedAt: noon,
    },
  ],
  Total: 41,
};

let failing: string | null = null;

function answer(call: TFetchCall): unknown {
  const path = call.url.split('?')[0];
  if (path === '/api/Admin/Activities') return { Items: [activity(), roulette] };
  if (path === '/api/Admin/Activities/Preview') return preview;
  if (path === '/api/Admin/Activities/Claims') return claims;
  if (path === '/api/Admin/Activities/Save') return { ...roulette, ActivityId: 3 };
  if (path === '/api/Admin/Activities/Stop') return activity({ State: 'stopped' });
  return activity({ State: 'scheduled' });
}

const server = stubFetchPerTest((call) =>
  failing && call.url.startsWith(failing)
    ? new Response(JSON.stringify({ Code: 1, Message: '服务暂不可用' }), { status: 503 })
    : answer(call),
);
const { calls, queryClient } = server;

beforeEach(() => {
  failing = null;
});
afterEach(async () => {
  await setLanguage('zh-CN');
  sessionStorage.clear();
  forgetSession();
});

function renderAt(at: string, permissions: TAdminPermission[]) {
  startSession({ token: 't', admin: { loginId: 'ops1', roleName: 'operations', permissions } });
  return server.renderAt(<ActivitiesPage />, '/activities/*', at);
}

const both: TAdminPermission[] = ['activities.view', 'activities.manage'];
const posts = () => calls.filter((call) => call.method === 'POST');

describe('the activities list', () => {
  it('loads, then shows state, budget used and claims of each activity', async () => {
    renderAt('/activities', both);
    expect(screen.getByText('加载中…')).toBeTruthy();
    const row = (await screen.findByText('每日签到')).closest('tr') as HTMLElement;
    expect(within(row).getByText('进行中')).toBeTruthy();
    expect(within(row).getByText('1,234.500')).toBeTruthy();
    expect(within(row).getByText('8,765.500')).toBeTruthy();
    expect(within(row).getByText('12')).toBeTruthy();
    expect(screen.getByText('周末大转盘').closest('tr')?.textContent).toContain('草稿');
    expect(screen.getByRole('button', { name: '新建活动' })).toBeTruthy();
  });

  it('filters by type and state from the address, and says so when nothing matches', async () => {
    const router = renderAt('/activities?type=roulette', both);
    expect(await screen.findByText('周末大转盘')).toBeTruthy();
    expect(screen.queryByText('每日签到')).toBeNull();
    await router.navigate('/activities?type=roulette&state=running');
    expect(await screen.findByText('还没有活动')).toBeTruthy();
  });

  it('reads in English: titles, states, filters and the empty list', async () => {
    await setLanguage('en');
    const router = renderAt('/activities', both);
    const row = (await screen.findByText('Sign in daily')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Running')).toBeTruthy();
    expect(within(row).getByText('Daily sign-in red packet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New activity' })).toBeTruthy();
    await router.navigate('/activities?state=ended');
    expect(await screen.findByText('No activities yet')).toBeTruthy();
  });

  it('shows the failure with a retry', async () => {
    failing = '/api/Admin/Activities';
    renderAt('/activities', both);
    expect((await screen.findByRole('alert')).textContent).toContain('服务暂不可用');
    failing = null;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(await screen.findByText('每日签到')).toBeTruthy();
  });

  it('hides creating, scheduling and stopping from activities.view alone', async () => {
    renderAt('/activities', ['activities.view']);
    expect(await screen.findByText('每日签到')).toBeTruthy();
    expect(screen.queryByRole('link', { name: '新建活动' })).toBeNull();
    cleanup();
    renderAt('/activities/1', ['activities.view']);
    expect(await screen.findByText('活动设置')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '停止活动' })).toBeNull();
    cleanup();
    renderAt('/activities/2', ['activities.view']);
    expect(await screen.findByText('活动设置')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '确认排期' })).toBeNull();
    expect(screen.queryByRole('link', { name: '编辑草稿' })).toBeNull();
  });
});

describe('one activity', () => {
  it('shows its preview with the budget cover, its prizes and its claims paged', async () => {
    renderAt('/activities/1', both);
    expect(await screen.findByText('当前符合条件的玩家')).toBeTruthy();
    expect(screen.getByText('40')).toBeTruthy();
    expect(screen.getByText('预算覆盖预估成本的 50%')).toBeTruthy();
    expect(screen.getByText('连续签到第 2 天')).toBeTruthy();
    expect(screen.getByText('75.00%')).toBeTruthy();
    const claimRow = (await screen.findByText('demoplayer')).closest('tr') as HTMLElement;
    expect(claimRow.textContent).toContain('2026-11-27');
    expect(screen.getByText('第 1 / 3 页，共 41 条')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '下一页' }));
    await vi.waitFor(() =>
      expect(calls.some((call) => call.url.includes('Claims') && call.url.includes('Page=2'))).toBe(
        true,
      ),
    );
  });

  it('stops a running activity only with a reason, naming what is paid', async () => {
    renderAt('/activities/1', both);
    fireEvent.click(await screen.findByRole('button', { name: '停止活动' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('已发放的 1,234.500 不会收回');
    fireEvent.click(within(dialog).getByRole('button', { name: '停止活动' }));
    expect(within(dialog).getByText('请填写原因')).toBeTruthy();
    expect(posts()).toHaveLength(0);
    fireEvent.change(within(dialog).getByLabelText(/停止原因/), {
      target: { value: '预算调整' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: '停止活动' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      url: '/api/Admin/Activities/Stop',
      body: { ActivityId: 1, Reason: '预算调整' },
    });
  });

  it('schedules a draft after confirming its period and budget', async () => {
    renderAt('/activities/2', both);
    fireEvent.click(await screen.findByRole('button', { name: '确认排期' }));
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain('预算 10,000.000');
    fireEvent.click(within(dialog).getByRole('button', { name: '确认排期' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      url: '/api/Admin/Activities/Schedule',
      body: { ActivityId: 2 },
    });
  });
});

describe('the draft form', () => {
  it('names every missing field from the contract and sends nothing', async () => {
    renderAt('/activities/new', both);
    fireEvent.click(await screen.findByRole('button', { name: '保存草稿' }));
    const errors = await screen.findAllByRole('alert');
    expect(errors.length).toBeGreaterThanOrEqual(3);
    expect(screen.getByLabelText('标题（中文）').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('预算').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('第 1 个奖品的奖金').getAttribute('aria-invalid')).toBe('true');
    expect(posts()).toHaveLength(0);
  });

  it('sends a roulette draft with exact amounts, site-time instants and the wheel', async () => {
    const router = renderAt('/activities/new', both);
    fireEvent.change(await screen.findByLabelText('活动类型'), { target: { value: 'roulette' } });
    fireEvent.change(screen.getByLabelText('标题（中文）'), { target: { value: '周末轮盘' } });
    fireEvent.change(screen.getByLabelText('标题（英文）'), { target: { value: 'Weekend wheel' } });
    fireEvent.change(screen.getByLabelText('开始时间（站点时间）'), {
      target: { value: '2026-12-05T00:00' },
    });
    fireEvent.change(screen.getByLabelText('结束时间（站点时间）'), {
      target: { value: '2026-12-07T00:00' },
    });
    fireEvent.change(screen.getByLabelText('预算'), { target: { value: '5000.125' } });
    fireEvent.change(screen.getByLabelText('第 1 个奖品的奖金'), { target: { value: '1.5' } });
    fireEvent.click(screen.getByRole('button', { name: '添加奖品' }));
    fireEvent.change(screen.getByLabelText('第 2 个奖品的奖金'), { target: { value: '20' } });
    fireEvent.change(screen.getByLabelText('第 2 个奖品的权重'), { target: { value: '3' } });
    expect(screen.getByText('25.00%')).toBeTruthy();
    expect(screen.getByText('75.00%')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '添加一次抽奖' }));
    fireEvent.change(screen.getByLabelText('第 2 次：投注满'), { target: { value: '500' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]).toMatchObject({
      url: '/api/Admin/Activities/Save',
      body: {
        Type: 'roulette',
        TitleZh: '周末轮盘',
        // Midnight in Asia/Shanghai, whatever the zone of the machine running this.
        StartsAt: Date.UTC(2026, 11, 4, 16, 0),
        EndsAt: Date.UTC(2026, 11, 6, 16, 0),
        Budget: '5000.125',
        TurnoverPercent: 100,
        Eligibility: { MinVipLevel: 0, AgentLoginId: null, MinDeposit: null },
        Config: {
          Type: 'roulette',
          Prizes: [
            { Amount: '1.5', Weight: 1 },
            { Amount: '20', Weight: 3 },
          ],
          SpinTurnovers: [0, '500'],
        },
      },
    });
    expect(posts()[0]?.body).not.toHaveProperty('ActivityId');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/activities/3'));
  });

  it('keeps what was typed across a reload, and forgets it once saved', async () => {
    renderAt('/activities/new', both);
    fireEvent.change(await screen.findByLabelText('活动类型'), { target: { value: 'roulette' } });
    fireEvent.change(screen.getByLabelText('标题（中文）'), { target: { value: '未保存的轮盘' } });
    fireEvent.change(screen.getByLabelText('第 1 个奖品的权重'), { target: { value: '' } });
    cleanup();
    queryClient.clear();
    renderAt('/activities/new', both);
    expect(((await screen.findByLabelText('标题（中文）')) as HTMLInputElement).value).toBe(
      '未保存的轮盘',
    );
    expect((screen.getByLabelText('活动类型') as HTMLSelectElement).value).toBe('roulette');
    expect((screen.getByLabelText('第 1 个奖品的权重') as HTMLInputElement).value).toBe('');
    fireEvent.change(screen.getByLabelText('第 1 个奖品的权重'), { target: { value: '2' } });
    fireEvent.change(screen.getByLabelText('标题（英文）'), { target: { value: 'Unsaved' } });
    fireEvent.change(screen.getByLabelText('预算'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('第 1 个奖品的奖金'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    await vi.waitFor(() => expect(sessionStorage.getItem('admin.activity-draft.new')).toBeNull());
  });

  it('edits a draft with its saved values and sends its id', async () => {
    renderAt('/activities/2/edit', both);
    expect(((await screen.findByLabelText('标题（中文）')) as HTMLInputElement).value).toBe(
      '周末大转盘',
    );
    expect((screen.getByLabelText('活动类型') as HTMLSelectElement).disabled).toBe(true);
    expect((screen.getByLabelText('周期内最低投注（留空不限）') as HTMLInputElement).value).toBe(
      '100',
    );
    fireEvent.click(screen.getByRole('button', { name: '保存草稿' }));
    await vi.waitFor(() => expect(posts()).toHaveLength(1));
    expect(posts()[0]?.body).toMatchObject({ ActivityId: 2, Budget: '10000', StartsAt: noon });
  });

  it('sends a running activity to its page instead of the form', async () => {
    const router = renderAt('/activities/1/edit', both);
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/activities/1'));
  });
});
