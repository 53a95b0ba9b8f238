import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi, type TAnswer } from '../../../shared/testing/fake-api.ts';
import { fixedAward, kenoDetail, step } from '../steps/tiers-fixtures.ts';
import { activityPageHooks, renderAt } from '../testing/activity-fixtures.tsx';
import DepositKenoPage from './deposit-keno-page.tsx';

activityPageHooks();

const tiers = (claimed: boolean) => [
  step({
    ClaimNo: 0,
    Key: 'tier1',
    Target: 200,
    Reached: 250,
    Done: true,
    Claimed: claimed,
    Prize: 5,
  }),
  step({ ClaimNo: 1, Key: 'tier2', Target: 1000, Reached: 250, Done: false, Prize: 28 }),
];

const pageAt = () =>
  renderAt(
    '/DepositConsumeKENO2Activity/23',
    '/DepositConsumeKENO2Activity/:id',
    <DepositKenoPage />,
  );

describe('DepositKenoPage', () => {
  it('reads the activity from the path, fills each tier with the KENO bets and claims a tier', async () => {
    initI18n('en');
    let claimed = false;
    const api = fakeApi(({ path }): TAnswer => {
      if (path === '/api/Activity/Claim') {
        claimed = true;
        return { Award: fixedAward({ ActivityId: 23, Amount: 5, CashFlowType: 506 }), Balance: 5 };
      }
      if (path === '/api/Activity/Detail') return kenoDetail(tiers(claimed));
      return { Count: 0 };
    });
    pageAt();
    const list = await screen.findByRole('list', { name: 'Tiers' });
    expect(api.to('/api/Activity/Detail')[0]?.body).toEqual({ ActivityId: 23 });
    expect(screen.getByTestId('keno-turnover').textContent).toBe(
      'Bet on Keno this period: 250.000',
    );
    const rows = within(list).getAllByTestId('activity-step');
    expect(rows[0]?.textContent).toContain('Deposit 100.000 and bet 200.000 on Keno');
    expect(rows[0]?.textContent).toContain('200.000 / 200.000');
    expect(rows[1]?.textContent).toContain('250.000 / 1,000.000');
    const meter = within(rows[1] as HTMLElement).getByRole('meter', {
      name: 'Keno bets towards this tier',
    });
    expect(meter.getAttribute('value')).toBe('250');
    fireEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Claim' }));
    expect((await screen.findByTestId('claimed-amount')).textContent).toBe('You received 5.000');
    expect(api.to('/api/Activity/Claim')[0]?.body).toEqual({ ActivityId: 23, Step: 0 });
  });

  it('says the deposit is missing when the KENO bets of a tier are reached', async () => {
    initI18n('zh-CN');
    fakeApi(({ path }): TAnswer =>
      path === '/api/Activity/Detail'
        ? kenoDetail([
            step({ ClaimNo: 0, Key: 'tier1', Target: 200, Reached: 300, Done: false, Prize: 5 }),
          ])
        : { Count: 0 },
    );
    pageAt();
    expect(await screen.findByText('快乐8投注已达标，本期充值满 100.000 即可领取')).toBeTruthy();
    expect(screen.getByText('未完成')).toBeTruthy();
  });
});
