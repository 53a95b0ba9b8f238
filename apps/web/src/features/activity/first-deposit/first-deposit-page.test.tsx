import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi, type TAnswer } from '../../../shared/testing/fake-api.ts';
import { firstDepositDetail, fixedAward, step } from '../steps/tiers-fixtures.ts';
import { activityPageHooks, renderAt } from '../testing/activity-fixtures.tsx';
import FirstDepositPage from './first-deposit-page.tsx';

activityPageHooks();

const pageAt = () =>
  renderAt(
    '/FirstDepositByCategoryActivity?id=22',
    '/FirstDepositByCategoryActivity',
    <FirstDepositPage />,
  );

describe('FirstDepositPage', () => {
  it('shows the rates, my first deposit and its bonus, and claims it', async () => {
    initI18n('en');
    let claimed = false;
    const api = fakeApi(({ path }): TAnswer => {
      if (path === '/api/Activity/Claim') {
        claimed = true;
        return {
          Award: fixedAward({ ActivityId: 22, Amount: 30, CashFlowType: 505 }),
          Balance: 330,
        };
      }
      if (path === '/api/Activity/Detail')
        return firstDepositDetail(
          [
            step({
              ClaimNo: 0,
              Key: 'bank',
              Reached: 300,
              Done: true,
              Claimed: claimed,
              Prize: 30,
            }),
          ],
          { CanClaim: !claimed },
        );
      return { Count: 0 };
    });
    pageAt();
    const rates = await screen.findByRole('region', {
      name: 'First deposit bonus by payment method',
    });
    expect(rates.textContent).toContain('Bank transfer10%, up to 188.000');
    expect(rates.textContent).toContain('USDT15%, up to 388.000');
    expect(screen.getByTestId('first-deposit-yours').textContent).toBe(
      'Your first depositBank transfer 300.000 · Your bonus: 30.000',
    );
    expect(screen.getByText('The bonus is paid into your main wallet')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect((await screen.findByTestId('claimed-amount')).textContent).toBe('You received 30.000');
    expect(api.to('/api/Activity/Claim')[0]?.body).toEqual({ ActivityId: 22 });
  });

  it('asks for a deposit when none is credited, and names the bonus wallet when it pays there', async () => {
    initI18n('zh-CN');
    fakeApi(({ path }): TAnswer => {
      if (path === '/api/Activity/Detail')
        return firstDepositDetail([step({ ClaimNo: 0, Key: 'none' })], {
          CanClaim: false,
          Config: {
            ...firstDepositDetail([]).Config,
            Type: 'firstDepositByCategory',
            Categories: [{ Category: 'bank', PercentBps: 1000, Cap: 188 }],
            BonusWallet: { TurnoverMultiple: 5, ExpiresInDays: 14 },
          },
        });
      return { Count: 0 };
    });
    pageAt();
    expect((await screen.findByTestId('first-deposit-yours')).textContent).toBe(
      '您的首笔充值您还没有到账的充值 去充值',
    );
    expect(screen.getByRole('link', { name: '去充值' }).getAttribute('href')).toBe('/Deposit');
    expect(
      screen.getByText('奖金发放至奖金钱包，需完成 5 倍流水，14 天内有效', { exact: false }),
    ).toBeTruthy();
  });

  it('offers a retry when the detail fails', async () => {
    initI18n('en');
    fakeApi(() => ({ isNetworkDown: true }));
    pageAt();
    expect(await screen.findByRole('button', { name: /retry/i })).toBeTruthy();
  });
});
