import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { OfficialPicker } from './official-picker.tsx';
import { gameDataWithTypes, sscGame } from './testing/picker-fixtures.ts';
import {
  ball,
  button,
  chooseType,
  figure,
  pressedBalls,
  quickPick,
  renderPicker,
} from './testing/render-picker.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await i18next.changeLanguage('en');
});

const click = (element: HTMLElement) => fireEvent.click(element);
const addButton = () => button('Add to cart') as HTMLButtonElement;
const blockedReason = () => document.querySelector('.add-blocked')?.textContent;
const prizeOf = (level: string) =>
  document.querySelector(`[data-level="${level}"]`)?.textContent ?? '';

/** README worked example: ssc.star5.direct rows 12 / 3 / 4 / 5 / 6. */
function pickFiveStarExample() {
  click(ball('Ten-thousands', '1'));
  click(ball('Ten-thousands', '2'));
  click(ball('Thousands', '3'));
  click(ball('Hundreds', '4'));
  click(ball('Tens', '5'));
  click(ball('Units', '6'));
}

describe('OfficialPicker: bet types', () => {
  it('groups the game’s official types into tabs, with the first type chosen', () => {
    renderPicker();
    const tabs = screen.getAllByRole('tab');
    expect(tabs[0]?.textContent).toBe('5 stars');
    expect(tabs[0]?.getAttribute('aria-selected')).toBe('true');
    // The game's two-sided types belong to the other book.
    expect(screen.queryByRole('tab', { name: 'Two-sided' })).toBeNull();
    expect(button('5-star direct').getAttribute('aria-pressed')).toBe('true');
  });

  it('moves between groups with the arrow keys and shows the group’s methods', () => {
    renderPicker();
    fireEvent.keyDown(screen.getByRole('tab', { name: '5 stars' }), { key: 'ArrowRight' });
    const second = screen.getByRole('tab', { name: '4 stars' });
    expect(second.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(button('4-star direct').getAttribute('aria-pressed')).toBe('true');
  });

  it('shows loading, then a load error with a retry that recovers', async () => {
    // The first LotteryGame/Data call fails as offline, the retry answers.
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('offline');
        const data = gameDataWithTypes([sscGame()]);
        return { ok: true, status: 200, text: async () => JSON.stringify(data) };
      }),
    );
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={queryClient}>
        <OfficialPicker game={sscGame()} prizeGroup={1956} issueSerial="20260310-0001" />
      </QueryClientProvider>,
    );
    expect(screen.getByRole('status').textContent).toContain('Loading');
    expect(await screen.findByText('Could not load the bet types.')).toBeTruthy();
    click(button('Retry'));
    expect(await screen.findByRole('tab', { name: '5 stars' })).toBeTruthy();
  });

  it('says so when the game sells no official type', () => {
    renderPicker({ game: sscGame({ Family: 'lucky28' }) });
    expect(screen.getByText('This game has no official bet types.')).toBeTruthy();
  });
});

