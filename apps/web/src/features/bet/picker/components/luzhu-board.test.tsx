import { findBetType, officialCapsOf, priceTicket } from '@lottery/lottery';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import i18next from 'i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDialogs } from '../../../../shared/dialogs/dialogs-store.ts';
import { initI18n } from '../../../../shared/i18n/i18n.ts';
import type { TNewCartTicket } from '../../cart/cart-ticket.ts';
import { useCartStore } from '../../cart/cart-store.ts';
import { historyOf, sscGame } from '../testing/picker-fixtures.ts';
import { button, chooseType, figure, renderPicker } from '../testing/render-picker.tsx';

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
  vi.unstubAllGlobals();
  useCartStore.setState({ add: originalAdd });
  useDialogs.setState({ queue: [] });
  await i18next.changeLanguage('en');
});

const click = (element: HTMLElement) => fireEvent.click(element);
const addButton = () => button('Add to cart') as HTMLButtonElement;
const isPressed = (element: HTMLElement) => element.getAttribute('aria-pressed') === 'true';

/** A lane of the board by its name (Tens, Sum…). */
function lane(name: string): HTMLElement {
  const element = document.querySelector<HTMLElement>(`section.luzhu-lane[aria-label="${name}"]`);
  if (!element) throw new Error(`no lane ${name}`);
  return element;
}
const streakOf = (laneName: string, kind: 'bigSmall' | 'oddEven') =>
  lane(laneName).querySelector(`[data-streak="${kind}"]`)?.textContent;

/**
 * SSC results, oldest first. Tens (十位, the 4th digit): 4 7 9 5 → small big big big, even odd
 * odd odd. Units: 5 8 6 1 → big big big small, odd even even odd.
 */
const sscHistory = historyOf(['1,2,3,4,5', '0,0,0,7,8', '0,0,0,9,6', '0,0,0,5,1']);

