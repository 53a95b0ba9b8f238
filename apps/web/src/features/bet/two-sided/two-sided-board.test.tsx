import type { TGameCatalogueEntry } from '@lottery/contracts';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { gameDataQuery } from '../../../shared/lottery/game-data-query.ts';
import { setCurrentHub } from '../../../shared/realtime/current-hub.ts';
import { fakeHub } from '../../draws/testing/fake-hub.ts';
import {
  renderWithProviders,
  testQueryClient,
} from '../../draws/testing/render-with-providers.tsx';
import { useCartStore } from '../cart/cart-store.ts';
import { k3Game, k3GameData, k3GameId } from './testing/two-sided-fixtures.ts';
import { TwoSidedBoard } from './two-sided-board.tsx';

let hub: ReturnType<typeof fakeHub>;
const add = vi.fn();

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  hub = fakeHub();
  setCurrentHub(hub.hub);
  add.mockReset();
  // The cart's own behaviour is its helper's: here only what the board hands it.
  useCartStore.setState({ add });
});
afterEach(() => {
  cleanup();
  setCurrentHub(null);
});

function renderBoard(game: TGameCatalogueEntry = k3Game(), issueSerial: string | null = '0001') {
  const queryClient = testQueryClient();
  queryClient.setQueryData(gameDataQuery.queryKey, k3GameData(game));
  return renderWithProviders(<TwoSidedBoard game={game} issueSerial={issueSerial} />, queryClient);
}

/** The chip of an item inside its bet type's group. */
const chip = (betType: string, item: string) =>
  within(screen.getByRole('group', { name: betType })).getByRole('button', {
    name: new RegExp(`^${item}\\b`),
  });
const stakeChip = (label: string) =>
  within(screen.getByRole('group', { name: 'Chips: stake per item' })).getByRole('button', {
    name: label,
  });
const chooseStake = (label: string) => fireEvent.click(stakeChip(label));
const typeStake = (text: string) =>
  fireEvent.change(screen.getByLabelText('Custom amount'), { target: { value: text } });
const summary = () => screen.getByRole('region', { name: 'Your picks' });
const total = (term: string) =>
  within(summary()).getByText(term).closest('div')?.querySelector('dd')?.textContent;

const sum = 'Sum two-sided';
const dieCount = 'One die, by count';

