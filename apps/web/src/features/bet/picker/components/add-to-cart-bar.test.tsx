import { ZTicketRequest } from '@lottery/contracts';
import { findBetType, maxMultiple, officialCapsOf } from '@lottery/lottery';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../../shared/i18n/i18n.ts';
import type { TNewCartTicket } from '../../cart/cart-ticket.ts';
import { useCartStore } from '../../cart/cart-store.ts';
import { sscGame } from '../testing/picker-fixtures.ts';
import {
  ball,
  button,
  chooseType,
  figure,
  pressedBalls,
  renderPicker,
} from '../testing/render-picker.tsx';

const originalAdd = useCartStore.getState().add;
const add = vi.fn<(ticket: TNewCartTicket) => void>();

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  add.mockReset();
  useCartStore.setState({ add });
});
afterEach(() => {
  cleanup();
  useCartStore.setState({ add: originalAdd });
});

const click = (element: HTMLElement) => fireEvent.click(element);
const addButton = () => button('Add to cart') as HTMLButtonElement;

function pickFiveStarExample() {
  click(ball('Ten-thousands', '1'));
  click(ball('Ten-thousands', '2'));
  click(ball('Thousands', '3'));
  click(ball('Hundreds', '4'));
  click(ball('Tens', '5'));
  click(ball('Units', '6'));
}

describe('Add to cart', { timeout: 20_000 }, () => {
  it('hands the exact priced ticket to the cart, then clears the picker', () => {
    renderPicker();
    pickFiveStarExample();
    click(button('Jiao'));
    fireEvent.change(screen.getByLabelText('Prize group'), { target: { value: '1900' } });
    fireEvent.change(screen.getByLabelText('Multiple'), { target: { value: '3' } });
    expect(figure('amount')).toBe('1.200');
    click(addButton());

    const type = findBetType('ssc.star5.direct');
    if (!type) throw new Error('no ssc.star5.direct');
    const expected: TNewCartTicket = {
      gameId: 2,
      request: {
        BetTypeId: 'ssc.star5.direct',
        Selection: { rows: [[1, 2], [3], [4], [5], [6]] },
        Book: 'official',
        Mode: 'jiao',
        Multiple: 3,
        PrizeGroup: 1900,
      },
      betTypeName: '5-star direct',
      selectionText: '12 | 3 | 4 | 5 | 6',
      units: 2,
      amountThousandths: 1200, // 2 units × 0.200 × 3
      maxMultiple: maxMultiple(type, 'jiao', 1900, officialCapsOf(400_000_000n)),
    };
    expect(add).toHaveBeenCalledTimes(1);
    expect(add).toHaveBeenCalledWith(expected);
    expect(ZTicketRequest.safeParse(add.mock.calls[0]?.[0].request).success).toBe(true);

    expect(pressedBalls('Ten-thousands')).toEqual([]);
    expect(figure('units')).toBe('0');
    expect((screen.getByLabelText('Multiple') as HTMLInputElement).value).toBe('1');
    // The unit and group stay as the player set them.
    expect(button('Jiao').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByText('Added to the cart: 5-star direct, bets: 2')).toBeTruthy();
  });

  it('sends the complement of an exclude-mode pick', () => {
    renderPicker();
    chooseType('Any position', 'Front 3, one digit anywhere');
    click(button('Exclude'));
    for (const digit of ['0', '2', '4', '6', '8']) click(ball('Digits', digit));
    click(addButton());
    expect(add.mock.calls[0]?.[0]).toMatchObject({
      request: { Selection: { rows: [[1, 3, 5, 7, 9]] } },
      selectionText: '13579',
      units: 5,
      amountThousandths: 10_000,
    });
  });

  it('sends the kept typed entries, with positions', async () => {
    renderPicker();
    chooseType('Any 2', 'Any 2 direct, typed');
    click(screen.getByLabelText('Tens'));
    click(screen.getByLabelText('Units'));
    fireEvent.change(document.querySelector('textarea') as HTMLTextAreaElement, {
      target: { value: '12 34 12 5' },
    });
    await waitFor(() => expect(figure('units')).toBe('2'));
    click(addButton());
    expect(add.mock.calls[0]?.[0]).toMatchObject({
      request: {
        BetTypeId: 'ssc.any2.single',
        Selection: { positions: [3, 4], entries: ['12', '34'] },
      },
      selectionText: '[Tens, Units] 12, 34',
      units: 2,
    });
    expect((document.querySelector('textarea') as HTMLTextAreaElement).value).toBe('');
  });

  it('waits for an issue on sale, and takes instant games without one', () => {
    const { rerenderWith } = renderPicker({ issueSerial: null });
    pickFiveStarExample();
    expect(addButton().disabled).toBe(true);
    expect(document.querySelector('.add-blocked')?.textContent).toBe('No issue is on sale now.');
    rerenderWith({ game: sscGame({ DrawSource: 'instant' }), issueSerial: null });
    expect(addButton().disabled).toBe(false);
  });
});
