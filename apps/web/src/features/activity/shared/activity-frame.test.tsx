import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi, type TAnswer } from '../../../shared/testing/fake-api.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import {
  award,
  renderAt,
  revealedProof,
  rouletteDetail,
  summary,
} from '../testing/activity-fixtures.tsx';
import { ActivityFrame } from './activity-frame.tsx';

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  useUserInfo.getState().reset();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const frameAt = (path: string, type: 'roulette' | null = null) =>
  renderAt(path, '/Frame', <ActivityFrame type={type} />);

describe('ActivityFrame', () => {
  it('shows the activity: state, period in site time, rules, progress slot and my awards', async () => {
    fakeApi(({ path }) =>
      path === '/api/Activity/Detail'
        ? rouletteDetail({ MyAwards: [award({ PrizeIndex: null, StreakDay: 2 })] })
        : { Count: 0 },
    );
    frameAt('/Frame?id=7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky roulette' })).toBeTruthy();
    expect(screen.getByText('Running')).toBeTruthy();
    // 2026-11-26 20:00 to 2026-12-27 20:00 in the site zone, with the zone named.
    expect(screen.getByText('11/26/2026, 20:00:00 – 12/27/2026, 20:00:00 UTC+8')).toBeTruthy();
    expect(screen.getByText('One free spin a day.')).toBeTruthy();
    const awards = screen.getByRole('region', { name: 'My awards in this promotion' });
    expect(within(awards).getByTestId('activity-award').textContent).toContain(
      'Day 2 of the streak',
    );
    // A fixed prize has no draw to verify.
    expect(within(awards).queryByRole('button', { name: 'Verify' })).toBeNull();
  });

  it('disables the claim and lists the unmet conditions', async () => {
    fakeApi(() => rouletteDetail({ CanClaim: false, Unmet: ['Deposit 100.000 this period'] }));
    frameAt('/Frame?id=7');
    expect(await screen.findByRole('note')).toBeTruthy();
    expect(screen.getByText('Deposit 100.000 this period')).toBeTruthy();
    const button = screen.getByRole('button', { name: 'Not available now' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });

  it('claims with an Idempotency-Key, resends the same key after no answer, then shows the amount', async () => {
    let claims = 0;
    const api = fakeApi(({ path }): TAnswer => {
      if (path === '/api/Activity/Detail') return rouletteDetail();
      if (path === '/api/Activity/Claim') {
        claims += 1;
        return claims === 1
          ? { isNetworkDown: true }
          : { Award: award({ PrizeIndex: null }), Balance: 1234.5 };
      }
      return { Count: 0 };
    });
    frameAt('/Frame?id=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    expect((await screen.findByTestId('claimed-amount')).textContent).toBe('You received 8.000');
    const sent = api.to('/api/Activity/Claim');
    expect(sent).toHaveLength(2);
    expect(sent[0]?.body).toEqual({ ActivityId: 7 });
    const key = sent[0]?.headers['Idempotency-Key'];
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(sent[1]?.headers['Idempotency-Key']).toBe(key);
    expect(useUserInfo.getState().walletAmount).toBe(1234.5);
    // The activity reloads after the claim (its progress and awards changed).
    expect(api.to('/api/Activity/Detail').length).toBeGreaterThanOrEqual(2);
  });

  it("shows the server's refusal and takes a new key for the next attempt", async () => {
    let claims = 0;
    const api = fakeApi(({ path }): TAnswer => {
      if (path === '/api/Activity/Detail') return rouletteDetail();
      claims += 1;
      return { status: 409, body: { Code: 9002, Message: 'Already claimed' } };
    });
    frameAt('/Frame?id=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Already claimed');
    fireEvent.click(screen.getByRole('button', { name: 'Claim' }));
    await vi.waitFor(() => expect(claims).toBe(2));
    const [first, second] = api.to('/api/Activity/Claim');
    expect(first?.headers['Idempotency-Key']).not.toBe(second?.headers['Idempotency-Key']);
  });

  it('opens the proof of a drawn prize from my awards', async () => {
    fakeApi(({ path }) => {
      if (path === '/api/Activity/Detail') return rouletteDetail({ MyAwards: [award()] });
      if (path === '/api/Activity/DrawProof') return revealedProof();
      return { Count: 0 };
    });
    frameAt('/Frame?id=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Verify' }));
    const panel = await screen.findByRole('region', { name: 'Verify this draw' });
    expect(
      await within(panel).findByText(
        'Verified: the seed matches its commitment and gives this prize',
      ),
    ).toBeTruthy();
  });

  it('finds the running activity of its type when the address has no id', async () => {
    const api = fakeApi(({ path }) => {
      if (path === '/api/Activity/List')
        return {
          Items: [
            summary({ ActivityId: 3, Type: 'dailySignInRedPack' }),
            summary({ ActivityId: 9 }),
          ],
          UnreadCount: 0,
        };
      return rouletteDetail({ ActivityId: 9 });
    });
    frameAt('/Frame', 'roulette');
    await screen.findByRole('heading', { level: 1, name: 'Lucky roulette' });
    expect(api.to('/api/Activity/Detail')[0]?.body).toEqual({ ActivityId: 9 });
  });

  it('says so when no activity of its type runs', async () => {
    fakeApi(() => ({ Items: [], UnreadCount: 0 }));
    frameAt('/Frame', 'roulette');
    expect(await screen.findByText('This promotion was not found')).toBeTruthy();
  });

  it('shows a load error with a retry', async () => {
    let calls = 0;
    fakeApi(({ path }) => {
      if (path !== '/api/Activity/Detail') return { Count: 0 };
      calls += 1;
      return calls === 1 ? { status: 500, body: { Code: 1, Message: '' } } : rouletteDetail();
    });
    frameAt('/Frame?id=7');
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky roulette' })).toBeTruthy();
  });

  it('lowers the unread count after opening a new activity', async () => {
    useUserInfo.getState().update({ unreadActivityCount: 2 });
    fakeApi(({ path }) =>
      path === '/api/Activity/Detail' ? rouletteDetail({ IsNew: true }) : { Count: 1 },
    );
    frameAt('/Frame?id=7');
    await vi.waitFor(() => expect(useUserInfo.getState().unreadActivityCount).toBe(1));
  });
});
