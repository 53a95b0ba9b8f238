import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetOptions } from '../../../../shared/bet-options/bet-options-store.ts';
import { initI18n } from '../../../../shared/i18n/i18n.ts';
import type { TNewCartTicket } from '../../cart/cart-ticket.ts';
import { useCartStore } from '../../cart/cart-store.ts';
import { fakePriceWorkers } from '../testing/fake-price-worker.ts';
import { button, chooseType, figure, renderPicker } from '../testing/render-picker.tsx';

const originalAdd = useCartStore.getState().add;
const add = vi.fn<(ticket: TNewCartTicket) => void>();

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  add.mockReset();
  useCartStore.setState({ add });
  useBetOptions.getState().setOption('singleItemCheck', false);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  useCartStore.setState({ add: originalAdd });
  useBetOptions.getState().setOption('singleItemCheck', true);
});

const textBox = () => document.querySelector('textarea') as HTMLTextAreaElement;
const addButton = () => button('Add to cart') as HTMLButtonElement;
const blockedReason = () => document.querySelector('.add-blocked')?.textContent;

describe(
  'Typed entry (单式) of thousands of entries, priced in a worker',
  { timeout: 20_000 },
  () => {
    it('says the numbers are being checked until the worker prices them, then adds them', async () => {
      const workers = fakePriceWorkers();
      vi.stubGlobal('Worker', workers.Worker);
      renderPicker();
      chooseType('5 stars', '5-star direct, typed');
      const pasted = Array.from({ length: 5000 }, (_, i) => String(i).padStart(5, '0')).join('\n');
      fireEvent.paste(textBox(), { clipboardData: { getData: () => pasted } });
      expect(blockedReason()).toBe('Checking the numbers, please wait.');
      await waitFor(() => expect(figure('units')).toBe('5,000'));
      expect(figure('amount')).toBe('10,000.000');
      expect(addButton().disabled).toBe(false);
      expect(workers.started).toHaveLength(1);

      // A new multiple: the figures stay until the worker has priced it, and adding waits.
      fireEvent.change(screen.getByLabelText('Multiple'), { target: { value: '2' } });
      expect(addButton().disabled).toBe(true);
      expect(figure('amount')).toBe('10,000.000');
      await waitFor(() => expect(figure('amount')).toBe('20,000.000'));
      expect(addButton().disabled).toBe(false);

      fireEvent.click(addButton());
      expect(add).toHaveBeenCalledTimes(1);
      expect(add.mock.calls[0]?.[0]).toMatchObject({
        request: { BetTypeId: 'ssc.star5.single', Multiple: 2 },
        units: 5000,
        amountThousandths: 20_000_000,
      });
      expect(add.mock.calls[0]?.[0].request.Selection.entries).toHaveLength(5000);
    });
  },
);
