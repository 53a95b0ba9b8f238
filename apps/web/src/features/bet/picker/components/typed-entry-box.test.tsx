import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../../shared/i18n/i18n.ts';
import { sscGame } from '../testing/picker-fixtures.ts';
import { button, chooseType, figure, renderPicker } from '../testing/render-picker.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(async () => {
  cleanup();
  await i18next.changeLanguage('en');
});

const textBox = () => document.querySelector('textarea') as HTMLTextAreaElement;
const type = (text: string) => fireEvent.change(textBox(), { target: { value: text } });
const summary = () => document.querySelector('.entry-summary')?.textContent ?? '';
const reasons = () =>
  [...document.querySelectorAll('.drop-reasons li')].map((item) => item.textContent);

describe('Typed entry (单式)', { timeout: 20_000 }, () => {
  it('keeps valid entries, reports what it dropped and why, and cleans the text', async () => {
    renderPicker();
    chooseType('5 stars', '5-star direct, typed');
    expect(screen.getByLabelText('Type your numbers')).toBe(textBox());
    type('12345 12345 1234, abcde；54321');
    await waitFor(() => expect(summary()).toBe('Valid: 2Removed: 3'));
    expect(reasons()).toEqual(['not a number: 1', 'wrong length: 1', 'duplicate bet: 1']);
    await waitFor(() => expect(figure('units')).toBe('2'));
    expect(figure('amount')).toBe('4.000');
    fireEvent.click(screen.getByText('Removed numbers'));
    expect(screen.getByText('1234').closest('li')?.textContent).toBe('1234 wrong length');

    fireEvent.click(button('Remove duplicates and errors'));
    expect(textBox().value).toBe('12345\n54321');
    await waitFor(() => expect(summary()).toBe('Valid: 2'));
    expect(reasons()).toEqual([]);
  });

  it('reports in Chinese too', async () => {
    await i18next.changeLanguage('zh-CN');
    renderPicker();
    chooseType('五星', '五星直选单式');
    type('12345 12345 99');
    await waitFor(() => expect(summary()).toBe('有效 1 注剔除 2 注'));
    expect(reasons()).toEqual(['位数不对: 1', '重复投注: 1']);
  });

  it('drops entries the type refuses: 组三单式 takes exactly one pair, never a leopard', async () => {
    renderPicker();
    chooseType('Front 3', 'Front 3 group 3, typed');
    type('112\n121\n123\n111');
    await waitFor(() => expect(summary()).toBe('Valid: 1Removed: 3'));
    expect(reasons()).toEqual([
      'triples cannot be bet: 1',
      'not valid for this bet type: 1',
      'duplicate bet: 1',
    ]);
    await waitFor(() => expect(figure('units')).toBe('1'));
  });

  it('reads two-digit balls one entry per line (11x5)', async () => {
    renderPicker({ game: sscGame({ Family: '11x5' }) });
    chooseType('First 3', 'First 3 direct, typed');
    type('01 02 03\n1,2,3\n04 05 12\n01 01 02');
    await waitFor(() => expect(summary()).toBe('Valid: 1Removed: 3'));
    expect(reasons()).toEqual(['number out of range: 1', 'number repeated: 1', 'duplicate bet: 1']);
  });

  it('waits for the check before a ticket can be added', async () => {
    renderPicker();
    chooseType('5 stars', '5-star direct, typed');
    type('12345');
    expect(document.querySelector('.add-blocked')?.textContent).toBe(
      'Checking the numbers, please wait.',
    );
    await waitFor(() => expect(figure('units')).toBe('1'));
    expect((button('Add to cart') as HTMLButtonElement).disabled).toBe(false);
  });

  it('takes a bulk paste aside, appends what is typed after it and can drop it', async () => {
    renderPicker();
    chooseType('5 stars', '5-star direct, typed');
    const pasted = Array.from({ length: 5000 }, (_, i) => String(i).padStart(5, '0')).join(' ');
    fireEvent.paste(textBox(), { clipboardData: { getData: () => pasted } });
    expect(textBox().value).toBe('');
    await waitFor(() => expect(figure('units')).toBe('5,000'));
    expect(screen.getByText('Pasted 5,000 entries: too many to show in the box')).toBeTruthy();

    type('00001 99999');
    await waitFor(() => expect(figure('units')).toBe('5,001'));
    expect(reasons()).toEqual(['duplicate bet: 1']);

    fireEvent.click(button('Remove the pasted numbers'));
    await waitFor(() => expect(figure('units')).toBe('2'));
    expect(textBox().value).toBe('00001 99999');
  });

  it('rewrites a large kept list on one line, out of the box', async () => {
    renderPicker();
    chooseType('5 stars', '5-star direct, typed');
    const pasted = Array.from({ length: 4000 }, (_, i) => String(i % 3500).padStart(5, '0'));
    fireEvent.paste(textBox(), { clipboardData: { getData: () => pasted.join('\n') } });
    await waitFor(() => expect(summary()).toBe('Valid: 3,500Removed: 500'));
    fireEvent.click(button('Remove duplicates and errors'));
    await waitFor(() => expect(summary()).toBe('Valid: 3,500'));
    expect(textBox().value).toBe('');
    expect(screen.getByText('Pasted 3,500 entries: too many to show in the box')).toBeTruthy();
  });
});
