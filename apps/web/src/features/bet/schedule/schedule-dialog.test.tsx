import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { CartPanel } from '../cart/cart-panel.tsx';
import { useCartStore } from '../cart/cart-store.ts';
import { usePendingBets } from '../cart/pending-bets-store.ts';
import { frontThreeFenTicket, sscGame, starFiveTicket } from '../cart/testing/cart-fixtures.ts';
import {
  fakeApi,
  ok,
  refusal,
  type TFakeAnswer,
  type TSentRequest,
} from '../cart/testing/fake-api.ts';
import { renderCart } from '../cart/testing/render-cart.tsx';
import { resetCartState } from '../cart/testing/reset-cart-state.ts';

const serial = (n: number) => `20260310-${String(n).padStart(4, '0')}`;
const issue = (n: number) => ({
  SerialNumber: serial(n),
  StartTimeStamp: n * 60_000,
  CloseTimeStamp: n * 60_000 + 55_000,
  DrawTimeStamp: n * 60_000 + 60_000,
  State: 'scheduled',
  OriginalWinningNumber: null,
  WinningNumber: null,
  Commitment: null,
});
/** The current issue 5, then 11 upcoming. */
const upcoming = Array.from({ length: 12 }, (_, i) => issue(5 + i));

function api(schedule: (request: TSentRequest) => TFakeAnswer) {
  return fakeApi((request) => {
    if (request.path === '/api/LotteryGame/Info')
      return ok({
        '2': {
          GameId: 2,
          GameCode: 'JSSSC',
          GameName: 'SSC',
          ServerTimestamp: 0,
          Issues: upcoming,
        },
      });
    if (request.path === '/api/Bet/Schedule') return schedule(request);
    return ok({});
  });
}

const scheduleAnswer = (id: number, amount: number) =>
  ok({ ScheduleId: id, Issues: [], TotalAmount: amount, WalletAmount: 900 });

async function openSchedule() {
  renderCart(<CartPanel game={sscGame()} issueSerial={serial(5)} />);
  fireEvent.click(screen.getByRole('button', { name: 'Chained bet' }));
  return screen.findByRole('dialog', { name: 'Chained bet' });
}

