import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { couponsKey } from '../../../shared/api/coupons-key.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { playerToken } from '../../../shared/session/testing/player-token.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { CartPanel } from '../cart/cart-panel.tsx';
import { useCartStore } from '../cart/cart-store.ts';
import { usePendingBets } from '../cart/pending-bets-store.ts';
import {
  frontThreeFenTicket,
  instantGame,
  sscGame,
  starFiveTicket,
} from '../cart/testing/cart-fixtures.ts';
import {
  fakeApi,
  ok,
  refusal,
  type TFakeAnswer,
  type TSentRequest,
} from '../cart/testing/fake-api.ts';
import { renderCart } from '../cart/testing/render-cart.tsx';
import { resetCartState, simulateReload } from '../cart/testing/reset-cart-state.ts';
import { useVoucherChoice } from './voucher-choice-store.ts';

const issue = '20260310-0005';
const day = 86_400_000;

const coupon = (id: number, patch: Record<string, unknown> = {}) => ({
  CouponId: id,
  TemplateId: id,
  Kind: 'betVoucher',
  Title: `Voucher ${id}`,
  FaceValue: 2,
  Percent: 0,
  MinDeposit: 0,
  MinBet: 4,
  GameIds: [],
  GameNames: [],
  TurnoverMultiple: 1,
  State: 'unused',
  IssuedAt: Date.now() - day,
  ExpiresAt: Date.now() + day,
  UsedAt: null,
  AmountPaid: null,
  UsedOn: null,
  DepositOrderNo: null,
  ...patch,
});

/** The player's unused coupons: one for any game, one for game 2 above the slip, and others. */
const unusedCoupons = () => ({
  Items: [
    coupon(1),
    coupon(2, { FaceValue: 5, MinBet: 10, GameIds: [2], GameNames: ['1-minute SSC'] }),
    coupon(3, { GameIds: [99], GameNames: ['Other game'], Title: 'Other game voucher' }),
    coupon(4, { Kind: 'depositBonus', Title: 'Deposit coupon', Percent: 10 }),
  ],
  Counts: { unused: 4, used: 0, expired: 0 },
});

const placedAnswer = () => ({
  Tickets: [
    {
      TicketId: 41,
      SerialNumber: 'B00000041',
      Amount: 4,
      Units: 2,
      SelfRebate: 0,
      State: 0,
      Prize: 0,
      WinningNumber: null,
      InstantDraw: null,
    },
    {
      TicketId: 42,
      SerialNumber: 'B00000042',
      Amount: 0.06,
      Units: 3,
      SelfRebate: 0,
      State: 0,
      Prize: 0,
      WinningNumber: null,
      InstantDraw: null,
    },
  ],
  TotalAmount: 4.06,
  WalletAmount: 997.94,
});

const voucherAnswer = () => ({
  Coupon: { ...coupon(1), State: 'used', AmountPaid: 2, UsedAt: Date.now(), UsedOn: 'B00000041' },
  Bet: placedAnswer(),
});

function serve(voucherRoute: () => TFakeAnswer = () => ok(voucherAnswer())) {
  return fakeApi(({ path }) => {
    if (path === '/api/Coupon/MyCoupons') return ok(unusedCoupons());
    if (path === '/api/Coupon/BetWithVoucher') return voucherRoute();
    if (path === '/api/Bet/Place') return ok(placedAnswer());
    return ok({});
  });
}

const voucherGroup = () => screen.findByRole('group', { name: 'Bet voucher' });
const option = (name: RegExp) => screen.getByRole('radio', { name });
const of = (sent: TSentRequest[], path: string) => sent.filter((r) => r.path === path);

