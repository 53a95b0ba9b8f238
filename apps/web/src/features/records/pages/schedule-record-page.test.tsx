import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../shared/dialogs/dialogs-store.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { fakeApi, type TAnswer, type TSentRequest } from '../../../shared/testing/fake-api.ts';
import {
  schedulePage,
  scheduleRecord,
  stopAnswer,
  testNowMs,
} from '../testing/records-fixtures.ts';
import { renderRecordsPage } from '../testing/render-records.tsx';
import ScheduleRecordPage from './schedule-record-page.tsx';

const searchPath = '/api/ScheduleRecord/Search';
const stopPath = '/api/Bet/StopSchedule';

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNowMs);
});
afterEach(() => {
  cleanup();
  useDialogs.setState({ queue: [] });
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

async function renderPage(answer: (request: TSentRequest) => TAnswer) {
  const api = fakeApi(answer);
  await renderRecordsPage(<ScheduleRecordPage />, '/ScheduleRecord');
  return api;
}

describe('ScheduleRecordPage', () => {
  it('lists plans with their progress, staked and won, and filters by state', async () => {
    const api = await renderPage(() =>
      schedulePage([
        scheduleRecord(),
        scheduleRecord({
          ScheduleId: 6,
          State: 'stopped',
          StopReason: 'win',
          Prize: 36_000n,
          PlacedCount: 1,
          ReleasedCount: 2,
        }),
      ]),
    );
    const running = screen.getByRole('rowheader', { name: /Plan #7/ }).closest('tr')!;
    expect(within(running).getByText('2 of 3 issues placed')).toBeTruthy();
    expect(within(running).getByText('1 drawn, 0 released')).toBeTruthy();
    expect(within(running).getByText('Running')).toBeTruthy();
    expect(within(running).getByRole('button', { name: 'Stop plan #7' })).toBeTruthy();
    const stopped = screen.getByRole('rowheader', { name: /Plan #6/ }).closest('tr')!;
    expect(within(stopped).getByText('Stopped · on a win')).toBeTruthy();
    expect(within(stopped).getByText('36.000')).toBeTruthy();
    expect(within(stopped).queryByRole('button', { name: /Stop/ })).toBeNull();

    // MiaoMiao games have no chained bets: not offered as a filter.
    expect(screen.queryByRole('option', { name: 'MiaoMiao' })).toBeNull();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'running' } });
    fireEvent.change(screen.getByLabelText('Game'), { target: { value: '2' } });
    await waitFor(() =>
      expect(api.to(searchPath).at(-1)?.body).toEqual({
        GameId: 2,
        State: 'running',
        DateFrom: '2026-03-04',
        DateTo: '2026-03-10',
        PageIndex: 1,
        PageSize: 20,
      }),
    );
  });

  it('shows every issue of a plan in its detail', async () => {
    await renderPage(() => schedulePage([scheduleRecord()]));
    fireEvent.click(screen.getByRole('button', { name: 'Details of plan #7' }));
    const dialog = screen.getByRole('dialog', { name: 'Plan #7' });
    const issues = within(within(dialog).getByRole('table', { name: 'Issues of the plan' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(issues).toEqual([
      ['20260310-0718', '1', '2.000', 'No win', '9,9,9,9,9', '–'],
      ['20260310-0719', '1', '2.000', 'Open', '–', '–'],
      ['20260310-0720', '2', '4.000', 'Waiting', '–', '–'],
    ]);
    expect(within(dialog).getByText('Stops').nextElementSibling?.textContent).toBe('on a win');
  });

  it('stops a running plan after a confirm, with an Idempotency-Key, and reloads', async () => {
    let isStopped = false;
    const api = await renderPage(({ path }) => {
      if (path === stopPath) {
        isStopped = true;
        return stopAnswer(7);
      }
      return schedulePage([
        isStopped ? scheduleRecord({ State: 'stopped', StopReason: 'player' }) : scheduleRecord(),
      ]);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Details of plan #7' }));
    const dialog = screen.getByRole('dialog', { name: 'Plan #7' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Stop plan' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Issues not placed yet (1) are released');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(screen.getAllByText('Stopped · by you')).toHaveLength(2));
    const [stop] = api.to(stopPath);
    expect(stop?.body).toEqual({ ScheduleId: 7 });
    expect(stop?.headers['Idempotency-Key']).toMatch(/^[\x21-\x7e]{16,100}$/);
    expect(api.to(searchPath)).toHaveLength(2);
    expect(useUserInfo.getState().walletAmount).toBe(10_006);
    expect(within(dialog).queryByRole('button', { name: 'Stop plan' })).toBeNull();
  });

  it('says so when there are no plans', async () => {
    await renderPage(() => schedulePage([]));
    expect(screen.getByText('No chained bets in these dates')).toBeTruthy();
  });
});
