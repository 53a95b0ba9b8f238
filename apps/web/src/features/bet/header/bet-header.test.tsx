import type { TGameInfo } from '@lottery/contracts';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { cataloguePhaseOf, gamePhaseOf } from '../../draws/logic/game-phase.ts';
import {
  catalogueEntry,
  day0,
  drawn,
  gameInfo,
  infoAt,
} from '../../draws/testing/draws-fixtures.ts';
import { jsonFetch, renderWithProviders } from '../../draws/testing/render-with-providers.tsx';
import { BetHeader } from './bet-header.tsx';

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  useUserInfo.setState({ walletAmount: 98765.432, hideWalletAmount: false });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      jsonFetch((path) => {
        if (path !== '/api/DrawHistory/Search') throw new Error(`unexpected ${path}`);
        return { Items: [drawn(1)], TotalCount: 1, PageIndex: 1, PageSize: 50 };
      }),
    ),
  );
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** A <header> inside a section is no banner landmark: found from its heading. */
const headerElement = () =>
  screen.getByRole('heading', { level: 1 }).closest('header') as HTMLElement;

/** The header at server time day0 + `atMs`, with the issues up to `drawnUpTo` drawn. */
function renderAt(
  atMs: number,
  drawnUpTo: number,
  info: TGameInfo = infoAt(day0 + atMs, drawnUpTo),
) {
  // The countdown reads the clock itself.
  vi.useFakeTimers({ now: day0 + atMs, toFake: ['Date'] });
  const state = gamePhaseOf(info, { clientNowMs: day0 + atMs, serverOffsetMs: 0 });
  renderWithProviders(
    <BetHeader
      game={catalogueEntry()}
      state={state}
      info={info}
      schedulesStatus="success"
      onRetry={() => undefined}
      coveredSerial={null}
      onReveal={() => undefined}
    />,
  );
  return headerElement();
}

describe('BetHeader', () => {
  it('while open: the issue on sale, the countdown to its seal, the last result and the wallet', () => {
    // Issue 2 opens at +60 s and seals at +115 s.
    const header = renderAt(100_000, 1);
    expect(screen.getByRole('heading', { name: '1-minute SSC' })).toBeTruthy();
    expect(header.textContent).toContain('Issue 20260310-0002');
    expect(header.textContent).toContain('OpenCloses in');
    expect(screen.getByRole('timer').textContent).toBe('00:15');
    expect(header.textContent).toContain('Result of issue 20260310-0001');
    expect(screen.getByRole('img', { name: 'Winning number: 1 2 3 4 5' })).toBeTruthy();
    expect(header.textContent).toContain('Balance 98,765.432');
  });

  it('once sealed: the issue awaiting its draw, the countdown to the draw and the next issue', () => {
    const header = renderAt(116_000, 1);
    expect(header.textContent).toContain('Issue 20260310-0002');
    expect(header.textContent).toContain('SealedDraws in');
    expect(screen.getByRole('timer').textContent).toBe('00:04');
    expect(header.textContent).toContain('Next: issue 20260310-0003');
  });

  it('says when the draw is due and names the issue only once', () => {
    const info = infoAt(day0 + 116_000, 1);
    const header = renderAt(121_000, 1, { ...info, Issues: [], CurrentIssue: null });
    expect(header.textContent).toContain('Drawing…');
    expect(header.textContent).not.toContain('Issue 20260310-0002: drawing…');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('while waiting with no issue scheduled: no countdown', () => {
    const header = renderAt(100_000, 1, gameInfo({ LastIssue: drawn(1), Issues: [] }));
    expect(header.textContent).toContain('Waiting for the next issue');
    expect(screen.queryByRole('timer')).toBeNull();
  });

  it('for an instant game: its note instead of issues and results', () => {
    const game = catalogueEntry({ DrawSource: 'instant', Books: ['official'] });
    renderWithProviders(
      <BetHeader
        game={game}
        state={cataloguePhaseOf(game)}
        info={undefined}
        schedulesStatus="success"
        onRetry={() => undefined}
        coveredSerial={null}
        onReveal={() => undefined}
      />,
    );
    expect(headerElement().textContent).toContain('Drawn the moment you bet');
    expect(screen.queryByText(/Result of issue/)).toBeNull();
  });

  it('keeps the wallet hidden when the player hid it', () => {
    useUserInfo.setState({ hideWalletAmount: true });
    expect(renderAt(100_000, 1).textContent).toContain('Balance ******');
  });

  it('offers a retry when the schedule cannot be read', () => {
    const onRetry = vi.fn();
    renderWithProviders(
      <BetHeader
        game={catalogueEntry()}
        state={undefined}
        info={undefined}
        schedulesStatus="error"
        onRetry={onRetry}
        coveredSerial={null}
        onReveal={() => undefined}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
