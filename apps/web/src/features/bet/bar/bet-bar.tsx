import { createContext, useContext, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

type TSlot = 'ticket' | 'cart';
type TSlots = Readonly<Record<TSlot, HTMLElement | null>>;

const noSlots: TSlots = { ticket: null, cart: null };
const BetBarSlots = createContext<TSlots>(noSlots);

/**
 * The bet bar: what a player needs after picking (the ticket's figures, multiple and add to cart,
 * then the cart's count and "Bet now") in one bar, fixed at the bottom of a phone's screen and
 * under the board on a wide one. The picker and the cart keep their own state and put their
 * controls into its two slots (InBetBar), so nothing is lifted out of them.
 */
export function BetBarProvider({ children }: { children(bar: ReactNode): ReactNode }) {
  const { t } = useTranslation();
  const [ticket, setTicket] = useState<HTMLElement | null>(null);
  const [cart, setCart] = useState<HTMLElement | null>(null);
  const bar = (
    <div className="bet-bar" role="region" aria-label={t('bet.bar.label')}>
      <div className="bet-bar-ticket" ref={setTicket} />
      <div className="bet-bar-cart" ref={setCart} />
    </div>
  );
  return <BetBarSlots.Provider value={{ ticket, cart }}>{children(bar)}</BetBarSlots.Provider>;
}

/** Puts its children into a slot of the bet bar; in place where there is no bar (tests, other screens). */
export function InBetBar({ slot, children }: { slot: TSlot; children: ReactNode }) {
  const target = useContext(BetBarSlots)[slot];
  return target ? createPortal(children, target) : children;
}

/** Whether the controls go into a bar (a picker or cart on the bet screen) or stay in place. */
export const useHasBetBar = () => useContext(BetBarSlots) !== noSlots;
