import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import type { THubClient } from '../../../shared/realtime/hub-client.ts';
import type { TDepositData, TDepositOrder } from '../api/deposit-api.ts';
import DepositPage from './deposit-page.tsx';
import DepositQrcodePage from './deposit-qrcode-page.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
  vi.unstubAllGlobals();
  sessionStorage.clear();
});

const channel = (overrides: Partial<TDepositData['Types'][number]['Channels'][number]> = {}) => ({
  Id: 7,
  Name: 'ICBC transfer',
  Type: 1,
  Chain: null,
  MinAmount: 100,
  MaxAmount: 50_000,
  OpenFrom: '09:00',
  OpenTo: '21:00',
  IsOpen: true,
  Charge: { Kind: 'bonus' as const, RateBps: 150, Fixed: 0, Cap: 88 },
  TurnoverPercent: 100,
  DepositorNameRequired: true,
  ...overrides,
});

const depositData = (overrides: Partial<TDepositData> = {}): TDepositData => ({
  DepositDisabled: false,
  Types: [
    { Type: 1, Channels: [channel()] },
    {
      Type: 5,
      Channels: [
        channel({
          Id: 9,
          Name: 'USDT TRC20',
          Type: 5,
          Chain: 'TRC20',
          DepositorNameRequired: false,
          Charge: { Kind: 'none', RateBps: 0, Fixed: 0, Cap: null },
        }),
      ],
    },
  ],
  PendingOrder: null,
  Turnover: { Required: 1000, Achieved: 250, Remaining: 750 },
  ...overrides,
});

const order = (overrides: Partial<TDepositOrder> = {}): TDepositOrder => ({
  OrderNo: 'D0000000042',
  Type: 1,
  Chain: null,
  ChannelName: 'ICBC transfer',
  Amount: 500.017,
  ReceivedAmount: null,
  Fee: 0,
  Bonus: 0,
  DepositorName: 'Zhang San',
  State: 0,
  InReview: false,
  Instructions: {
    Kind: 'bank',
    BankName: 'ICBC',
    AccountName: 'Lottery Ltd',
    AccountNumber: '6222000011112222',
    Amount: 500.017,
  },
  CryptoAmount: null,
  Rate: null,
  RateLockedUntil: null,
  ExpiresAt: Date.now() + 30 * 60_000,
  CancelReason: null,
  CreatedAt: Date.now(),
  DecidedAt: null,
  ...overrides,
});

interface TSentRequest {
  path: string;
  body: unknown;
  headers: Record<string, string>;
}
type TAnswer = { status: number; body: unknown } | object;

/** Answers the page's calls as the server would (a 200 with the body, or a status and its body). */
function fakeApi(answer: (request: TSentRequest) => TAnswer) {
  const requests: TSentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: { body?: string; headers?: object }) => {
      const request = {
        path,
        body: init?.body ? (JSON.parse(init.body) as unknown) : undefined,
        headers: { ...(init?.headers as Record<string, string>) },
      };
      requests.push(request);
      const answered = answer(request);
      const [status, body] =
        'status' in answered && typeof answered.status === 'number' && 'body' in answered
          ? [answered.status, answered.body]
          : [200, answered];
      return { ok: status < 400, status, text: async () => JSON.stringify(body) };
    }),
  );
  return { to: (path: string) => requests.filter((request) => request.path === path) };
}

