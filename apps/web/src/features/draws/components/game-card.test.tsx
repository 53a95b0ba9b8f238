import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { gamePhaseOf } from '../logic/game-phase.ts';
import { catalogueEntry, day0, gameInfo, infoAt } from '../testing/draws-fixtures.ts';
import { renderWithProviders } from '../testing/render-with-providers.tsx';
import { GameCard } from './game-card.tsx';

beforeAll(() => {
  initI18n('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function renderCard(info: ReturnType<typeof gameInfo>, nowMs: number, isInstant = false) {
  // The countdown reads the clock itself.
  vi.useFakeTimers({ now: nowMs, toFake: ['Date'] });
  const state = gamePhaseOf(info, { clientNowMs: nowMs, serverOffsetMs: 0 });
  renderWithProviders(
    <GameCard
      game={catalogueEntry(isInstant ? { DrawSource: 'instant' } : {})}
      info={info}
      state={state}
    />,
  );
  const link = screen.getByRole('link', { name: '1-minute SSC' });
  return { link, card: link.closest('article') as HTMLElement };
}

describe('GameCard', () => {
  it('shows the sealed issue, "Sealed" and the countdown to its draw', () => {
    // Issue 2 closed at +115 s and draws at +120 s; issue 1 is the last result.
    const { link, card } = renderCard(infoAt(day0 + 116_000, 1), day0 + 116_000);
    expect(card.getAttribute('data-phase')).toBe('sealed');
    expect(card.textContent).toContain('Issue 20260310-0002');
    expect(card.textContent).toContain('Sealed');
    expect(screen.getByRole('timer').textContent).toBe('00:04');
    expect(card.textContent).toContain('Draws in');
    expect(screen.getByRole('img', { name: 'Winning number: 1 2 3 4 5' })).toBeTruthy();
    expect(link.getAttribute('href')).toBe('/Bet/2');
    // The link is named by the game; the rest of the card describes it.
    expect(link.getAttribute('aria-describedby')).toBeTruthy();
  });

  it('shows the countdown to the seal when open and goes to the bet page', () => {
    const { link, card } = renderCard(infoAt(day0 + 70_000, 1), day0 + 70_000);
    expect(card.textContent).toContain('Open');
    expect(screen.getByRole('timer').textContent).toBe('00:45');
    fireEvent.click(link);
    expect(screen.getByText('bet page')).toBeTruthy();
  });

  it('says "Drawing…" for the previous issue while the next one is open', () => {
    const { card } = renderCard(infoAt(day0 + 121_000, 1), day0 + 121_000);
    expect(card.textContent).toContain('Issue 20260310-0003');
    expect(card.textContent).toContain('Issue 20260310-0002: drawing…');
  });

  it('marks maintenance with a badge and no countdown', () => {
    const { card } = renderCard(gameInfo({ GameState: 1, IsMaintain: true }), day0);
    expect(card.textContent).toContain('Maintenance');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('shows an instant game as "Instant" without a countdown', () => {
    const { card } = renderCard(gameInfo({ IsMiaoMiao: true }), day0, true);
    expect(card.textContent).toContain('Instant');
    expect(card.textContent).toContain('Drawn the moment you bet');
    expect(screen.queryByRole('timer')).toBeNull();
  });
});
