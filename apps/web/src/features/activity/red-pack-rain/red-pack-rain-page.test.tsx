import { redPackRainGrabbedEvent } from '@lottery/contracts';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n, setLanguage } from '../../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { fakeHubClient } from '../../../shared/realtime/testing/fake-hub-client.ts';
import { fakeApi, type TAnswer } from '../../../shared/testing/fake-api.ts';
import { activityPageHooks, at, renderAt, revealedProof } from '../testing/activity-fixtures.tsx';
import { grabAward, rainDetail, winner } from './rain-fixtures.ts';
import RedPackRainPage from './red-pack-rain-page.tsx';

activityPageHooks();
beforeAll(() => {
  initI18n('en');
});
afterEach(async () => {
  setCurrentHub(null);
  await setLanguage('en');
});

const pageAt = () =>
  renderAt('/RedPackRainActivity?id=9', '/RedPackRainActivity', <RedPackRainPage />);

/** The server's answers, its clock at `at` (20:00 site time). */
function serve(
  detail: () => ReturnType<typeof rainDetail>,
  extra: (path: string) => TAnswer | null = () => null,
) {
  return fakeApi(({ path }) => {
    const answered = extra(path);
    if (answered) return answered;
    if (path === '/api/Activity/Detail') return detail();
    if (path === '/api/RedPackRain/GetWinnerList')
      return { Items: [winner(40, 'de**r', 5)], ServerTime: at };
    // A grab's verify panel asks for its draw's proof.
    if (path === '/api/Activity/DrawProof') return revealedProof();
    return { Count: 0 };
  });
}

describe('RedPackRainPage', () => {
  it('counts down to the next rain before it, with the day’s rains and the latest grabs', async () => {
    serve(() => rainDetail([{ Start: '20:05', Seconds: 180 }]));
    pageAt();
    // The countdown follows the server's clock once the list has brought it.
    await vi.waitFor(() =>
      expect(screen.getByText(/Starts in/).textContent).toMatch(/^Starts in (4:5\d|5:00)$/),
    );
    expect(screen.getByTestId('rain-phase').textContent).toContain('The next rain starts at');
    expect(screen.getByTestId('rain-slot').textContent).toBe('20:05 (180 s)To come');
    const winners = await screen.findByTestId('rain-winners');
    expect(winners.textContent).toContain('de**r grabbed 5.000');
    expect(screen.getByRole('button', { name: 'Not available now' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('lists the rains I grabbed in and the next three, and all of them on demand', async () => {
    const rains = ['18:00', '19:00', '20:05', '21:00', '22:00', '23:00'].map((Start) => ({
      Start,
      Seconds: 60,
    }));
    const detail = rainDetail(rains);
    const steps = detail.Progress.Steps.map((step, index) =>
      index === 0 ? { ...step, Claimed: true, Reached: 6, Done: true } : step,
    );
    serve(() => ({ ...detail, Progress: { ...detail.Progress, Steps: steps } }));
    pageAt();
    await screen.findByTestId('rain-winners');
    const schedule = screen.getByRole('region', { name: "Today's rains" });
    await vi.waitFor(() =>
      expect(
        within(schedule.querySelector('ol') as HTMLElement)
          .getAllByTestId('rain-slot')
          .map((slot) => slot.textContent),
      ).toEqual([
        '18:00 (60 s)EndedI grabbed 6.000',
        '20:05 (60 s)To come',
        '21:00 (60 s)To come',
        '22:00 (60 s)To come',
      ]),
    );
    expect(within(schedule).getByText('All 6 rains')).toBeTruthy();
  });

  it('grabs while the rain falls (a button under reduced motion) and shows what I grabbed', async () => {
    let grabbed = false;
    const api = serve(
      () =>
        rainDetail([{ Start: '19:59', Seconds: 180 }], {
          CanClaim: !grabbed,
          Progress: {
            ...rainDetail([{ Start: '19:59', Seconds: 180 }]).Progress,
            SpinsLeft: grabbed ? 2 : 3,
          },
        }),
      (path) => {
        if (path !== '/api/Activity/Claim') return null;
        grabbed = true;
        return { Award: grabAward(5), Balance: 105 };
      },
    );
    pageAt();
    await vi.waitFor(() =>
      expect(screen.getByTestId('rain-phase').textContent).toMatch(/falling: (1:5\d|2:00) left/),
    );
    expect(screen.getByTestId('grabs-left').textContent).toBe('3 grabs left in this rain');
    expect(screen.getByText(/Animations are off/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Grab a red packet' }));
    expect((await screen.findByTestId('claimed-amount')).textContent).toBe('You received 5.000');
    expect(api.to('/api/Activity/Claim')).toHaveLength(1);
    expect(api.to('/api/Activity/Claim')[0]?.headers['Idempotency-Key']).toBeTruthy();
  });

  it('puts each grab pushed over the hub on top of the list, once', async () => {
    const hub = fakeHubClient({ JoinRedPackRain: () => true });
    setCurrentHub(hub.hub);
    serve(() => rainDetail([{ Start: '19:59', Seconds: 180 }]));
    pageAt();
    const winners = await screen.findByTestId('rain-winners');
    expect(hub.callsOf('JoinRedPackRain')).toEqual([9]);
    act(() => {
      hub.emit(redPackRainGrabbedEvent, { ...winner(41, 'ab**c', 1.5), DedupeKey: 'k' });
      hub.emit(redPackRainGrabbedEvent, { ...winner(41, 'ab**c', 1.5), DedupeKey: 'k' });
    });
    // The query cache tells the page on its next tick.
    await vi.waitFor(() =>
      expect(
        within(winners)
          .getAllByRole('listitem')
          .map((item) => item.firstChild?.textContent),
      ).toEqual(['ab**c grabbed 1.500', 'de**r grabbed 5.000']),
    );
  });

  it('speaks Chinese, and says when the list cannot be read', async () => {
    await setLanguage('zh-CN');
    serve(
      () => rainDetail([{ Start: '20:05', Seconds: 180 }]),
      (path) =>
        path === '/api/RedPackRain/GetWinnerList'
          ? { status: 500, body: { Code: 1, Message: 'x' } }
          : null,
    );
    pageAt();
    // Without the list the server's clock is unknown: the status follows this device's clock.
    expect((await screen.findByTestId('rain-slot')).textContent).toMatch(/^20:05（180 秒）/);
    expect(await screen.findByRole('button', { name: /重试|Retry/ })).toBeTruthy();
  });
});
