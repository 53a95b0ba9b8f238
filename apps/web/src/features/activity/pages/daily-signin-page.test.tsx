import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi, type TAnswer } from '../../../shared/testing/fake-api.ts';
import { activityPageHooks, award, renderAt, signInDetail } from '../testing/activity-fixtures.tsx';
import DailySigninPage from './daily-signin-page.tsx';

activityPageHooks();
beforeAll(() => {
  initI18n('en');
});

const signInAward = award({
  ClaimId: 40,
  ActivityId: 5,
  ActivityType: 'dailySignInRedPack',
  Amount: 10,
  CashFlowType: 502,
  StreakDay: 2,
  PrizeIndex: 1,
});

const pageAt = () =>
  renderAt('/DailySigninRedPackActivity?id=5', '/DailySigninRedPackActivity', <DailySigninPage />);

describe('DailySigninPage', () => {
  it('shows the streak on the calendar, signs in, opens the packet and shows its amount', async () => {
    let claimed = false;
    fakeApi(({ path }): TAnswer => {
      if (path === '/api/Activity/Claim') {
        claimed = true;
        return { Award: signInAward, Balance: 100 };
      }
      if (path === '/api/Activity/Detail')
        return claimed
          ? signInDetail({
              CanClaim: false,
              Progress: { ...signInDetail().Progress, StreakDays: 2, ClaimedThisPeriod: 1 },
              MyAwards: [signInAward],
            })
          : signInDetail();
      return { Count: 0 };
    });
    pageAt();
    expect((await screen.findByTestId('sign-in-streak')).textContent).toBe(
      'Signed in 1 days in a row',
    );
    const calendar = screen.getByRole('list', { name: 'Sign-in calendar' });
    const days = within(calendar).getAllByRole('listitem');
    expect(days.map((day) => day.textContent)).toEqual([
      'Day 11.000–5.000✓Signed in',
      'Today2.000–10.000',
      'Day 33.000–15.000',
    ]);
    expect(screen.getByTestId('red-packet').dataset.state).toBe('closed');

    fireEvent.click(screen.getByRole('button', { name: 'Sign in and open the red packet' }));
    expect((await screen.findByTestId('red-packet-amount')).textContent).toBe('10.000');
    expect(screen.getByTestId('red-packet').dataset.state).toBe('open');
    expect(screen.getByTestId('claimed-amount').textContent).toBe('You received 10.000');
    await vi.waitFor(() =>
      expect(screen.getByTestId('sign-in-streak').textContent).toBe(
        'Signed in 2 days in a row · Signed in today',
      ),
    );
    expect(screen.getByRole('button', { name: 'Not available now' })).toBeTruthy();
  });

  it("shows today's packet open on a later visit", async () => {
    fakeApi(() =>
      signInDetail({
        CanClaim: false,
        Progress: { ...signInDetail().Progress, StreakDays: 2, ClaimedThisPeriod: 1 },
        MyAwards: [signInAward],
      }),
    );
    pageAt();
    expect((await screen.findByTestId('red-packet-amount')).textContent).toBe('10.000');
  });
});
