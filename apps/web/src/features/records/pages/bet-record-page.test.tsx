import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../shared/dialogs/dialogs-store.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { fakeApi, type TAnswer, type TSentRequest } from '../../../shared/testing/fake-api.ts';
import { betPage, betRecord, cancelAnswer, testNowMs } from '../testing/records-fixtures.ts';
import { renderRecordsPage } from '../testing/render-records.tsx';
import BetRecordPage from './bet-record-page.tsx';

const searchPath = '/api/BetRecord/Search';
const cancelPath = '/api/Bet/Cancel';

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(testNowMs);
  useUserInfo.setState({ walletAmount: 10_000 });
});
afterEach(() => {
  cleanup();
  useDialogs.setState({ queue: [] });
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

async function renderPage(answer: (request: TSentRequest) => TAnswer) {
  const api = fakeApi(answer);
  await renderRecordsPage(<BetRecordPage />, '/BetRecord');
  return api;
}

const rowOf = (serial: string) =>
  screen.getByRole('rowheader', { name: new RegExp(serial) }).closest('tr')!;

describe('BetRecordPage', () => {
  it('searches the last 7 site days, lists the tickets and sums the whole filter', async () => {
    const api = await renderPage(() =>
      betPage(
        [
          betRecord(),
          betRecord({
            TicketId: 122,
            SerialNumber: 'B000000122',
            State: 3,
            Prize: 36_000n,
            CanCancel: false,
          }),
        ],
        { TotalCount: 2 },
      ),
    );
    expect(api.to(searchPath)[0]?.body).toEqual({
      DateFrom: '2026-03-04',
      DateTo: '2026-03-10',
      PageIndex: 1,
      PageSize: 20,
    });
    const won = rowOf('B000000122');
    expect(within(won).getByText('Won')).toBeTruthy();
    expect(within(won).getByText('36.000')).toBeTruthy();
    expect(within(won).queryByRole('button', { name: /Cancel/ })).toBeNull();
    expect(
      within(rowOf('B000000123')).getByRole('button', { name: 'Cancel bet B000000123' }),
    ).toBeTruthy();
    const summary = screen.getByText('Total staked').closest('div')!;
    expect(summary.textContent).toContain('2.400');
  });

  it('sends the game, state and dates chosen, from page 1', async () => {
    const api = await renderPage(() => betPage([betRecord()], { TotalCount: 45 }));
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    await act(async () => undefined);
    expect(api.to(searchPath).at(-1)?.body).toMatchObject({ PageIndex: 2 });

    fireEvent.change(screen.getByLabelText('Game'), { target: { value: '3' } });
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'won' } });
    fireEvent.click(screen.getByRole('button', { name: 'Yesterday' }));
    await act(async () => undefined);
    expect(api.to(searchPath).at(-1)?.body).toEqual({
      GameId: 3,
      State: 3,
      DateFrom: '2026-03-09',
      DateTo: '2026-03-09',
      PageIndex: 1,
      PageSize: 20,
    });
    expect(screen.getByRole('button', { name: 'Yesterday' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });

  it('pages through the results', async () => {
    const api = await renderPage(({ body }) => {
      const page = (body as { PageIndex: number }).PageIndex;
      return betPage([betRecord({ TicketId: page, SerialNumber: `B00000000${page}` })], {
        TotalCount: 45,
        PageIndex: page,
      });
    });
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(
      (screen.getByRole('button', { name: 'Previous page' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Next page' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await screen.findByText('B000000003');
    expect(api.to(searchPath).map((r) => (r.body as { PageIndex: number }).PageIndex)).toEqual([
      1, 2, 3,
    ]);
    expect(screen.getByText('Page 3 of 3')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Next page' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('cancels after a confirm, with an Idempotency-Key, then shows the refreshed list', async () => {
    let isCancelled = false;
    const api = await renderPage(({ path }) => {
      if (path === cancelPath) {
        isCancelled = true;
        return cancelAnswer(123, 1200n, 10_001_200n);
      }
      return betPage([isCancelled ? betRecord({ State: 1, CanCancel: false }) : betRecord()]);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel bet B000000123' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm.textContent).toContain('Cancel ticket B000000123? The stake of 1.200');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(within(rowOf('B000000123')).getByText('Cancelled')).toBeTruthy());

    const [cancel] = api.to(cancelPath);
    expect(cancel?.body).toEqual({ TicketId: 123 });
    expect(cancel?.headers['Idempotency-Key']).toMatch(/^[\x21-\x7e]{16,100}$/);
    expect(api.to(searchPath)).toHaveLength(2);
    expect(useUserInfo.getState().walletAmount).toBe(10_001.2);
  });

  it('sends nothing when the confirm is declined', async () => {
    const api = await renderPage(() => betPage([betRecord()]));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel bet B000000123' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }),
    );
    await act(async () => undefined);
    expect(api.to(cancelPath)).toHaveLength(0);
  });

  it("shows the server's refusal once the issue has sealed, and reloads the list", async () => {
    const message = 'The issue of this ticket is closed: it can no longer be cancelled';
    const api = await renderPage(({ path }) =>
      path === cancelPath
        ? { status: 409, body: { Code: 5122, Message: message } }
        : betPage([betRecord()]),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Cancel bet B000000123' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );
    const warning = await screen.findByText(message);
    expect(warning.closest('[role="alertdialog"]')).toBeTruthy();
    await waitFor(() => expect(api.to(searchPath)).toHaveLength(2));
    expect(api.to(cancelPath)).toHaveLength(1);
  });

  it('retries an unanswered cancel with the same Idempotency-Key', async () => {
    let calls = 0;
    const api = await renderPage(({ path }) => {
      if (path !== cancelPath) return betPage([betRecord()]);
      calls += 1;
      return calls === 1 ? { isNetworkDown: true } : cancelAnswer(123, 1200n, 10_001_200n);
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel bet B000000123' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );
    const retry = await screen.findByRole('button', { name: 'Retry' });
    expect(screen.getByRole('alertdialog').textContent).toContain('The server did not answer');
    fireEvent.click(retry);
    await waitFor(() => expect(api.to(cancelPath)).toHaveLength(2));
    const [first, second] = api.to(cancelPath);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);

    // A new click is a new request: a new key.
    fireEvent.click(screen.getByRole('button', { name: 'Cancel bet B000000123' }));
    fireEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Confirm' }),
    );
    await waitFor(() => expect(api.to(cancelPath)).toHaveLength(3));
    expect(api.to(cancelPath)[2]?.headers['Idempotency-Key']).not.toBe(
      first?.headers['Idempotency-Key'],
    );
  });

  it('shows a ticket in full in a dialog that returns focus', async () => {
    await renderPage(() =>
      betPage([
        betRecord({
          State: 3,
          Prize: 36_000n,
          WinningNumber: '1,3,4,5,6',
          CanCancel: false,
          SettledAt: testNowMs,
        }),
      ]),
    );
    const button = screen.getByRole('button', { name: 'Details of ticket B000000123' });
    button.focus();
    fireEvent.click(button);
    const dialog = screen.getByRole('dialog', { name: 'Ticket B000000123' });
    const field = (term: string) => within(dialog).getByText(term).nextElementSibling?.textContent;
    expect(field('Issue')).toBe('20260310-0721');
    expect(field('Selection')).toBe('Ten-thousands1 2Thousands3Hundreds4Tens5Units6');
    expect(field('Winning number')).toBe('1,3,4,5,6');
    expect(field('Prize')).toBe('36.000');
    expect(field('Stake')).toBe('1.200');
    expect(field('Mode')).toBe('Jiao');
    expect(field('Multiple')).toBe('3');
    expect(field('Prize group')).toBe('1800');
    expect(field('Ticket number')).toBe('B000000123');
    expect(within(dialog).queryByRole('button', { name: 'Cancel bet' })).toBeNull();
    // The chat asks which room to share it in.
    expect(within(dialog).getByRole('link', { name: 'Share to chat' }).getAttribute('href')).toBe(
      '/Chat?shareTicket=123',
    );
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('says so when nothing matches, and when the search fails', async () => {
    let isFailing = false;
    await renderPage(() =>
      isFailing ? { status: 503, body: { Code: 1, Message: 'Busy' } } : betPage([]),
    );
    expect(screen.getByText('No bets in these dates')).toBeTruthy();
    isFailing = true;
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'bet' } });
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Busy');
    isFailing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await screen.findByText('No bets in these dates');
  });

  it('does not search a range that ends before it starts', async () => {
    const api = await renderPage(() => betPage([]));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-03-11' } });
    await act(async () => undefined);
    expect(screen.getByRole('alert').textContent).toBe(
      'The end date cannot be before the start date.',
    );
    expect(api.to(searchPath)).toHaveLength(1);
  });
});
