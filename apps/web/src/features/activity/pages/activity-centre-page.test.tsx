import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { fakeApi } from '../../../shared/testing/fake-api.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { renderAt, rouletteDetail, summary } from '../testing/activity-fixtures.tsx';
import ActivityCentrePage from './activity-centre-page.tsx';

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  useUserInfo.getState().reset();
  useSessionStore.setState({ session: null });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const centreAt = (path = '/Activity') => renderAt(path, '/Activity', <ActivityCentrePage />);

describe('ActivityCentrePage', () => {
  it('lists the activities, marks the new ones, links each to its screen and counts the unread', async () => {
    fakeApi(() => ({
      Items: [
        summary({ ActivityId: 5, Type: 'dailySignInRedPack', Title: 'Sign in', IsNew: true }),
        summary({ ActivityId: 7, CanClaim: false }),
        summary({ ActivityId: 8, Type: 'custom', Title: 'Lucky 7' }),
      ],
      UnreadCount: 1,
    }));
    centreAt();
    const signIn = await screen.findByRole('article', { name: 'Sign in New' });
    expect(within(signIn).getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe(
      '/DailySigninRedPackActivity?id=5',
    );
    expect(within(signIn).getByText('Ready to claim')).toBeTruthy();
    const roulette = screen.getByRole('article', { name: 'Lucky roulette' });
    expect(within(roulette).getByRole('link').getAttribute('href')).toBe('/RouletteActivity?id=7');
    expect(within(roulette).queryByText('Ready to claim')).toBeNull();
    // A type without a screen of its own opens the generic detail.
    const slot = screen.getByRole('article', { name: 'Lucky 7' });
    expect(within(slot).getByRole('link').getAttribute('href')).toBe('/Activity?id=8');
    expect(screen.getByTestId('activity-unread').textContent).toBe('1 promotions not opened yet');
    expect(useUserInfo.getState().unreadActivityCount).toBe(1);
    expect(screen.getByRole('link', { name: 'My awards' }).getAttribute('href')).toBe(
      '/AwardDetail',
    );
  });

  it('puts upcoming activities apart, not yet to be opened', async () => {
    fakeApi(() => ({
      Items: [summary(), summary({ ActivityId: 9, Title: 'Next week', State: 'scheduled' })],
      UnreadCount: 0,
    }));
    centreAt();
    const upcoming = await screen.findByRole('region', { name: 'Starting soon' });
    const nextWeek = within(upcoming).getByRole('article', { name: 'Next week' });
    expect(within(nextWeek).queryByRole('link')).toBeNull();
  });

  it('says so when nothing runs, and links the coupon screens all the same', async () => {
    fakeApi(() => ({ Items: [], UnreadCount: 0 }));
    centreAt();
    expect(await screen.findByText('No promotion is running')).toBeTruthy();
    const coupons = screen.getByRole('navigation', { name: 'Coupons' });
    expect(within(coupons).getByRole('link', { name: 'Claim coupons' }).getAttribute('href')).toBe(
      '/Coupon',
    );
    expect(within(coupons).getByRole('link', { name: 'My coupons' }).getAttribute('href')).toBe(
      '/CouponList',
    );
  });

  it('shows an error with a retry', async () => {
    let calls = 0;
    fakeApi(() => {
      calls += 1;
      return calls === 1
        ? { status: 500, body: { Code: 1, Message: '' } }
        : { Items: [], UnreadCount: 0 };
    });
    centreAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No promotion is running')).toBeTruthy();
  });

  it("shows an agent the team's notice, and a player not", async () => {
    fakeApi(() => ({ Items: [], UnreadCount: 0 }));
    useUserInfo
      .getState()
      .update({ agentActivityNotice: { teamActivityUnreadCount: 2, teamRedPackRainCount: 1 } });
    centreAt();
    await screen.findByText('No promotion is running');
    expect(screen.queryByRole('note')).toBeNull();
    cleanup();
    useSessionStore.setState({
      session: {
        accessToken: 't',
        isAgent: true,
        userName: 'agent',
        nickName: 'Agent',
        expiresAt: Date.now() + 3_600_000,
        loginType: 0,
        isBetVerified: false,
      },
    });
    centreAt();
    expect((await screen.findByRole('note')).textContent).toBe(
      'Team promotions: 2 not opened, 1 red packet rains',
    );
  });

  it('shows the generic detail of one activity with ?id=', async () => {
    const api = fakeApi(() => rouletteDetail({ ActivityId: 8, Title: 'Lucky 7' }));
    centreAt('/Activity?id=8');
    expect(await screen.findByRole('heading', { level: 1, name: 'Lucky 7' })).toBeTruthy();
    expect(api.to('/api/Activity/Detail')[0]?.body).toEqual({ ActivityId: 8 });
    expect(api.to('/api/Activity/List')).toHaveLength(0);
  });
});
