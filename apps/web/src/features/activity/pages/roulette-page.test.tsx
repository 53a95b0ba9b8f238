import { fireEvent, screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { fakeApi, type TAnswer } from '../../../shared/testing/fake-api.ts';
import {
  activityPageHooks,
  award,
  renderAt,
  revealedProof,
  rouletteDetail,
} from '../testing/activity-fixtures.tsx';
import { restingAngle } from '../roulette/wheel-geometry.ts';
import RoulettePage from './roulette-page.tsx';

activityPageHooks();
beforeAll(() => {
  initI18n('en');
});

const pageAt = () => renderAt('/RouletteActivity?id=7', '/RouletteActivity', <RoulettePage />);

describe('RoulettePage', () => {
  it('draws the wheel from the prizes with their chances, spins left and the turnover for the next', async () => {
    fakeApi(() => rouletteDetail());
    pageAt();
    const prizes = await screen.findByRole('list', { name: 'Wheel prizes' });
    expect(
      within(prizes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      '1.000 (40.0% chance)',
      '3.000 (30.0% chance)',
      '8.000 (18.0% chance)',
      '88.000 (12.0% chance)',
    ]);
    expect(screen.getByTestId('roulette-wheel').querySelectorAll('path')).toHaveLength(4);
    expect(screen.getByTestId('spins-left').textContent).toBe(
      'Spins left: 1 · Bet 100.000 more for another spin',
    );
  });

  it('spins to the drawn prize, then shows the amount and the proof of the draw', async () => {
    let spun = false;
    fakeApi(({ path }): TAnswer => {
      if (path === '/api/Activity/Claim') {
        spun = true;
        return { Award: award({ PrizeIndex: 2 }), Balance: 50 };
      }
      if (path === '/api/Activity/DrawProof') return revealedProof({ ServerSeed: null });
      if (path === '/api/Activity/Detail')
        return spun
          ? rouletteDetail({
              CanClaim: false,
              Progress: { ...rouletteDetail().Progress, SpinsLeft: 0, ClaimedThisPeriod: 1 },
              MyAwards: [award({ PrizeIndex: 2 })],
            })
          : rouletteDetail();
      return { Count: 0 };
    });
    pageAt();
    fireEvent.click(await screen.findByRole('button', { name: 'Spin' }));
    expect((await screen.findByTestId('claimed-amount')).textContent).toBe('You received 8.000');
    const rotation = Number(screen.getByTestId('roulette-wheel').dataset.rotation);
    expect(rotation % 360).toBe(restingAngle(2, 4));
    expect(rotation).toBeGreaterThanOrEqual(5 * 360);
    const drawn = within(screen.getByRole('list', { name: 'Wheel prizes' })).getAllByRole(
      'listitem',
    )[2];
    expect(drawn?.getAttribute('aria-current')).toBe('true');
    const panel = screen.getByRole('region', { name: 'Verify this draw' });
    expect(
      await within(panel).findByText('The seed is revealed when this period ends; verify it then'),
    ).toBeTruthy();
    expect(within(panel).getByText(revealedProof().Commitment)).toBeTruthy();
  });
});
