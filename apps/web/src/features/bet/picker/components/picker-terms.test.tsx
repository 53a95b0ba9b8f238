import { findBetType, maxMultiple, officialCapsOf } from '@lottery/lottery';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { useBetOptions } from '../../../../shared/bet-options/bet-options-store.ts';
import { initI18n } from '../../../../shared/i18n/i18n.ts';
import { ball, button, figure, renderPicker } from '../testing/render-picker.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  useBetOptions.getState().setOption('milliMode', true);
});

const click = (element: HTMLElement) => fireEvent.click(element);
const multipleBox = () => screen.getByLabelText('Multiple') as HTMLInputElement;

/** ssc.star5.direct rows 12 / 3 / 4 / 5 / 6: 2 units. */
function pickTwoUnits() {
  click(ball('Ten-thousands', '1'));
  click(ball('Ten-thousands', '2'));
  for (const [row, digit] of [
    ['Thousands', '3'],
    ['Hundreds', '4'],
    ['Tens', '5'],
    ['Units', '6'],
  ] as const)
    click(ball(row, digit));
}

describe('Picker terms', { timeout: 20_000 }, () => {
  it('clamps the multiple at the maximum the payout cap allows', () => {
    renderPicker();
    pickTwoUnits();
    fireEvent.change(multipleBox(), { target: { value: '5' } });
    // 400,000 ÷ 195,600 → at most 2: the amount is 2 units × 2 yuan × 2.
    expect(screen.getByRole('alert').textContent).toBe('Above the maximum multiple: 2× is used.');
    expect(figure('amount')).toBe('8.000');
    expect(screen.getByLabelText<HTMLButtonElement>('Increase the multiple').disabled).toBe(true);
    fireEvent.blur(multipleBox());
    expect(multipleBox().value).toBe('2');
    expect(screen.queryByRole('alert')).toBeNull();
    click(screen.getByLabelText('Decrease the multiple'));
    expect(multipleBox().value).toBe('1');
    expect(figure('amount')).toBe('4.000');
    expect(screen.getByLabelText<HTMLButtonElement>('Decrease the multiple').disabled).toBe(true);
  });

  it('keeps digits only and treats an empty box as 1', () => {
    renderPicker();
    pickTwoUnits();
    fireEvent.change(multipleBox(), { target: { value: '' } });
    expect(figure('amount')).toBe('4.000');
    fireEvent.change(multipleBox(), { target: { value: '2x' } });
    expect(multipleBox().value).toBe('2');
    expect(figure('amount')).toBe('8.000');
  });

  it('divides the amount and prizes by the unit mode and raises the maximum multiple', () => {
    renderPicker();
    pickTwoUnits();
    click(button('Jiao'));
    expect(button('Jiao').getAttribute('aria-pressed')).toBe('true');
    expect(figure('amount')).toBe('0.400');
    expect(figure('maxMultiple')).toBe('20');
    click(button('Fen'));
    expect(figure('amount')).toBe('0.040');
    click(button('Li'));
    expect(figure('amount')).toBe('0.004');
    const type = findBetType('ssc.star5.direct');
    if (!type) throw new Error('no ssc.star5.direct');
    const liMax = maxMultiple(type, 'li', 1956, officialCapsOf(400_000_000n));
    expect(figure('maxMultiple')).toBe(liMax.toLocaleString('en'));
    expect(document.querySelector('[data-level="first"]')?.textContent).toBe('Prize 195.600');
  });

  it('offers 厘 only while the milli mode option is on', () => {
    renderPicker();
    pickTwoUnits();
    click(button('Li'));
    expect(figure('amount')).toBe('0.004');
    act(() => useBetOptions.getState().setOption('milliMode', false));
    expect(screen.queryByText('Li', { selector: 'button' })).toBeNull();
    // Back to 元 with the option off.
    expect(figure('amount')).toBe('4.000');
  });
});
