import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { TActivityDetailView } from '../api/activity-api.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi, type TAnswer } from '../../../shared/testing/fake-api.ts';
import { award, renderAt, rouletteDetail } from '../testing/activity-fixtures.tsx';
import DailyInterestPage from './daily-interest-page.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const step = { ClaimNo: 0, Key: 'interest', Target: 100, Reached: 1234.567, Done: true };
const interestDetail = (patch: Partial<TActivityDetailView> = {}): TActivityDetailView => ({
  ...rouletteDetail(),
  ActivityId: 9,
  Type: 'dailyInterest',
  Title: 'Daily interest',
  Config: { Type: 'dailyInterest', RateBasisPoints: 50, MinBalance: 100, MaxInterest: 20 },
  Progress: {
    ...rouletteDetail().Progress,
    SpinsLeft: 0,
    NextSpinTurnover: null,
    Steps: [{ ...step, Claimed: false, Prize: 6.172 }],
  },
  ...patch,
});

const pageAt = () =>
  renderAt('/DailyInterestActivity?id=9', '/DailyInterestActivity', <DailyInterestPage />);

const figures = () =>
  Array.from(screen.getByTestId('interest-figures').querySelectorAll('div')).map(
    (row) => row.textContent,
  );

describe('DailyInterestPage', () => {
  it('shows the rate, the overnight balance, the interest, the minimum and the cap', async () => {
    fakeApi(() => interestDetail());
    pageAt();
    expect(await screen.findByRole('heading', { level: 1, name: 'Daily interest' })).toBeTruthy();
    expect(figures()).toEqual([
      'Daily rate0.5%',
      'Balance at the end of yesterday1,234.567',
      'Interest to claim today6.172',
      'Least balance earning interest100.000',
      'Most a day20.000',
    ]);
  });

  it('says why a low balance earns nothing and disables the claim', async () => {
    fakeApi(() =>
      interestDetail({
        CanClaim: false,
        Progress: {
          ...interestDetail().Progress,
          Steps: [{ ...step, Reached: 50, Done: false, Claimed: false, Prize: 0 }],
        },
      }),
    );
    pageAt();
    expect((await screen.findByTestId('interest-too-low')).textContent).toBe(
      'Your balance at the end of yesterday was below 100.000: no interest today',
    );
    expect(
      (screen.getByRole('button', { name: 'Not available now' }) as HTMLButtonElement).disabled,
    ).toBe(true);
  });

  it('claims the interest and shows it', async () => {
    let claimed = false;
    fakeApi(({ path }): TAnswer => {
      if (path === '/api/Activity/Claim') {
        claimed = true;
        return {
          Award: award({ ActivityType: 'dailyInterest', Amount: 6.172, PrizeIndex: null }),
          Balance: 1240.739,
        };
      }
      if (path === '/api/Activity/Detail')
        return claimed
          ? interestDetail({
              CanClaim: false,
              Progress: {
                ...interestDetail().Progress,
                Steps: [{ ...step, Claimed: true, Prize: 6.172 }],
              },
            })
          : interestDetail();
      return { Count: 0 };
    });
    pageAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Claim interest' }));
    expect((await screen.findByTestId('claimed-amount')).textContent).toBe('You received 6.172');
    expect(await screen.findByText('Today’s interest is claimed')).toBeTruthy();
  });

  it('shows the error when the detail cannot load', async () => {
    fakeApi(({ path }) =>
      path === '/api/Activity/Detail'
        ? { status: 500, body: { Code: 1, Message: 'Internal Server Error' } }
        : { Count: 0 },
    );
    pageAt();
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
