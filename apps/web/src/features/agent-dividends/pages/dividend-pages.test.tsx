import { dividendRecordStates } from '@lottery/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import DividendManagementPage from './dividend-management-page.tsx';
import ProportionalDividendPage from './proportional-dividend-page.tsx';

const record = (state: number, extra: object = {}) => ({
  Id: 7,
  LoginId: 'subagent',
  PayerLoginId: 'topagent',
  PeriodKind: 2,
  PeriodStart: '2026-11-01',
  PeriodEnd: '2026-11-30',
  Turnover: 20000,
  TeamLoss: 5000,
  RatePercent: 10,
  Amount: 500,
  State: state,
  CreatedAt: 0,
  UpdatedAt: 0,
  ...extra,
});

type TCall = { path: string; body: unknown; headers: Record<string, string> };

/** Answers each API path from `answers` (a function of the call), recording the calls. */
function stubApi(answers: Record<string, (call: TCall) => unknown>) {
  const calls: TCall[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (path: string, init?: { body?: string; headers?: Record<string, string> }) => {
      const call = {
        path,
        body: init?.body ? (JSON.parse(init.body) as unknown) : undefined,
        headers: init?.headers ?? {},
      };
      calls.push(call);
      const answer = answers[path];
      if (!answer) throw new Error(`unexpected ${path}`);
      return { ok: true, status: 200, text: async () => JSON.stringify(answer(call)) };
    }),
  );
  return calls;
}

function renderAt(path: string, element: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>{element}</MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/DividendManagement', () => {
  it("lists one member's dividends (?member) and pays a short one with an idempotency key", async () => {
    let state: number = dividendRecordStates.walletNotEnough;
    const calls = stubApi({
      '/api/Dividend/GetMemberRecords': () => ({ Items: [record(state)], Total: 1 }),
      '/api/Dividend/Pay': () => {
        state = dividendRecordStates.paid;
        return record(state);
      },
    });
    renderAt('/DividendManagement?member=subagent', <DividendManagementPage />);
    const row = (await screen.findByText('subagent')).closest('tr') as HTMLElement;
    expect(within(row).getByText('Wallet not enough')).toBeTruthy();
    expect(calls[0]?.body).toMatchObject({ Member: 'subagent', Page: 1 });
    fireEvent.click(within(row).getByRole('button', { name: 'Pay' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Paid 500');
    const pay = calls.find((call) => call.path === '/api/Dividend/Pay');
    expect(pay?.body).toEqual({ Id: 7 });
    expect(pay?.headers['Idempotency-Key']).toMatch(/^dividend-pay-7-/);
    expect(await screen.findByText('Paid')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    stubApi({ '/api/Dividend/GetMemberRecords': () => ({ Items: [], Total: 0 }) });
    renderAt('/DividendManagement', <DividendManagementPage />);
    expect(await screen.findByText('No member dividends yet')).toBeTruthy();
  });
});

describe('/ProportionalDividend', () => {
  it('shows the terms and accepts an off-platform settlement', async () => {
    let state: number = dividendRecordStates.offPlatformRequested;
    stubApi({
      '/api/Dividend/GetMyRecords': () => ({
        Items: [record(state)],
        Total: 1,
        Terms: {
          PeriodKind: 2,
          Source: 'Contract',
          Tiers: [{ MinTeamLoss: 100, MinTurnover: 1000, RatePercent: 10, Either: false }],
        },
      }),
      '/api/Dividend/AcceptOffPlatform': () => {
        state = dividendRecordStates.offPlatformAccepted;
        return record(state);
      },
    });
    renderAt('/ProportionalDividend', <ProportionalDividendPage />);
    expect(await screen.findByText(/My contract with my upline/)).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm received off platform' }));
    expect(await screen.findByText('Off-platform accepted')).toBeTruthy();
  });
});
