import { describe, expect, it } from 'vitest';
import { gamePhaseOf } from '../../draws/logic/game-phase.ts';
import { catalogueEntry, day0, gameInfo } from '../../draws/testing/draws-fixtures.ts';
import { closedReasonOf } from './closed-reason.ts';

const clock = { clientNowMs: day0, serverOffsetMs: 0 };
const phaseIn = (GameState: number) => gamePhaseOf(gameInfo({ GameState }), clock);

describe('closedReasonOf (SPEC §4 game states)', () => {
  it('follows LotteryGame/Info once it has answered', () => {
    expect(closedReasonOf(catalogueEntry(), phaseIn(1))).toBe('maintenance');
    expect(closedReasonOf(catalogueEntry(), phaseIn(2))).toBe('offline');
    expect(closedReasonOf(catalogueEntry(), phaseIn(3))).toBe('offline');
    expect(closedReasonOf(catalogueEntry({ GameState: 1 }), phaseIn(0))).toBeNull();
  });

  it('takes the catalogue state until then', () => {
    expect(closedReasonOf(catalogueEntry({ GameState: 0 }), undefined)).toBeNull();
    expect(closedReasonOf(catalogueEntry({ GameState: 1 }), undefined)).toBe('maintenance');
    expect(closedReasonOf(catalogueEntry({ GameState: 3 }), undefined)).toBe('offline');
  });
});
