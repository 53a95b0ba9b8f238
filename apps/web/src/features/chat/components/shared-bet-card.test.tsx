import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { takeHandedOffTickets } from '../../../shared/bet-handoff/bet-handoff.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { signInPlayer } from '../../../shared/testing/signed-in-player.ts';
import { resetChatStore } from '../store/chat-store.ts';
import { betShare } from '../testing/share-fixtures.ts';
import { SharedBetCard, SharedBetState } from './shared-bet-card.tsx';

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  signInPlayer();
});
afterEach(() => {
  cleanup();
  resetChatStore();
  useSessionStore.setState({ session: null });
});

function renderCard(share = betShare()) {
  return render(
    <MemoryRouter initialEntries={['/Chat']}>
      <Routes>
        <Route path="/Chat" element={<SharedBetCard share={share} />} />
        <Route path="/Bet/:id" element={<p>bet page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('SharedBetCard', () => {
  it('copies the ticket to its game’s bet page and goes there', () => {
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Copy to my cart' }));
    expect(screen.getByText('bet page')).toBeTruthy();
    expect(takeHandedOffTickets(2)).toEqual([
      {
        BetTypeId: 'ssc.star5.direct',
        Book: 'official',
        Selection: { rows: [[1, 2], [3], [4], [5], [6]] },
        Mode: 'yuan',
        Multiple: 3,
        Units: 2,
        Amount: 12,
      },
    ]);
  });

  it('shows the picks, a line per position, as the bet records do', () => {
    renderCard();
    const lines = screen.getAllByRole('listitem').map((item) => item.textContent);
    expect(lines).toEqual(['Ten-thousands1 2', 'Thousands3', 'Hundreds4', 'Tens5', 'Units6']);
  });

  it('shows no winning number before the ticket settles', () => {
    renderCard();
    expect(screen.queryByText(/Winning number/)).toBeNull();
  });

  it('says so when the copy cannot be kept (signed out), and stays', () => {
    useSessionStore.setState({ session: null });
    renderCard();
    fireEvent.click(screen.getByRole('button', { name: 'Copy to my cart' }));
    expect(screen.getByRole('alert').textContent).toBe('Could not copy: sign in again and retry.');
    expect(screen.queryByText('bet page')).toBeNull();
  });

  it('shows the win and the winning number the settled snapshot keeps (after a reload too)', () => {
    renderCard(betShare({ State: 3, Prize: 1950.5, WinningNumber: '1,3,4,5,6' }));
    expect(screen.getByText('Winning number 1,3,4,5,6')).toBeTruthy();
    expect(screen.getByText(/1,950\.500/)).toBeTruthy();
  });

  it('tells the state alone, as the pinned banner shows a pinned share', () => {
    render(<SharedBetState share={betShare({ State: 3, Prize: 1950.5 })} />);
    expect(screen.getByText(/Won.*1,950\.500/)).toBeTruthy();
  });
});