describe('OfficialPicker: balls and figures', () => {
  it('counts 2 units and 4.000 for rows 12/3/4/5/6 at 元 × 1, with prize and max multiple', () => {
    renderPicker();
    expect(figure('units')).toBe('0');
    pickFiveStarExample();
    expect(figure('units')).toBe('2');
    expect(figure('amount')).toBe('4.000');
    // Own group 1956: 195,600 a winning unit and no rebate; 400,000 ÷ 195,600 → 2.
    expect(figure('rebate')).toBe('0.000');
    expect(figure('maxMultiple')).toBe('2');
    expect(prizeOf('first')).toBe('Prize 195,600.000');
    expect(pressedBalls('Ten-thousands')).toEqual(['1', '2']);
    expect(addButton().disabled).toBe(false);
  });

  it('pays a self-rebate at a lower prize group and lowers the prize', () => {
    renderPicker();
    pickFiveStarExample();
    const select = screen.getByLabelText('Prize group') as HTMLSelectElement;
    expect(select.value).toBe('1956');
    expect([...select.options].at(-1)?.textContent).toBe('1856 (rebate 5.0%)');
    fireEvent.change(select, { target: { value: '1856' } });
    expect(figure('rebate')).toBe('0.200'); // (1956 − 1856) / 2000 × 4.000
    expect(prizeOf('first')).toBe('Prize 185,600.000');
  });

  it("defaults to and offers groups only up to the game's cap below the player's own", () => {
    renderPicker({ game: sscGame({ MaxPrizeGroup: 1900 }), prizeGroup: 1956 });
    pickFiveStarExample();
    const select = screen.getByLabelText('Prize group') as HTMLSelectElement;
    // The server prices at min(1956, 1900) and rebates from there: the picker shows the same.
    expect(select.value).toBe('1900');
    const options = [...select.options].map((option) => option.textContent);
    expect(options[0]).toBe('1900 (rebate 0.0%)');
    expect(options.at(-1)).toBe('1800 (rebate 5.0%)');
    expect(figure('rebate')).toBe('0.000');
    expect(prizeOf('first')).toBe('Prize 190,000.000');
    fireEvent.change(select, { target: { value: '1800' } });
    expect(figure('rebate')).toBe('0.200'); // (1900 − 1800) / 2000 × 4.000
  });

  it("keeps the player's own group when the game's cap is above it", () => {
    renderPicker({ game: sscGame({ MaxPrizeGroup: 1990 }), prizeGroup: 1956 });
    const select = screen.getByLabelText('Prize group') as HTMLSelectElement;
    expect(select.value).toBe('1956');
    expect(select.options[0]?.textContent).toBe('1956 (rebate 0.0%)');
  });

  it("stops the choices at the game's floor, or at the player's group when it is below", () => {
    renderPicker({ game: sscGame({ MaxPrizeGroup: 1950, MinPrizeGroup: 1900 }), prizeGroup: 1956 });
    const select = () => screen.getByLabelText('Prize group') as HTMLSelectElement;
    expect(select().value).toBe('1950');
    expect([...select().options].at(-1)?.textContent).toBe('1900 (rebate 2.5%)');
    cleanup();
    renderPicker({ game: sscGame({ MinPrizeGroup: 1900 }), prizeGroup: 1850 });
    expect([...select().options].map((option) => option.value)).toEqual(['1850']);
  });

  it('applies each quick pick to its own row', () => {
    renderPicker();
    const quick = (action: string) => click(quickPick('Ten-thousands', action));
    quick('select all');
    expect(pressedBalls('Ten-thousands')).toHaveLength(10);
    quick('select big numbers');
    expect(pressedBalls('Ten-thousands')).toEqual(['5', '6', '7', '8', '9']);
    quick('select small numbers');
    expect(pressedBalls('Ten-thousands')).toEqual(['0', '1', '2', '3', '4']);
    quick('select odd numbers');
    expect(pressedBalls('Ten-thousands')).toEqual(['1', '3', '5', '7', '9']);
    quick('select even numbers');
    expect(pressedBalls('Ten-thousands')).toEqual(['0', '2', '4', '6', '8']);
    expect(pressedBalls('Thousands')).toEqual([]);
    quick('clear');
    expect(pressedBalls('Ten-thousands')).toEqual([]);
  });

  it('names the row a selection still lacks, in both languages', async () => {
    renderPicker();
    expect(blockedReason()).toBe('Pick your numbers.');
    click(ball('Ten-thousands', '1'));
    expect(addButton().disabled).toBe(true);
    expect(blockedReason()).toBe('Thousands: pick at least 1');
    await i18next.changeLanguage('zh-CN');
    expect(await screen.findByText('千位：至少选择 1 个号码')).toBeTruthy();
  });

  it('shows the largest selection of 5-star direct: every ball, 100,000 units', () => {
    renderPicker();
    for (const row of ['Ten-thousands', 'Thousands', 'Hundreds', 'Tens', 'Units'])
      click(quickPick(row, 'select all'));
    expect(figure('units')).toBe('100,000');
    expect(figure('amount')).toBe('200,000.000');
  });

  it('prices Keno 任选十 with all 80 balls exactly and refuses it over the stake limit', () => {
    renderPicker({ game: sscGame({ Family: 'keno', MaxPayoutPerTicket: 5_000_000 }) });
    chooseType('Pick N', 'Pick 10');
    click(quickPick('Numbers', 'select all'));
    expect(figure('units')).toBe('1,646,492,110,120');
    expect(figure('amount')).toBe('3,292,984,220,240.000');
    expect(blockedReason()).toBe(
      'The amount is above the stake limit per issue of this game, 1,000,000.000.',
    );
  });

  it('refuses a type whose top prize is above the payout cap even at multiple 1', () => {
    // Keno 任选十's 10 of 10 pays about 621,600 at 1956, above a 400,000 cap.
    renderPicker({ game: sscGame({ Family: 'keno' }) });
    chooseType('Pick N', 'Pick 10');
    click(quickPick('Numbers', 'select small numbers'));
    expect(figure('maxMultiple')).toBe('0');
    expect(blockedReason()).toBe("The multiple is above the game's payout limit.");
  });
});

describe('OfficialPicker: other shapes and modes', () => {
  it('bets on the complement in exclude mode', () => {
    renderPicker();
    chooseType('Any position', 'Front 3, one digit anywhere');
    click(button('Exclude'));
    expect(screen.getByText(/Exclude mode: tap the numbers you do not want/)).toBeTruthy();
    for (const digit of ['0', '1', '2', '3', '4']) click(ball('Digits', digit));
    expect(figure('units')).toBe('5'); // 5-9 remain
    expect(figure('amount')).toBe('10.000');
    click(button('Pick'));
    expect(pressedBalls('Digits')).toEqual([]);
    expect(figure('units')).toBe('0');
  });

  it('offers no exclude mode where a row cannot take every ball (胆码)', () => {
    renderPicker();
    chooseType('Front 3', 'Front 3 group banker');
    expect(screen.queryByText('Exclude', { selector: 'button' })).toBeNull();
  });

  it('takes positions with balls (任二组选)', () => {
    renderPicker();
    chooseType('Any 2', 'Any 2 group');
    click(ball('Digits', '1'));
    click(ball('Digits', '2'));
    expect(blockedReason()).toBe('Choose at least 2 positions');
    click(screen.getByLabelText('Tens'));
    click(screen.getByLabelText('Units'));
    click(screen.getByLabelText('Hundreds'));
    expect(figure('units')).toBe('3'); // one pair × C(3, 2) positions
  });

  it('takes named items and sums', () => {
    renderPicker();
    chooseType('Front 3', 'Front 3 special');
    click(button('Leopard'));
    click(button('Pair'));
    expect(figure('units')).toBe('2');
    chooseType('Front 3', 'Front 3 direct sum');
    click(ball('sum', '0'));
    click(ball('sum', '1'));
    expect(figure('units')).toBe('4'); // 000; 001, 010, 100
  });

  it('makes a valid random pick and clears it', () => {
    renderPicker();
    click(button('Random pick'));
    expect(Number(figure('units'))).toBeGreaterThanOrEqual(1);
    expect(addButton().disabled).toBe(false);
    click(button('Clear all'));
    expect(figure('units')).toBe('0');
  });
});
