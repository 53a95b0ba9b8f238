import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi } from '../../../shared/testing/fake-api.ts';
import { renderRecordsPage } from '../testing/render-records.tsx';
import DepositRecordPage from './deposit-record-page.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const order = {
  OrderNo: 'D0000000042',
  Type: 1,
  Chain: null,
  ChannelName: 'ICBC transfer',
  Amount: 500.017,
  ReceivedAmount: 500,
  Fee: 0,
  Bonus: 7.5,
  DepositorName: 'Zhang San',
  State: 1,
  InReview: false,
  Instructions: null,
  CryptoAmount: null,
  Rate: null,
  RateLockedUntil: null,
  ExpiresAt: Date.UTC(2026, 2, 10, 2),
  CancelReason: null,
  CreatedAt: Date.UTC(2026, 2, 10, 1),
  DecidedAt: Date.UTC(2026, 2, 10, 1, 5),
};

describe('DepositRecordPage', () => {
  it('lists orders with their state and filters by state', async () => {
    const api = fakeApi(() => ({
      Items: [order],
      TotalCount: 1,
      PageIndex: 1,
      PageSize: 20,
    }));
    await renderRecordsPage(<DepositRecordPage />, '/DepositRecord');
    expect(await screen.findByText('Credited', { selector: 'span' })).toBeTruthy();
    expect(screen.getByText('+7.500')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('State'), { target: { value: '2' } });
    await waitFor(() =>
      expect(api.to('/api/DepositRecord/Search').at(-1)?.body).toMatchObject({ State: 2 }),
    );
  });
});