function renderAt(path: string, page: ReactNode, answer: (request: TSentRequest) => TAnswer) {
  const api = fakeApi(answer);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/Deposit" element={page} />
          <Route path="/DepositQrcode" element={<DepositQrcodePage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return api;
}

describe('DepositPage', () => {
  it('shows the ways as tabs, a way’s channels with range, hours and bonus, and the turnover', async () => {
    renderAt('/Deposit', <DepositPage />, () => depositData());
    expect(
      (await screen.findByRole('tab', { name: 'Bank transfer' })).getAttribute('aria-selected'),
    ).toBe('true');
    expect(screen.getByText('ICBC transfer')).toBeTruthy();
    expect(screen.getByText('100.000 – 50,000.000 a time')).toBeTruthy();
    expect(screen.getByText('Open 09:00 – 21:00')).toBeTruthy();
    expect(screen.getByText(/Bonus 1.5%/)).toBeTruthy();
    expect(screen.getByText(/Bet 750.000 more before withdrawing/)).toBeTruthy();
    fireEvent.click(screen.getByRole('tab', { name: 'USDT' }));
    expect(screen.getByText('USDT TRC20')).toBeTruthy();
    expect(screen.queryByLabelText('Depositor name')).toBeNull();
  });

  it('sends the order with an idempotency key and opens its instructions', async () => {
    const api = renderAt('/Deposit', <DepositPage />, (request) =>
      request.path === '/api/DepositRequest/Create'
        ? order()
        : request.path.endsWith('GetOrder')
          ? order()
          : depositData(),
    );
    fireEvent.click(await screen.findByRole('button', { name: '500' }));
    fireEvent.change(screen.getByLabelText('Depositor name'), { target: { value: 'Zhang San' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    await screen.findByText('D0000000042', {}, { timeout: 5_000 });
    const [sent] = api.to('/api/DepositRequest/Create');
    expect(sent?.body).toEqual({ ChannelId: 7, Amount: 500, DepositorName: 'Zhang San' });
    expect(sent?.headers['Idempotency-Key']).toMatch(/.{16,}/);
    expect(screen.getByText('Lottery Ltd')).toBeTruthy();
    expect(screen.getByText('6222000011112222')).toBeTruthy();
  });

  it('resends the same key after a lost answer, and a new one after a refusal', async () => {
    let creates = 0;
    const api = renderAt('/Deposit', <DepositPage />, (request) => {
      if (request.path !== '/api/DepositRequest/Create') return depositData();
      creates += 1;
      if (creates === 1) throw new TypeError('Failed to fetch');
      return { status: 409, body: { Code: 7106, Message: 'Bind a bank card first' } };
    });
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('Depositor name'), { target: { value: 'Zhang San' } });
    const press = async (times: number) => {
      fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
      await vi.waitFor(() => expect(api.to('/api/DepositRequest/Create')).toHaveLength(times));
      await vi.waitFor(() =>
        expect(screen.getByRole('button', { name: 'Deposit now' })).toBeTruthy(),
      );
    };
    await press(1);
    await press(2);
    await screen.findByText('Bind a bank card first');
    await press(3);
    const keys = api
      .to('/api/DepositRequest/Create')
      .map((sent) => sent.headers['Idempotency-Key']);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('shows the server’s refusal and keeps the form', async () => {
    renderAt('/Deposit', <DepositPage />, (request) =>
      request.path === '/api/DepositRequest/Create'
        ? { status: 400, body: { Code: 7103, Message: 'Enter the depositor’s name' } }
        : depositData(),
    );
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '300' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Enter the depositor’s name');
    expect((screen.getByLabelText('Amount') as HTMLInputElement).value).toBe('300');
    expect(JSON.parse(sessionStorage.getItem('depositDraft') ?? '{}')).toMatchObject({
      amount: '300',
    });
  });

  it('links the card binding when the channel requires a bound card (7106)', async () => {
    renderAt('/Deposit', <DepositPage />, (request) =>
      request.path === '/api/DepositRequest/Create'
        ? {
            status: 409,
            body: { Code: 7106, Message: 'Bind a bank card before depositing on this channel' },
          }
        : depositData(),
    );
    fireEvent.change(await screen.findByLabelText('Amount'), { target: { value: '300' } });
    fireEvent.change(screen.getByLabelText('Depositor name'), { target: { value: 'Zhang San' } });
    fireEvent.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Bind a bank card before');
    expect(screen.getByRole('link', { name: 'Bind a bank card' }).getAttribute('href')).toBe(
      '/WithdrawRequest?bind=1',
    );
    // Another refusal carries no such link.
    fireEvent.change(screen.getByLabelText('Amount'), { target: { value: '301' } });
    expect(screen.queryByRole('link', { name: 'Bind a bank card' })).toBeNull();
  });

  it('says when deposits are disabled, and links the unfinished order', async () => {
    renderAt('/Deposit', <DepositPage />, () => depositData({ PendingOrder: order() }));
    expect((await screen.findByRole('link', { name: 'View order' })).getAttribute('href')).toBe(
      '/DepositQrcode?OrderNo=D0000000042',
    );
    cleanup();
    renderAt('/Deposit', <DepositPage />, () => depositData({ DepositDisabled: true }));
    expect((await screen.findByRole('alert')).textContent).toContain('Deposits are disabled');
  });
});

describe('DepositQrcodePage', () => {
  it('shows a chain order’s QR code, address, memo, amount and rate lock', async () => {
    renderAt('/DepositQrcode?OrderNo=D0000000042', null, () =>
      order({
        Type: 5,
        Chain: 'TON',
        Instructions: {
          Kind: 'address',
          Chain: 'TON',
          Address: 'EQD2NmD_lH5f5u1Kj3KfGyTvhZSX0Eg6qp2a5IQUKXxOG21n',
          Memo: '884213',
          CryptoAmount: '68.965517',
          Rate: '7.25',
          QrText: 'ton://transfer/EQD2NmD_lH5f5u1Kj3KfGyTvhZSX0Eg6qp2a5IQUKXxOG21n',
        },
        RateLockedUntil: Date.now() + 10 * 60_000,
      }),
    );
    expect(await screen.findByTitle('Payment QR code')).toBeTruthy();
    expect(screen.getByText('884213')).toBeTruthy();
    expect(screen.getByText('68.965517')).toBeTruthy();
    expect(screen.getByText(/Rate locked for (9:5\d|10:00)/)).toBeTruthy();
    expect(screen.getByText(/Pay within (29:5\d|30:00)/)).toBeTruthy();
  });

  it('shows a cancelled order’s reason and no way to pay it', async () => {
    renderAt('/DepositQrcode?OrderNo=D0000000042', null, () =>
      order({ State: 2, CancelReason: 'no transfer arrived' }),
    );
    expect(await screen.findByText('The order was cancelled: no transfer arrived')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });
});

/** A connected hub whose pushes the test sends (push) and whose listeners it can count. */
function fakeHub() {
  const handlers = new Map<string, Set<(...args: unknown[]) => void>>();
  const hub = {
    state: () => 'Connected',
    on(method: string, handler: (...args: unknown[]) => void) {
      const set = handlers.get(method) ?? new Set();
      set.add(handler);
      handlers.set(method, set);
      return () => set.delete(handler);
    },
    onConnectedChange: () => () => undefined,
  };
  setCurrentHub(hub as unknown as THubClient);
  return {
    push: (method: string, ...args: unknown[]) => {
      for (const handler of handlers.get(method) ?? []) handler(...args);
    },
    listeners: (method: string) => handlers.get(method)?.size ?? 0,
  };
}

describe('DepositQrcodePage live updates', () => {
  it('shows a credit at once when the wallet changes, long before the next poll', async () => {
    const hub = fakeHub();
    let current = order();
    const api = renderAt('/DepositQrcode?OrderNo=D0000000042', null, () => current);
    await screen.findByText(/Pay within/);
    await vi.waitFor(() => expect(hub.listeners('WalletChanged')).toBe(1));
    current = order({ State: 1, ReceivedAmount: 500.017 });
    hub.push('WalletChanged', { TransactionId: '9' });
    expect(await screen.findByText(/credited/i, {}, { timeout: 1_000 })).toBeTruthy();
    expect(api.to('/api/DepositRequest/GetOrder')).toHaveLength(2);
    // A final order is not listened for any more.
    await vi.waitFor(() => expect(hub.listeners('WalletChanged')).toBe(0));
  });

  it('shows finance’s cancellation of this order at once, and ignores another order’s', async () => {
    const hub = fakeHub();
    let current = order();
    const api = renderAt('/DepositQrcode?OrderNo=D0000000042', null, () => current);
    await screen.findByText(/Pay within/);
    await vi.waitFor(() => expect(hub.listeners('CancelDepositNotify')).toBe(1));
    hub.push('CancelDepositNotify', { OrderNo: 'D0000000099', Reason: 'other' });
    expect(api.to('/api/DepositRequest/GetOrder')).toHaveLength(1);
    current = order({ State: 2, CancelReason: 'no transfer arrived' });
    hub.push('CancelDepositNotify', { OrderNo: 'D0000000042', Reason: 'no transfer arrived' });
    expect(
      await screen.findByText(
        'The order was cancelled: no transfer arrived',
        {},
        { timeout: 1_000 },
      ),
    ).toBeTruthy();
  });
});
