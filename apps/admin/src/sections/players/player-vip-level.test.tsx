import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PlayerVipLevel } from './player-vip-level.tsx';

const info = {
  Level: 2,
  LevelName: '白银会员',
  NextLevel: 3,
  NextLevelName: '黄金会员',
  NextLevelBetVolume: 200000,
  NextLevelDeposit: 20000,
  PeriodBetVolume: 12.5,
  PeriodDeposit: 0,
  Rewards: { UpgradeBonus: 28, BirthdayBonus: 58, MonthlyBonus: 18, BonusTurnoverMultiple: 1 },
  NextLevelRewards: null,
};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderWith(status: number, body: unknown) {
  const fetch = vi.fn(async () => new Response(JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <PlayerVipLevel loginId="demoplayer" />
    </QueryClientProvider>,
  );
  return fetch;
}

describe('PlayerVipLevel', () => {
  it("shows the player's level and its name", async () => {
    const fetch = renderWith(200, info);
    expect(await screen.findByText('VIP 2 · 白银会员')).toBeTruthy();
    expect(fetch).toHaveBeenCalledWith(
      '/api/Admin/Vip/Player?LoginId=demoplayer',
      expect.anything(),
    );
  });

  it('says so when the level cannot be read', async () => {
    renderWith(404, { Code: 9083, Message: '玩家不存在' });
    expect(await screen.findByText('无法读取')).toBeTruthy();
  });
});
