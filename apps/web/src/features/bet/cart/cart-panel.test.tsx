import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { CartPanel } from './cart-panel.tsx';
import { useCartStore } from './cart-store.ts';
import type { TNewCartTicket } from './cart-ticket.ts';
import { usePendingBets } from './pending-bets-store.ts';
import {
  frontThreeFenTicket,
  instantGame,
  sscGame,
  starFiveTicket,
} from './testing/cart-fixtures.ts';
import { fakeApi, ok, refusal, type TFakeAnswer } from './testing/fake-api.ts';
import { renderCart } from './testing/render-cart.tsx';
import { resetCartState, simulateReload } from './testing/reset-cart-state.ts';
import { recordsKey } from '../../../shared/api/records-key.ts';

const issue = '20260310-0005';

const placedTicket = (id: number, patch: Record<string, unknown> = {}) => ({
  TicketId: id,
  SerialNumber: `B${String(id).padStart(8, '0')}`,
  Amount: 4,
  Units: 2,
  SelfRebate: 0,
  State: 0,
  Prize: 0,
  WinningNumber: null,
  InstantDraw: null,
  ...patch,
});

function addTickets(...tickets: TNewCartTicket[]) {
  for (const ticket of tickets) useCartStore.getState().add(ticket);
}

const totals = () => screen.getByText(/^Selected:/);
const betNow = () => screen.getByRole('button', { name: 'Bet now' });
const ticketRow = (betTypeName: string) =>
  screen.getByText(betTypeName, { selector: '.cart-ticket-type' }).closest('li') as HTMLElement;

