import type { TPlayerBaseData } from '@lottery/contracts';
import { findBetType, type TBetType } from '@lottery/lottery';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';
import { sscFast } from '../testing/multi-bet-fixtures.ts';
import { renderRoute, stubFetch } from '../testing/render-route.tsx';
import { RandomPickForm } from './random-pick-form.tsx';

const star5 = findBetType('ssc.star5.direct') as TBetType;
const placed: unknown[] = [];
/** A generator that always answers 3 (mod n): every 机选 ball is 3, then 4 after a re-pick. */
let nextBall = 3;
const random = (n: number) => nextBall % n;

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  placed.length = 0;
  nextBall = 3;
  vi.useFakeTimers();
  useUserInfo.getState().update({ playerBaseData: { PrizeGroup: 1950 } as TPlayerBaseData });
  vi.stubGlobal(
    'fetch',
    vi.fn(
      stubFetch((path, body) => {
        placed.push(body);
        return { Tickets: [], TotalAmount: 4, WalletAmount: 96 };
      }),
    ),
  );
});
afterEach(() => {
  cleanup();
  useUserInfo.getState().reset();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const renderForm = (issueSerial: string | null) =>
  renderRoute(
    '/',
    '/',
    <RandomPickForm game={sscFast} type={star5} issueSerial={issueSerial} random={random} />,
  );
const multiple = () => screen.getByLabelText('Multiple');

describe('RandomPickForm (official quick bet)', () => {
  it('places the random pick it shows, at the multiple typed and the own prize group', async () => {
    renderForm('20260310-0002');
    expect(screen.getByText('3 | 3 | 3 | 3 | 3')).toBeTruthy();
    // 1 unit at 2 yuan; the 400,000 cap over a 195,000 top prize allows 2×.
    expect(screen.getByText('Bets: 1 · 2.000 yuan')).toBeTruthy();
    expect(screen.getByText('At most 2×')).toBeTruthy();
    fireEvent.change(multiple(), { target: { value: '2' } });
    expect(screen.getByText('Bets: 1 · 4.000 yuan')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await advance(0);
    const dialog = screen.getByRole('alertdialog');
    expect(dialog.textContent).toContain(
      '1-minute SSC issue 20260310-0002: 5-star direct 3 | 3 | 3 | 3 | 3. Bets: 1, total 4.000 yuan.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Place bet' }));
    nextBall = 4;
    await advance(10);

    expect(placed).toEqual([
      {
        GameId: 2,
        IssueSerialNumber: '20260310-0002',
        Tickets: [
          {
            Book: 'official',
            BetTypeId: 'ssc.star5.direct',
            Selection: { rows: [[3], [3], [3], [3], [3]] },
            Mode: 'yuan',
            Multiple: 2,
            PrizeGroup: 1950,
          },
        ],
      },
    ]);
    // A placed pick is replaced by a fresh one.
    expect(screen.getByText('4 | 4 | 4 | 4 | 4')).toBeTruthy();
  });

  it("bets at the game's prize group cap when it is below the player's own", async () => {
    renderRoute(
      '/',
      '/',
      <RandomPickForm
        game={{ ...sscFast, MaxPrizeGroup: 1900 }}
        type={star5}
        issueSerial="20260310-0002"
        random={random}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Bet' }));
    await advance(0);
    fireEvent.click(
      within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Place bet' }),
    );
    await advance(10);
    expect(placed).toMatchObject([{ Tickets: [{ PrizeGroup: 1900 }] }]);
  });

  it('refuses a multiple over the payout cap before sending, and re-picks on demand', async () => {
    renderForm('20260310-0002');
    fireEvent.change(multiple(), { target: { value: '3' } });
    expect(screen.getByRole('alert').textContent).toBe('Over the payout cap: at most 2×');
    expect(multiple().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('button', { name: 'Bet' })).toHaveProperty('disabled', true);

    fireEvent.change(multiple(), { target: { value: '1.5' } });
    expect(screen.getByRole('alert').textContent).toBe(
      'The multiple is a whole number of at least 1',
    );

    nextBall = 7;
    fireEvent.click(screen.getByRole('button', { name: 'Pick again' }));
    expect(screen.getByText('7 | 7 | 7 | 7 | 7')).toBeTruthy();
    expect(placed).toEqual([]);
  });

  it('waits for the prize group before pricing', () => {
    useUserInfo.getState().update({ playerBaseData: null });
    renderForm('20260310-0002');
    expect(screen.getByText('Reading your prize group…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Bet' })).toHaveProperty('disabled', true);
  });
});
