import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi } from '../../../shared/testing/fake-api.ts';
import type { TClaimableCouponView } from '../api/get-claimable-coupons.ts';
import type { TPlayerCouponView } from '../api/get-my-coupons.ts';
import CouponListPage from './coupon-list-page.tsx';
import CouponPage from './coupon-page.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

// 2026-11-27 12:00 UTC = 20:00 in the site zone (Asia/Shanghai).
const at = Date.UTC(2026, 10, 27, 12, 0);

const offer = (patch: Partial<TClaimableCouponView> = {}): TClaimableCouponView => ({
  TemplateId: 1,
  Kind: 'betVoucher',
  Title: '5.000 bet voucher',
  FaceValue: 5,
  Percent: 0,
  MinDeposit: 0,
  MinBet: 10,
  GameIds: [],
  GameNames: [],
  TurnoverMultiple: 1,
  ValidityDays: 7,
  Remaining: 10,
  PerPlayerLimit: 1,
  Held: 0,
  ...patch,
});

const mine = (patch: Partial<TPlayerCouponView> = {}): TPlayerCouponView => ({
  CouponId: 7,
  TemplateId: 2,
  Kind: 'depositBonus',
  Title: '10% deposit bonus',
  FaceValue: 100,
  Percent: 10,
  MinDeposit: 100,
  MinBet: 0,
  GameIds: [],
  GameNames: [],
  TurnoverMultiple: 3,
  State: 'unused',
  IssuedAt: at - 86_400_000,
  ExpiresAt: at,
  UsedAt: null,
  AmountPaid: null,
  UsedOn: null,
  DepositOrderNo: null,
  ...patch,
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderAt(path: string, page: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route
            path="*"
            element={
              <>
                {page}
                <Where />
              </>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('CouponPage (/Coupon)', () => {
  it('claims a coupon with an idempotency key and shows it claimed after the reload', async () => {
    let held = 0;
    const api = fakeApi((request) => {
      if (request.path === '/api/Coupon/Claim') {
        held = 1;
        return mine({ Kind: 'betVoucher' });
      }
      return {
        Items: [
          offer({ Held: held, Remaining: 10 - held }),
          offer({
            TemplateId: 2,
            Title: 'SSC voucher',
            GameIds: [2, 3],
            GameNames: ['JS SSC', 'WF SSC'],
          }),
        ],
      };
    });
    renderAt('/Coupon', <CouponPage />);
    const card = await screen.findByRole('article', { name: '5.000 bet voucher' });
    expect(card.textContent).toContain('Pays 5.000 of a bet of at least 10.000');
    expect(card.textContent).toContain('Any game');
    const restricted = screen.getByRole('article', { name: 'SSC voucher' });
    expect(restricted.textContent).toContain('Games: JS SSC、WF SSC');
    fireEvent.click(within(card).getByRole('button', { name: 'Claim' }));
    expect(await within(card).findByRole('button', { name: 'Claimed' })).toHaveProperty(
      'disabled',
      true,
    );
    const [claim] = api.to('/api/Coupon/Claim');
    expect(claim?.body).toEqual({ TemplateId: 1 });
    expect(claim?.headers['Idempotency-Key']).toMatch(/^[\x21-\x7e]{16,}$/);
  });

  it('shows the server’s refusal, the empty state and a retry after an error', async () => {
    let calls = 0;
    fakeApi((request) => {
      if (request.path === '/api/Coupon/Claim')
        return { status: 409, body: { Code: 9103, Message: 'This coupon has all been given out' } };
      calls += 1;
      if (calls === 1) return { status: 500, body: { Code: 1, Message: '' } };
      return { Items: calls === 2 ? [offer()] : [] };
    });
    renderAt('/Coupon', <CouponPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('This coupon has all been given out')).toBeTruthy();
    expect(await screen.findByText('No coupon to claim right now')).toBeTruthy();
  });
});

describe('CouponListPage (/CouponList)', () => {
  it('lists by state with counts, the expiry in site time, and keeps the state in the address', async () => {
    const api = fakeApi((request) => {
      const state = (request.body as { State: string }).State;
      const Items =
        state === 'used'
          ? [mine({ State: 'used', UsedAt: at, AmountPaid: 50, UsedOn: 'D0000000042' })]
          : state === 'unused'
            ? [mine()]
            : [];
      return { Items, Counts: { unused: 1, used: 1, expired: 0 } };
    });
    renderAt('/CouponList', <CouponListPage />);
    const card = await screen.findByRole('article', { name: /10% deposit bonus/ });
    expect(card.textContent).toContain('Valid until');
    expect(card.textContent).toContain('11/27/2026, 20:00:00');
    expect(screen.getByRole('tab', { name: 'Unused (1)' }).getAttribute('aria-selected')).toBe(
      'true',
    );
    fireEvent.click(screen.getByRole('tab', { name: 'Used (1)' }));
    expect(await screen.findByText(/Added 50\.000/)).toBeTruthy();
    expect(screen.getByTestId('where').textContent).toBe('/CouponList?state=used');
    fireEvent.click(screen.getByRole('tab', { name: 'Expired (0)' }));
    expect(await screen.findByText('No expired coupon')).toBeTruthy();
    expect(api.to('/api/Coupon/MyCoupons').map((r) => r.body)).toEqual([
      { State: 'unused' },
      { State: 'used' },
      { State: 'expired' },
    ]);
  });

  it('links an unused bet voucher to a game it applies to, or to the lobby for any game', async () => {
    fakeApi(() => ({
      Items: [
        mine({
          CouponId: 1,
          Kind: 'betVoucher',
          Title: 'SSC voucher',
          GameIds: [2, 3],
          GameNames: ['1-minute SSC', 'PK10'],
        }),
        mine({ CouponId: 2, Kind: 'betVoucher', Title: 'Any game voucher' }),
      ],
      Counts: { unused: 2, used: 0, expired: 0 },
    }));
    renderAt('/CouponList', <CouponListPage />);
    const ssc = await screen.findByRole('article', { name: /SSC voucher/ });
    expect(
      within(ssc).getByRole('link', { name: 'Bet on 1-minute SSC' }).getAttribute('href'),
    ).toBe('/Bet/2');
    const any = screen.getByRole('article', { name: /Any game voucher/ });
    expect(
      within(any).getByRole('link', { name: 'Choose a game in the lobby' }).getAttribute('href'),
    ).toBe('/');
  });

  it('chooses a deposit coupon for the deposit waiting for payment', async () => {
    let chosen = false;
    const api = fakeApi((request) => {
      if (request.path === '/api/DepositRequest/InitDepositData')
        return { PendingOrder: { OrderNo: 'D0000000042', Amount: 500 } };
      if (request.path === '/api/Coupon/ChooseForDeposit') {
        chosen = true;
        return mine({ DepositOrderNo: 'D0000000042' });
      }
      return {
        Items: [mine(chosen ? { DepositOrderNo: 'D0000000042' } : {})],
        Counts: { unused: 1, used: 0, expired: 0 },
      };
    });
    renderAt('/CouponList', <CouponListPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use on a deposit' }));
    expect(await screen.findByText('Order D0000000042 waiting for payment, 500.000')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Use on this order' }));
    expect(
      await screen.findByText(
        'Chosen for deposit order D0000000042: paid when the deposit arrives',
      ),
    ).toBeTruthy();
    expect(api.to('/api/Coupon/ChooseForDeposit')[0]?.body).toEqual({
      CouponId: 7,
      OrderNo: 'D0000000042',
    });
  });

  it('sends a player without a waiting deposit to /Deposit', async () => {
    fakeApi((request) =>
      request.path === '/api/DepositRequest/InitDepositData'
        ? { PendingOrder: null }
        : { Items: [mine()], Counts: { unused: 1, used: 0, expired: 0 } },
    );
    renderAt('/CouponList', <CouponListPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Use on a deposit' }));
    fireEvent.click(await screen.findByRole('link', { name: 'Deposit' }));
    expect(screen.getByTestId('where').textContent).toBe('/Deposit');
  });
});
