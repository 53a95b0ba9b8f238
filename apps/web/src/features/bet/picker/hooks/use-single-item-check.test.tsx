import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useBetOptions } from '../../../../shared/bet-options/bet-options-store.ts';
import { useDialogs } from '../../../../shared/dialogs/dialogs-store.ts';
import { initI18n } from '../../../../shared/i18n/i18n.ts';
import type { TNewCartTicket } from '../../cart/cart-ticket.ts';
import { useCartStore } from '../../cart/cart-store.ts';
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
afterEach(async () => {
  cleanup();
  useCartStore.setState({ add: originalAdd });
  useDialogs.setState({ queue: [] });
  useBetOptions.getState().setOption('singleItemCheck', true);
  await i18next.changeLanguage('en');
});

const click = (element: HTMLElement) => fireEvent.click(element);
const addButton = () => button('Add to cart');
const dialog = () => screen.queryByRole('alertdialog');

/**
 * 定位胆 with two digits on 万位 and one on each other position, at 5,000×: 6 units, and the
 * best draw hits one digit a position, 5 × 19.560 × 5,000 = 489,000 against a 400,000 cap.
 */
function pickCappedTicket() {
  chooseType('Fixed position', 'fixed position');
  click(ball('Ten-thousands', '1'));
  click(ball('Ten-thousands', '2'));
  click(ball('Thousands', '2'));
  click(ball('Hundreds', '3'));
  click(ball('Tens', '4'));
  click(ball('Units', '5'));
  fireEvent.change(screen.getByLabelText('Multiple'), { target: { value: '5000' } });
  expect(figure('units')).toBe('6');
}

/** Every option of 后二大小单双: 4 × 4 = 16 units, all the type has. */
function pickEveryCombination() {
  chooseType('Big/small/odd/even', 'Back 2 big/small/odd/even');
  for (const position of ['Tens', 'Units'])
    for (const trait of ['big', 'small', 'odd', 'even']) click(button(`${position} ${trait}`));
  expect(figure('units')).toBe('16');
}

describe('Single-item check at "Add to cart"', { timeout: 20_000 }, () => {
  it('asks before adding a ticket whose best draw the payout cap would cut', async () => {
    renderPicker();
    pickCappedTicket();
    click(addButton());
    const asked = dialog();
    expect(asked).not.toBeNull();
    expect(within(asked as HTMLElement).getByText('Single-item check')).toBeTruthy();
    expect(asked?.textContent).toContain(
      "This ticket can win up to 489,000.000 in one draw, above the game's payout limit per ticket of 400,000.000: a win above the limit is cut to it. Add it to the cart anyway?",
    );
    expect(add).not.toHaveBeenCalled();

    await act(async () => click(within(asked as HTMLElement).getByText('Cancel')));
    expect(dialog()).toBeNull();
    expect(add).not.toHaveBeenCalled();
    expect(pressedBalls('Ten-thousands')).toEqual(['1', '2']); // nothing lost

    click(addButton());
    await act(async () => click(within(dialog() as HTMLElement).getByText('Add anyway')));
    expect(add).toHaveBeenCalledTimes(1);
    expect(add.mock.calls[0]?.[0]).toMatchObject({
      request: { BetTypeId: 'ssc.fixed.digit', Multiple: 5000 },
      units: 6,
      amountThousandths: 60_000_000,
    });
    expect(pressedBalls('Ten-thousands')).toEqual([]);
    expect(screen.getByText('Added to the cart: fixed position, bets: 6')).toBeTruthy();
  });

  it('asks before adding a ticket that holds every combination of its type', async () => {
    renderPicker();
    pickEveryCombination();
    click(addButton());
    expect(dialog()?.textContent).toContain(
      'This ticket holds all 16 combinations of its bet type, so it covers every winning outcome, yet on average it pays back less than it costs.',
    );
    await act(async () => click(within(dialog() as HTMLElement).getByText('Add anyway')));
    expect(add.mock.calls[0]?.[0]).toMatchObject({
      request: { BetTypeId: 'ssc.bigSmall.back2' },
      units: 16,
    });
  });

  it('adds at once, without asking, when nothing is found', () => {
    renderPicker();
    chooseType('Fixed position', 'fixed position');
    click(ball('Ten-thousands', '1'));
    fireEvent.change(screen.getByLabelText('Multiple'), { target: { value: '5000' } });
    click(addButton());
    expect(dialog()).toBeNull();
    expect(add).toHaveBeenCalledTimes(1);
  });

  it('adds at once with the option off, whatever the ticket', () => {
    useBetOptions.getState().setOption('singleItemCheck', false);
    renderPicker();
    pickCappedTicket();
    click(addButton());
    expect(dialog()).toBeNull();
    expect(add).toHaveBeenCalledTimes(1);
    pickEveryCombination();
    click(addButton());
    expect(dialog()).toBeNull();
    expect(add).toHaveBeenCalledTimes(2);
  });

  it('asks in Chinese', async () => {
    renderPicker();
    await i18next.changeLanguage('zh-CN');
    chooseType('大小单双', '后二大小单双');
    for (const position of ['十位', '个位'])
      for (const trait of ['大', '小', '单', '双']) click(button(`${position}${trait}`));
    click(button('添加到购物车'));
    expect(within(dialog() as HTMLElement).getByText('单项检查')).toBeTruthy();
    expect(dialog()?.textContent).toContain(
      '本注包含该玩法全部 16 注组合，覆盖了所有中奖结果，但平均返奖仍低于投注金额。 仍要添加到购物车吗？',
    );
    expect(within(dialog() as HTMLElement).getByText('仍然添加')).toBeTruthy();
  });
});