describe('TwoSidedBoard', () => {
  it("lists the family's two-sided types by section, each item with its odds", async () => {
    renderBoard();
    expect(screen.getByRole('heading', { name: 'Two-sided', level: 3 })).toBeTruthy();
    expect(chip(sum, 'Big').textContent).toContain('2.005');
    // 单挑一骰's levels are not its faces: their odds stand beside the type's name.
    const block = screen.getByRole('group', { name: dieCount });
    expect(block.textContent).toContain('Thrice odds 4.000');
    // In the game's hub group, where BetNumberOddsUpdate is sent.
    await vi.waitFor(() => expect(hub.invoke).toHaveBeenCalledWith('MultiJoin', [k3GameId]));
  });

  it('picks items at the chosen chip, or at a typed amount', () => {
    renderBoard();
    expect(stakeChip('10').getAttribute('aria-pressed')).toBe('true');
    chooseStake('50');
    fireEvent.click(chip(sum, 'Big'));
    expect(chip(sum, 'Big').getAttribute('aria-pressed')).toBe('true');
    expect(chip(sum, 'Big').textContent).toContain('Picked, 50.000 each');
    typeStake('2.5');
    expect(stakeChip('50').getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip(sum, 'Small'));
    expect(chip(sum, 'Small').textContent).toContain('Picked, 2.500 each');
    // Clicking a picked item again lets it go.
    fireEvent.click(chip(sum, 'Big'));
    expect(chip(sum, 'Big').getAttribute('aria-pressed')).toBe('false');
  });

  it('refuses a typed amount that is not money and picks nothing with it', () => {
    renderBoard();
    typeStake('1.2345');
    expect(screen.getByRole('alert').textContent).toBe(
      'Enter an amount above 0 with at most three decimals.',
    );
    expect(chip(sum, 'Odd')).toHaveProperty('disabled', true);
    typeStake('');
    expect(chip(sum, 'Odd')).toHaveProperty('disabled', false);
  });

  it('adds up the stakes and the possible win exactly, one ticket per type and stake', () => {
    renderBoard();
    typeStake('3.333');
    fireEvent.click(chip(sum, 'Big'));
    fireEvent.click(chip(sum, 'Small'));
    chooseStake('5');
    fireEvent.click(chip(sum, 'Odd'));
    fireEvent.click(chip(dieCount, '1'));
    const lines = within(summary()).getAllByRole('listitem');
    expect(lines.map((line) => line.textContent)).toEqual([
      // 3.333 × 2.005 = 6.682665, floored to 6.682 per winning item.
      expect.stringMatching(/Sum two-sided: Big Small.*3\.333 × 2 = 6\.666.*Wins up to 13\.364/),
      expect.stringMatching(/Sum two-sided: Odd.*5\.000 × 1 = 5\.000.*Wins up to 10\.025/),
      // One face: its best level (shown three times) pays 4.000.
      expect.stringMatching(/One die, by count: 1.*5\.000 × 1 = 5\.000.*Wins up to 20\.000/),
    ]);
    expect(total('Total stake')).toBe('16.666');
    expect(total('Win if all hit')).toBe('43.389');
    expect(total('Limit this issue')).toBe('1,000,000.000');
  });

  it('shows odds pushed by the hub, marking the way they moved on picked items', () => {
    renderBoard();
    fireEvent.click(chip(sum, 'Big'));
    act(() => {
      hub.emit('BetNumberOddsUpdate', {
        GameId: k3GameId + 1,
        Odds: [{ BetTypeId: 'k3.twoSided.sum', Item: 'big', Level: 'big', OddsThousandths: 1500 }],
      });
    });
    expect(chip(sum, 'Big').textContent).toContain('2.005');
    act(() => {
      hub.emit('BetNumberOddsUpdate', {
        GameId: k3GameId,
        Odds: [
          { BetTypeId: 'k3.twoSided.sum', Item: 'big', Level: 'big', OddsThousandths: 2050 },
          { BetTypeId: 'k3.twoSided.sum', Item: 'small', Level: 'small', OddsThousandths: 1960 },
        ],
      });
    });
    expect(chip(sum, 'Big').textContent).toContain('2.050');
    expect(chip(sum, 'Big').textContent).toContain('Odds up, were 2.005');
    expect(chip(sum, 'Small').textContent).toContain('Odds down, were 2.005');
    expect(summary().textContent).toContain('The odds of some picks changed (marked)');
    expect(summary().textContent).toContain('Wins up to 20.500');
  });

  it('hands the cart exactly one ticket per bet type and stake, then clears the picks', () => {
    renderBoard();
    fireEvent.click(chip(sum, 'Small'));
    fireEvent.click(chip(sum, 'Big'));
    typeStake('0.5');
    fireEvent.click(chip(dieCount, '6'));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(add.mock.calls).toEqual([
      [
        {
          gameId: k3GameId,
          request: {
            BetTypeId: 'k3.twoSided.sum',
            Book: 'twoSided',
            Selection: { items: ['big', 'small'] },
            Stake: 10,
          },
          betTypeName: 'Sum two-sided',
          selectionText: 'Big Small',
          units: 2,
          amountThousandths: 20_000,
          maxMultiple: null,
        },
      ],
      [
        {
          gameId: k3GameId,
          request: {
            BetTypeId: 'k3.twoSided.dieCount',
            Book: 'twoSided',
            Selection: { items: ['6'] },
            Stake: 0.5,
          },
          betTypeName: 'One die, by count',
          selectionText: '6',
          units: 1,
          amountThousandths: 500,
          maxMultiple: null,
        },
      ],
    ]);
    expect(summary().textContent).toContain('Tickets added to the cart: 2.');
    expect(chip(sum, 'Big').getAttribute('aria-pressed')).toBe('false');
  });

  it('keeps picks out of the cart while no issue is on sale or a limit is passed', () => {
    const { unmount } = renderBoard(k3Game(), null);
    fireEvent.click(chip(sum, 'Big'));
    const addButton = () => screen.getByRole('button', { name: 'Add to cart' });
    expect(addButton()).toHaveProperty('disabled', true);
    expect(summary().textContent).toContain('No issue is on sale now');
    unmount();

    // 100 yuan a ticket at odds 4.000 at best: 25.000 a unit; 30 a player on the issue.
    renderBoard(k3Game({ MaxPayoutPerTicket: 100, MaxStakePerIssue: 30 }));
    chooseStake('50');
    fireEvent.click(chip(dieCount, '2'));
    expect(summary().textContent).toContain('over the limit of 25.000 per item');
    expect(addButton()).toHaveProperty('disabled', true);
    fireEvent.click(chip(dieCount, '2'));
    chooseStake('10');
    for (const item of ['Big', 'Small', 'Odd', 'Even']) fireEvent.click(chip(sum, item));
    expect(summary().textContent).toContain('over the limit of 30.000 for this issue');
    expect(addButton()).toHaveProperty('disabled', true);
    fireEvent.click(chip(sum, 'Even'));
    expect(addButton()).toHaveProperty('disabled', false);
  });
});