/** The preview's rows as [issue, multiple, cost, running] texts. */
async function previewRows(dialog: HTMLElement) {
  const table = await within(dialog).findByRole('table');
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children).map((cell) => cell.textContent));
}

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  useSessionStore.setState({ session: null });
  useUserInfo.getState().update({ walletAmount: 1000 });
  resetCartState();
  // 五星 2 units in 元 (max 2×) and 前三 3 units in 分: 4.060 an issue at 1×.
  useCartStore.getState().add(starFiveTicket());
  useCartStore.getState().add(frontThreeFenTicket());
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ScheduleDialog', () => {
  it('previews a flat plan per issue on the issues on sale', async () => {
    api(() => ok({}));
    const dialog = await openSchedule();
    expect(within(dialog).getByText('Tickets chained: 2 · 4.060 per issue at 1×')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '5 issues' }));
    fireEvent.change(within(dialog).getByLabelText('Starting multiple'), {
      target: { value: '2' },
    });
    const rows = await previewRows(dialog);
    expect(rows).toEqual([
      [serial(5), '2', '8.120', '8.120'],
      [serial(6), '2', '8.120', '16.240'],
      [serial(7), '2', '8.120', '24.360'],
      [serial(8), '2', '8.120', '32.480'],
      [serial(9), '2', '8.120', '40.600'],
    ]);
    expect(within(dialog).getByText('Issues: 5 · total 40.600')).toBeTruthy();
  });

  it('previews a doubling plan and refuses multiples over a ticket’s cap', async () => {
    api(() => ok({}));
    const dialog = await openSchedule();
    fireEvent.change(within(dialog).getByLabelText('Number of issues'), {
      target: { value: '4' },
    });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Doubling' }));
    const rows = await previewRows(dialog);
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['1', '4.060', '4.060'],
      ['2', '8.120', '12.180'],
      ['4', '16.240', '28.420'],
      ['8', '32.480', '60.900'],
    ]);
    // 五星 is capped at 2× by the payout cap: the third issue's 4× would be refused.
    expect(
      within(dialog).getByText(
        `Issue ${serial(7)}: multiple 4 is above the 2× that "Five stars direct" allows.`,
      ),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Start chained bet' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('sends one Bet/Schedule per ticket, each with its key, and links to the records', async () => {
    let next = 70;
    const sent = api(() => scheduleAnswer((next += 1), next === 71 ? 40 : 0.6));
    const dialog = await openSchedule();
    fireEvent.click(within(dialog).getByRole('button', { name: '10 issues' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Stop after a loss' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Stop once the profit reaches' }));
    fireEvent.change(within(dialog).getByLabelText('Profit to stop at'), {
      target: { value: '100.5' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start chained bet' }));

    expect(await screen.findByText('Chained bet started')).toBeTruthy();
    // The notice shows while the plans are answered; the dialog closes a render later.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const schedules = sent.filter((r) => r.path === '/api/Bet/Schedule');
    expect(schedules.map((r) => r.body)).toEqual([
      {
        GameId: 2,
        Ticket: {
          BetTypeId: 'ssc.star5.direct',
          Selection: { rows: [[1, 2], [3], [4], [5], [6]] },
          Book: 'official',
          Mode: 'yuan',
          PrizeGroup: 1800,
        },
        Plan: { Kind: 'flat', Count: 10, StartMultiple: 1 },
        StopIfWin: true,
        StopIfLoss: true,
        StopAtProfit: 100.5,
      },
      expect.objectContaining({
        Ticket: expect.objectContaining({ BetTypeId: 'ssc.front3.direct', Mode: 'fen' }),
      }),
    ]);
    const keys = schedules.map((r) => r.headers['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).not.toBe(keys[0]);
    expect(screen.getByText('1-minute SSC: chained bets started: 2, 40.600 held.')).toBeTruthy();
    expect(useCartStore.getState().tickets).toEqual([]);
    expect(useUserInfo.getState().walletAmount).toBe(900);
    expect(usePendingBets.getState().entries).toEqual([]);

    fireEvent.click(screen.getByRole('link', { name: 'Chained bet records' }));
    expect(screen.getByText('schedule records page')).toBeTruthy();
  });

  it('sends picked issues with their multiples', async () => {
    const sent = api(() => scheduleAnswer(80, 4));
    useCartStore.getState().setChecked(useCartStore.getState().tickets[1]?.id ?? '', false);
    const dialog = await openSchedule();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Pick issues' }));
    for (const n of [6, 8, 9])
      fireEvent.click(await within(dialog).findByRole('checkbox', { name: new RegExp(serial(n)) }));
    expect(within(dialog).getByText('Pick the issues (3 picked)')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Doubling' }));
    fireEvent.change(within(dialog).getByLabelText('Every how many issues'), {
      target: { value: '2' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start chained bet' }));
    await screen.findByText('Chained bet started');
    const [body] = sent.filter((r) => r.path === '/api/Bet/Schedule').map((r) => r.body);
    expect(body).toMatchObject({
      Issues: [
        { IssueSerialNumber: serial(6), Multiple: 1 },
        { IssueSerialNumber: serial(8), Multiple: 1 },
        { IssueSerialNumber: serial(9), Multiple: 2 },
      ],
    });
    expect(body).not.toHaveProperty('Plan');
  });

  it('shows a refusal in the dialog, marks the ticket and does not send the rest', async () => {
    const sent = api(() => refusal(400, 5001, 'The balance is not enough'));
    const dialog = await openSchedule();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Start chained bet' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'The balance is not enough',
    );
    expect(sent.filter((r) => r.path === '/api/Bet/Schedule')).toHaveLength(1);
    expect(useCartStore.getState().tickets).toHaveLength(2);
    expect(usePendingBets.getState().entries).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Not sent: 1 more; their tickets are still in the cart.')).toBeTruthy();
    const row = screen
      .getByText('Five stars direct', { selector: '.cart-ticket-type' })
      .closest('li');
    expect(row?.className).toContain('has-fault');
  });

  it('checks the form before anything is sent', async () => {
    api(() => ok({}));
    const dialog = await openSchedule();
    const count = within(dialog).getByLabelText('Number of issues');
    fireEvent.change(count, { target: { value: '1' } });
    expect(
      within(dialog).getByText('The number of issues must be between 2 and 120.'),
    ).toBeTruthy();
    fireEvent.change(count, { target: { value: '20' } });
    expect(await within(dialog).findByText('Only 12 issues are on sale ahead.')).toBeTruthy();
    fireEvent.change(count, { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Stop once the profit reaches' }));
    fireEvent.change(within(dialog).getByLabelText('Profit to stop at'), {
      target: { value: '1.2345' },
    });
    expect(
      within(dialog).getByText('Enter an amount above 0 with at most three decimals.'),
    ).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Start chained bet' })).toHaveProperty(
      'disabled',
      true,
    );
  });
});