describe('路珠 mode', { timeout: 20_000 }, () => {
  it('switches to the first 大小单双 type and shows each position’s roads and current runs', () => {
    renderPicker({ history: sscHistory });
    click(button('Bead road'));
    expect(isPressed(button('Bead road'))).toBe(true);
    expect(
      screen.getByRole('tab', { name: 'Big/small/odd/even' }).getAttribute('aria-selected'),
    ).toBe('true');
    expect(isPressed(button('Back 2 big/small/odd/even'))).toBe(true);
    expect(streakOf('Tens', 'bigSmall')).toBe('Current run: Big × 3');
    expect(streakOf('Tens', 'oddEven')).toBe('Current run: Odd × 3');
    expect(streakOf('Units', 'bigSmall')).toBe('Current run: Small × 1');
    expect(streakOf('Units', 'oddEven')).toBe('Current run: Odd × 1');
    expect(within(lane('Tens')).getAllByRole('img')[0]?.getAttribute('aria-label')).toBe(
      'Tens big/small bead road, last 4 draws, left to right and top to bottom: Small Big Big Big',
    );
    // Beads in columns: a change of outcome starts a new one.
    const columns = lane('Tens').querySelectorAll('.luzhu-road:first-child .road-column');
    expect([...columns].map((column) => column.textContent)).toEqual(['Small', 'BigBigBig']);
  });

  it('builds the 大小单双 selection of the type and prices it as the normal mode does', () => {
    renderPicker({ history: sscHistory });
    click(button('Bead road'));
    click(screen.getByLabelText('Tens Big'));
    expect(addButton().disabled).toBe(true); // 后二 needs a trait on 个位 too
    click(screen.getByLabelText('Units Small'));
    expect(isPressed(screen.getByLabelText('Tens Big'))).toBe(true);
    expect(figure('units')).toBe('1');
    expect(figure('amount')).toBe('2.000');
    click(addButton());

    const type = findBetType('ssc.bigSmall.back2');
    if (!type) throw new Error('no ssc.bigSmall.back2');
    const selection = { items: ['s.big', 'g.small'] };
    const priced = priceTicket({
      betType: type,
      selection,
      mode: 'yuan',
      multiple: 1,
      group: 1956,
      userGroup: 1956,
      caps: officialCapsOf(400_000_000n),
    });
    if (!priced.ok) throw new Error('not priced');
    expect(add).toHaveBeenCalledTimes(1);
    expect(add.mock.calls[0]?.[0]).toMatchObject({
      gameId: 2,
      request: {
        BetTypeId: 'ssc.bigSmall.back2',
        Selection: selection,
        Book: 'official',
        Mode: 'yuan',
        Multiple: 1,
        PrizeGroup: 1956,
      },
      betTypeName: 'Back 2 big/small/odd/even',
      units: priced.units,
      amountThousandths: Number(priced.amount),
    });
    // The picks are cleared and the mode stays for the next bet.
    expect(isPressed(screen.getByLabelText('Tens Big'))).toBe(false);
    expect(isPressed(button('Bead road'))).toBe(true);
  });

  it('counts one bet per trait combination: 十位 大 and 小 with 个位 单 make 2', () => {
    renderPicker({ history: sscHistory });
    click(button('Bead road'));
    click(screen.getByLabelText('Tens Big'));
    click(screen.getByLabelText('Tens Small'));
    click(screen.getByLabelText('Units Odd'));
    expect(figure('units')).toBe('2');
    expect(figure('amount')).toBe('4.000');
  });

  it('keeps the mode between 大小单双 types and leaves it for any other type', () => {
    renderPicker({ history: sscHistory });
    click(button('Bead road'));
    click(button('Front 3 big/small/odd/even'));
    expect(isPressed(button('Bead road'))).toBe(true);
    expect(
      [...document.querySelectorAll('section.luzhu-lane')].map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Ten-thousands', 'Thousands', 'Hundreds']);
    chooseType('5 stars', '5-star direct');
    expect(isPressed(button('Pick'))).toBe(true);
    expect(document.querySelector('.luzhu-board')).toBeNull();
    expect(screen.getByRole('group', { name: 'Ten-thousands' })).toBeTruthy();
  });

  it('goes back to the option buttons of the same type in normal mode, keeping the picks', () => {
    renderPicker({ history: sscHistory });
    click(button('Bead road'));
    click(screen.getByLabelText('Tens Big'));
    click(button('Pick'));
    expect(document.querySelector('.luzhu-board')).toBeNull();
    expect(isPressed(button('Tens big'))).toBe(true);
  });

  it('bets K3’s sum on one lane, with the sum’s own 大 (11 to 18)', () => {
    const k3 = sscGame({ Family: 'k3', CategoryId: 202 });
    renderPicker({ game: k3, history: historyOf(['1,2,3', '5,5,1', '6,6,6']) });
    click(button('Bead road'));
    expect(streakOf('Sum', 'bigSmall')).toBe('Current run: Big × 2');
    expect(streakOf('Sum', 'oddEven')).toBe('Current run: Even × 1');
    click(screen.getByLabelText('Sum Big'));
    expect(figure('units')).toBe('1');
    expect(figure('amount')).toBe('2.000');
    click(addButton());
    expect(add.mock.calls[0]?.[0].request).toMatchObject({
      BetTypeId: 'k3.sum.bigSmallOddEven',
      Selection: { items: ['big'] },
    });
  });

  it('is not offered where the family sells no official 大小单双 type, nor in an instant game', () => {
    for (const game of [
      sscGame({ Family: '11x5', CategoryId: 201 }),
      sscGame({ Family: 'pk10', CategoryId: 14 }),
      sscGame({ DrawSource: 'instant' }),
    ]) {
      renderPicker({ game });
      expect(screen.queryByText('Bead road', { selector: 'button' })).toBeNull();
      cleanup();
    }
  });

  it('shows the buttons while the results load, then an error with a retry that recovers', async () => {
    let calls = 0;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        calls += 1;
        if (calls === 1) throw new TypeError('offline');
        return { ok: true, status: 200, text: async () => JSON.stringify(sscHistory) };
      }),
    );
    renderPicker();
    click(button('Bead road'));
    expect(screen.getByLabelText('Tens Big')).toBeTruthy();
    expect(await screen.findByText('Could not load. Please retry.')).toBeTruthy();
    click(button('Retry'));
    await waitFor(() => expect(streakOf('Tens', 'bigSmall')).toBe('Current run: Big × 3'));
  });

  it('says when there are no results yet', () => {
    renderPicker({ history: historyOf([]) });
    click(button('Bead road'));
    expect(
      screen.getByText('No results yet: the bead road shows after the first draws.'),
    ).toBeTruthy();
    expect(screen.getByLabelText('Units Even')).toBeTruthy();
  });

  it('leaves out the result under a scratch card', () => {
    renderPicker({ history: sscHistory, coveredSerial: '20260310-0004' });
    click(button('Bead road'));
    expect(streakOf('Tens', 'bigSmall')).toBe('Current run: Big × 2');
  });

  it('speaks Chinese', async () => {
    renderPicker({ history: sscHistory });
    await i18next.changeLanguage('zh-CN');
    click(button('路珠'));
    expect(within(lane('十位')).getByLabelText('十位大').textContent).toBe('大');
    expect(streakOf('十位', 'bigSmall')).toBe('当前：大 连 3 期');
    expect(screen.getByText(/路珠模式/)).toBeTruthy();
  });
});