async function confirmBet() {
  fireEvent.click(betNow());
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your bet' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Place bet' }));
}

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  useSessionStore.setState({ session: null });
  useUserInfo.getState().update({ walletAmount: 1000 });
  resetCartState();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('CartPanel', () => {
  it('shows the empty state and a disabled "Bet now"', () => {
    fakeApi(() => ok({}));
    renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    expect(screen.getByText(/Your cart is empty/)).toBeTruthy();
    expect(betNow()).toHaveProperty('disabled', true);
  });

  it('totals the checked tickets through check, uncheck, multiple, remove and clear', async () => {
    fakeApi(() => ok({}));
    addTickets(starFiveTicket(), frontThreeFenTicket());
    renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    expect(totals().textContent).toBe('Selected: 2 · units: 5 · total 4.060');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Five stars direct 12,3,4,5,6' }));
    expect(totals().textContent).toBe('Selected: 1 · units: 3 · total 0.060');

    // 分 mode: 3 units × 0.020 × 7 = 0.420, exactly.
    const multiple = screen.getByRole('spinbutton', { name: 'Multiple of Front three direct' });
    fireEvent.change(multiple, { target: { value: '7' } });
    expect(within(ticketRow('Front three direct')).getByText('0.420')).toBeTruthy();
    expect(totals().textContent).toBe('Selected: 1 · units: 3 · total 0.420');

    fireEvent.click(screen.getByRole('checkbox', { name: 'Select all' }));
    const raise = screen.getByRole('button', { name: 'Raise the multiple of Five stars direct' });
    fireEvent.click(raise);
    expect(within(ticketRow('Five stars direct')).getByText('8.000')).toBeTruthy();
    // The payout cap of this ticket is 2×.
    expect(raise).toHaveProperty('disabled', true);
    expect(totals().textContent).toBe('Selected: 2 · units: 5 · total 8.420');

    fireEvent.click(screen.getByRole('button', { name: 'Remove Front three direct 123,4,5' }));
    expect(totals().textContent).toBe('Selected: 1 · units: 2 · total 8.000');

    fireEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    const confirm = await screen.findByRole('alertdialog');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Clear cart' }));
    expect(screen.getByText(/Your cart is empty/)).toBeTruthy();
    expect(totals().textContent).toBe('Selected: 0 · units: 0 · total 0.000');
  });

  it('lists the checked tickets, the issue and the total in the confirm dialog', async () => {
    fakeApi(() => ok({}));
    addTickets(starFiveTicket(), frontThreeFenTicket());
    useCartStore.getState().setChecked(useCartStore.getState().tickets[1]?.id ?? '', false);
    renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    fireEvent.click(betNow());
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your bet' });
    expect(within(dialog).getByText(`Issue: ${issue}`)).toBeTruthy();
    const items = within(dialog).getAllByRole('listitem');
    expect(items).toHaveLength(1);
    expect(items[0]?.textContent).toContain('Five stars direct');
    expect(items[0]?.textContent).toContain('Units: 2 · Yuan · 1×');
    expect(items[0]?.textContent).toContain('4.000');
    expect(within(dialog).getByText('Tickets: 1 · total 4.000')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('sends the exact body with an Idempotency-Key and applies the answer', async () => {
    const sent = fakeApi(({ path }) =>
      path === '/api/Bet/Place'
        ? ok({
            Tickets: [placedTicket(11), placedTicket(12, { Amount: 0.06, Units: 3 })],
            TotalAmount: 4.06,
            WalletAmount: 995.94,
          })
        : ok({}),
    );
    addTickets(starFiveTicket(), frontThreeFenTicket());
    const { queryClient } = renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    queryClient.setQueryData([...recordsKey, 'bets', {}], { Items: [] });

    await confirmBet();

    expect(await screen.findByText('Bet placed')).toBeTruthy();
    const [request] = sent.filter((r) => r.path === '/api/Bet/Place');
    expect(request?.body).toEqual({
      GameId: 2,
      IssueSerialNumber: issue,
      Tickets: [starFiveTicket().request, frontThreeFenTicket().request],
    });
    expect(request?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('Ticket B00000011')).toBeTruthy();
    expect(screen.getByText('Ticket B00000012')).toBeTruthy();
    expect(screen.getByText('1-minute SSC: tickets placed: 2, total 4.060.')).toBeTruthy();
    expect(screen.getByText(/Your cart is empty/)).toBeTruthy();
    expect(useUserInfo.getState().walletAmount).toBe(995.94);
    expect(usePendingBets.getState().entries).toEqual([]);
    expect(queryClient.getQueryState([...recordsKey, 'bets', {}])?.isInvalidated).toBe(true);
  });

  it('after a network failure and a reload, sends the same key and body again', async () => {
    let answer: TFakeAnswer = 'network';
    const sent = fakeApi(({ path }) => (path === '/api/Bet/Place' ? answer : ok({})));
    addTickets(starFiveTicket());
    const first = renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    await confirmBet();

    expect(await screen.findByText('Bet outcome unknown')).toBeTruthy();
    expect(screen.getByText(/network connection failed/)).toBeTruthy();
    expect(betNow()).toHaveProperty('disabled', true);
    expect(usePendingBets.getState().entries).toHaveLength(1);

    first.unmount();
    simulateReload();
    answer = ok({ Tickets: [placedTicket(21)], TotalAmount: 4, WalletAmount: 996 });
    renderCart(<CartPanel game={sscGame()} issueSerial="20260310-0006" />);

    expect(await screen.findByText('Bet placed')).toBeTruthy();
    const places = sent.filter((r) => r.path === '/api/Bet/Place');
    expect(places).toHaveLength(2);
    expect(places[1]?.headers['Idempotency-Key']).toBe(places[0]?.headers['Idempotency-Key']);
    // The body confirmed, on the issue confirmed, not the one on sale after the reload.
    expect(places[1]?.body).toEqual(places[0]?.body);
    expect(places[1]?.body).toMatchObject({ IssueSerialNumber: issue });
    expect(useCartStore.getState().tickets).toEqual([]);
  });

  it('"Send again" resends the kept request with the same key', async () => {
    let answer: TFakeAnswer = { status: 502, body: null };
    const sent = fakeApi(({ path }) => (path === '/api/Bet/Place' ? answer : ok({})));
    addTickets(starFiveTicket());
    renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    await confirmBet();
    expect(await screen.findByText(/could not handle the request/)).toBeTruthy();

    answer = ok({ Tickets: [placedTicket(31)], TotalAmount: 4, WalletAmount: 996 });
    fireEvent.click(screen.getByRole('button', { name: 'Send again' }));
    expect(await screen.findByText('Ticket B00000031')).toBeTruthy();
    const keys = sent.map((r) => r.headers['Idempotency-Key']);
    expect(new Set(keys).size).toBe(1);
  });

  it('shows a refusal and marks the ticket its Field names', async () => {
    fakeApi(({ path }) =>
      path === '/api/Bet/Place'
        ? refusal(400, 5110, 'Ticket 2: the selection is not valid (rowCount at rows)', {
            Field: 'Tickets.1.Selection.rows',
          })
        : ok({}),
    );
    addTickets(starFiveTicket(), frontThreeFenTicket());
    renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    await confirmBet();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bet not placed');
    expect(alert.textContent).toContain('Ticket 2: the selection is not valid');
    expect(ticketRow('Front three direct').className).toContain('has-fault');
    expect(ticketRow('Five stars direct').className).not.toContain('has-fault');
    expect(
      screen
        .getByRole('checkbox', { name: 'Front three direct 123,4,5' })
        .getAttribute('aria-invalid'),
    ).toBe('true');
    expect(useCartStore.getState().tickets).toHaveLength(2);
    expect(usePendingBets.getState().entries).toEqual([]);

    // Changing the ticket clears its mark.
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Multiple of Front three direct' }), {
      target: { value: '2' },
    });
    expect(ticketRow('Front three direct').className).not.toContain('has-fault');
  });

  it('a sealed issue refuses the bet with the message', async () => {
    fakeApi(({ path }) =>
      path === '/api/Bet/Place' ? refusal(409, 5107, `Issue ${issue} is closed for bets`) : ok({}),
    );
    addTickets(starFiveTicket());
    renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    await confirmBet();
    expect((await screen.findByRole('alert')).textContent).toContain(
      `Issue ${issue} is closed for bets`,
    );
    // A one-ticket bet refused for the whole issue marks no ticket.
    expect(ticketRow('Five stars direct').className).not.toContain('has-fault');
    expect(useCartStore.getState().tickets).toHaveLength(1);
  });

  it('disables "Bet now" with the reason while no issue is on sale', () => {
    fakeApi(() => ok({}));
    addTickets(starFiveTicket());
    renderCart(<CartPanel game={sscGame()} issueSerial={null} />);
    const button = betNow();
    expect(button).toHaveProperty('disabled', true);
    const reason = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(
      'No issue is on sale right now; wait for the next one to open.',
    );
  });

  it('bets on an instant game without an issue and shows each ticket’s draw', async () => {
    const sent = fakeApi(({ path }) =>
      path === '/api/Bet/Place'
        ? ok({
            Tickets: [
              placedTicket(41, { State: 3, Prize: 180000, WinningNumber: '1,3,4,5,6' }),
              placedTicket(42, { State: 2, WinningNumber: '0,0,0,0,0' }),
            ],
            TotalAmount: 8,
            WalletAmount: 180992,
          })
        : ok({}),
    );
    addTickets(starFiveTicket({ gameId: 9 }), starFiveTicket({ gameId: 9 }));
    renderCart(<CartPanel game={instantGame()} issueSerial={null} />);
    expect(screen.queryByRole('button', { name: 'Chained bet' })).toBeNull();
    fireEvent.click(betNow());
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('MiaoMiao: each ticket is drawn at once')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place bet' }));

    expect(await screen.findByText('Won 180,000.000')).toBeTruthy();
    expect(screen.getByText('Drawn 1,3,4,5,6')).toBeTruthy();
    expect(screen.getByText('No win')).toBeTruthy();
    const [request] = sent.filter((r) => r.path === '/api/Bet/Place');
    expect(request?.body).not.toHaveProperty('IssueSerialNumber');
    expect(useUserInfo.getState().walletAmount).toBe(180992);
  });

  it('only shows the current game’s tickets', () => {
    fakeApi(() => ok({}));
    addTickets(starFiveTicket(), starFiveTicket({ gameId: 7, betTypeName: 'Other game' }));
    renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    expect(screen.queryByText('Other game')).toBeNull();
    expect(totals().textContent).toBe('Selected: 1 · units: 2 · total 4.000');
  });
});
