import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { CartPanel } from '../cart/cart-panel.tsx';
import { useCartStore } from '../cart/cart-store.ts';
import { sscGame, starFiveTicket } from '../cart/testing/cart-fixtures.ts';
import { fakeApi, ok } from '../cart/testing/fake-api.ts';
import { renderCart } from '../cart/testing/render-cart.tsx';
import { resetCartState } from '../cart/testing/reset-cart-state.ts';
import { BetBarProvider, InBetBar } from './bet-bar.tsx';

const issue = '20260310-0005';

/** A screen as narrow as a phone's (or not), as far as useMediaQuery can tell. */
function stubScreen(isPhone: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: isPhone && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function renderBetScreen() {
  renderCart(
    <BetBarProvider>
      {(bar) => (
        <>
          <main>
            <InBetBar slot="ticket">
              <button type="button">Add to cart</button>
            </InBetBar>
            {bar}
          </main>
          <aside>
            <CartPanel game={sscGame()} issueSerial={issue} />
          </aside>
        </>
      )}
    </BetBarProvider>,
  );
}

const bar = () => screen.getByRole('region', { name: 'Bet bar' });

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  useSessionStore.setState({ session: null });
  resetCartState();
  fakeApi(() => ok({}));
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the bet bar', () => {
  it('holds the ticket slot and "Bet now"; the cart stays beside the board on a wide screen', () => {
    stubScreen(false);
    useCartStore.getState().add(starFiveTicket());
    renderBetScreen();
    expect(within(bar()).getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(within(bar()).getByRole('button', { name: 'Bet now' })).toHaveProperty(
      'disabled',
      false,
    );
    expect(within(bar()).queryByRole('button', { name: /^Cart,/ })).toBeNull();
    expect(screen.getByRole('heading', { name: 'Cart (1)' })).toBeTruthy();
  });

  it('leaves the controls in place where there is no bar', () => {
    stubScreen(true);
    renderCart(<CartPanel game={sscGame()} issueSerial={issue} />);
    expect(screen.queryByRole('region', { name: 'Bet bar' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Bet now' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Cart (0)' })).toBeTruthy();
  });

  it('on a phone opens the cart as a sheet from its count; Escape closes it, focus returns', () => {
    stubScreen(true);
    useCartStore.getState().add(starFiveTicket());
    renderBetScreen();
    expect(screen.queryByRole('heading', { name: 'Cart (1)' })).toBeNull();
    const open = within(bar()).getByRole('button', { name: 'Cart, tickets: 1' });
    open.focus();
    fireEvent.click(open);

    const sheet = screen.getByRole('dialog', { name: 'Cart (1)' });
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(within(sheet).getByText(/^Selected: 1/)).toBeTruthy();
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);

    fireEvent.click(open);
    fireEvent.click(screen.getByRole('button', { name: 'Close the cart' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(open);
  });

  it('on a phone opens the sheet with the outcome once the bet is answered', async () => {
    stubScreen(true);
    fakeApi(({ path }) =>
      path === '/api/Bet/Place'
        ? ok({
            Tickets: [{ TicketId: 11, SerialNumber: 'B00000011', Amount: 4, Units: 2 }],
            TotalAmount: 4,
            WalletAmount: 996,
          })
        : ok({}),
    );
    useCartStore.getState().add(starFiveTicket());
    renderBetScreen();
    fireEvent.click(within(bar()).getByRole('button', { name: 'Bet now' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Confirm your bet' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Place bet' }));

    const sheet = await screen.findByRole('dialog', { name: 'Cart (0)' });
    expect(await within(sheet).findByText('Bet placed')).toBeTruthy();
    expect(within(sheet).getByText('Ticket B00000011')).toBeTruthy();
  });
});
