import { useBetOutcomes } from '../bet-outcomes-store.ts';
import { useCartStore } from '../cart-store.ts';
import { usePendingBets } from '../pending-bets-store.ts';

/** Every cart store back to empty, and local storage cleared: each test starts from nothing. */
export function resetCartState(): void {
  localStorage.clear();
  useCartStore.setState({ tickets: [] });
  usePendingBets.setState({ entries: [] });
  useBetOutcomes.setState({ place: null, schedule: null, ticketFaults: {}, sendingCount: 0 });
}

/** What a reload does to the stores: they are read again from local storage. */
export function simulateReload(): void {
  useBetOutcomes.setState({ place: null, schedule: null, ticketFaults: {}, sendingCount: 0 });
  useCartStore.getState().reload();
  usePendingBets.getState().reload();
}