async function confirmBet() {
  fireEvent.click(screen.getByRole('button', { name: 'Bet now' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your bet' });
  return {
    dialog,
    submit: () => fireEvent.click(within(dialog).getByRole('button', { name: 'Place bet' })),
  };
}

function addTickets() {
  useCartStore.getState().add(starFiveTicket());
  useCartStore.getState().add(frontThreeFenTicket());
}

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  useSessionStore.getState().save(playerToken, Date.now());
  useUserInfo.getState().update({ walletAmount: 1000 });
  useVoucherChoice.setState({ byGame: {} });
  resetCartState();
});
afterEach(() => {
  cleanup();
  useSessionStore.getState().clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the voucher choice on the bet slip', () => {
  it('offers the vouchers for this game, none chosen, one below its minimum disabled with why', async () => {
    serve();
    addTickets();
    renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    const group = await voucherGroup();
    expect(within(group).getAllByRole('radio')).toHaveLength(3);
    expect(option(/No voucher/)).toHaveProperty('checked', true);
    expect(option(/Voucher 1/)).toHaveProperty('disabled', false);
    expect(within(group).getByText(/For a bet of 4\.000 or more/)).toBeTruthy();
    const blocked = option(/Voucher 2/);
    expect(blocked).toHaveProperty('disabled', true);
    const reason = document.getElementById(blocked.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe('Add 5.940: it needs a bet of at least 10.000');
    expect(within(group).queryByText(/Other game voucher/)).toBeNull();
    expect(within(group).queryByText(/Deposit coupon/)).toBeNull();
  });

  it('is not asked for with an empty slip, signed out or on an instant game, nor drawn without a voucher', async () => {
    const sent = serve();
    const empty = renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    await screen.findByText(/Your cart is empty/);
    expect(of(sent, '/api/Coupon/MyCoupons')).toHaveLength(0);
    empty.unmount();

    useSessionStore.getState().clear();
    addTickets();
    const view = renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    await screen.findByText(/^Selected:/);
    expect(of(sent, '/api/Coupon/MyCoupons')).toHaveLength(0);
    view.unmount();

    useSessionStore.getState().save(playerToken, Date.now());
    useCartStore.getState().add({ ...starFiveTicket(), gameId: instantGame().GameId });
    const instant = renderCart(<CartPanel game={instantGame()} issueSerial={null} />);
    await screen.findByText(/^Selected:/);
    expect(of(sent, '/api/Coupon/MyCoupons')).toHaveLength(0);
    instant.unmount();

    fakeApi(({ path }) =>
      path === '/api/Coupon/MyCoupons'
        ? ok({ Items: [unusedCoupons().Items[2]], Counts: { unused: 1, used: 0, expired: 0 } })
        : ok({}),
    );
    addTickets();
    const { queryClient } = renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    await waitFor(() =>
      expect(queryClient.getQueryState([...couponsKey, 'mine', 'unused'])?.status).toBe('success'),
    );
    expect(screen.queryByRole('group', { name: 'Bet voucher' })).toBeNull();
  });

  it('sends the bet with the chosen voucher to BetWithVoucher under a key and shows its share', async () => {
    const sent = serve();
    addTickets();
    renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    await voucherGroup();
    fireEvent.click(option(/Voucher 1/));
    expect(screen.getByText('The voucher pays 2.000, your wallet 2.060')).toBeTruthy();

    const { dialog, submit } = await confirmBet();
    expect(within(dialog).getByText('The voucher pays 2.000, your wallet 2.060')).toBeTruthy();
    submit();

    expect(await screen.findByText('Bet placed')).toBeTruthy();
    expect(of(sent, '/api/Bet/Place')).toHaveLength(0);
    const [request] = of(sent, '/api/Coupon/BetWithVoucher');
    expect(request?.body).toEqual({
      CouponId: 1,
      Bet: {
        GameId: 2,
        IssueSerialNumber: issue,
        Tickets: [starFiveTicket().request, frontThreeFenTicket().request],
      },
    });
    expect(request?.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(screen.getByText('The voucher paid 2.000 of it, your wallet 2.060.')).toBeTruthy();
    expect(useUserInfo.getState().walletAmount).toBe(997.94);
    expect(useVoucherChoice.getState().byGame).toEqual({});
    await waitFor(() => expect(of(sent, '/api/Coupon/MyCoupons').length).toBeGreaterThan(1));
  });

  it('shows a refusal of the voucher like any bet refusal and keeps the tickets', async () => {
    serve(() => refusal(409, 9105, 'This coupon has expired'));
    addTickets();
    renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    await voucherGroup();
    fireEvent.click(option(/Voucher 1/));
    (await confirmBet()).submit();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Bet not placed');
    expect(alert.textContent).toContain('This coupon has expired');
    expect(useCartStore.getState().tickets).toHaveLength(2);
    expect(usePendingBets.getState().entries).toEqual([]);
  });

  it('after a network failure and a reload, sends the same voucher bet with the same key', async () => {
    let answer: TFakeAnswer = 'network';
    const sent = serve(() => answer);
    addTickets();
    const first = renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    await voucherGroup();
    fireEvent.click(option(/Voucher 1/));
    (await confirmBet()).submit();
    expect(await screen.findByText('Bet outcome unknown')).toBeTruthy();

    first.unmount();
    simulateReload();
    useVoucherChoice.setState({ byGame: {} });
    answer = ok(voucherAnswer());
    renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    expect(
      await screen.findByText('The voucher paid 2.000 of it, your wallet 2.060.'),
    ).toBeTruthy();
    const sends = of(sent, '/api/Coupon/BetWithVoucher');
    expect(sends).toHaveLength(2);
    expect(sends[1]?.headers['Idempotency-Key']).toBe(sends[0]?.headers['Idempotency-Key']);
    expect(sends[1]?.body).toEqual(sends[0]?.body);
    expect(of(sent, '/api/Bet/Place')).toHaveLength(0);
  });

  it('bets without the voucher once the slip falls below its minimum', async () => {
    const sent = serve();
    addTickets();
    renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    await voucherGroup();
    fireEvent.click(option(/Voucher 1/));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Five stars direct 12,3,4,5,6' }));
    expect(option(/Voucher 1/)).toHaveProperty('disabled', true);
    expect(option(/No voucher/)).toHaveProperty('checked', true);
    (await confirmBet()).submit();
    await waitFor(() => expect(of(sent, '/api/Bet/Place')).toHaveLength(1));
    expect(of(sent, '/api/Coupon/BetWithVoucher')).toHaveLength(0);
  });
});
