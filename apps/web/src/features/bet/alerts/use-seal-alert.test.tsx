import type { TGameInfo } from '@lottery/contracts';
import { cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useBetOptions } from '../../../shared/bet-options/bet-options-store.ts';
import { readBetOptions } from '../../../shared/bet-options/bet-options.ts';
import { initI18n } from '../../../shared/i18n/i18n.ts';
import { useNotices } from '../../../shared/notices/notices-store.ts';
import { gamePhaseOf, type TGamePhaseState } from '../../draws/logic/game-phase.ts';
import { day0, infoAt } from '../../draws/testing/draws-fixtures.ts';
import { useSealAlert } from './use-seal-alert.ts';

beforeAll(() => {
  initI18n('en');
});
beforeEach(() => {
  localStorage.clear();
  useBetOptions.setState({ options: readBetOptions(null) });
  useNotices.setState({ toasts: [], warnings: [], wins: [] });
});
afterEach(cleanup);

/** The phase and server time at day0 + `atMs`, from what the server answered at `answeredMs`. */
function lookAt(atMs: number, answeredMs = atMs): { state: TGamePhaseState; serverNowMs: number } {
  const info: TGameInfo = infoAt(day0 + answeredMs, 1);
  return {
    state: gamePhaseOf(info, { clientNowMs: day0 + atMs, serverOffsetMs: 0 }),
    serverNowMs: day0 + atMs,
  };
}

const warnings = () => useNotices.getState().warnings.map((warning) => warning.text);

function renderAt(atMs: number) {
  return renderHook(
    ({ look }: { look: ReturnType<typeof lookAt> }) => useSealAlert(look.state, look.serverNowMs),
    { initialProps: { look: lookAt(atMs) } },
  );
}

describe('useSealAlert', () => {
  it('warns once when the issue on sale seals, naming the next', () => {
    // Issue 2 is on sale from +60 s and seals at +115 s.
    const { rerender } = renderAt(100_000);
    rerender({ look: lookAt(114_000) });
    expect(warnings()).toEqual([]);
    rerender({ look: lookAt(115_000, 100_000) });
    const expected = ['Issue 20260310-0002 is sealed; bets now go to issue 20260310-0003'];
    expect(warnings()).toEqual(expected);
    // Later ticks, a fresh answer and the next issue opening bring no second warning.
    rerender({ look: lookAt(116_000, 100_000) });
    rerender({ look: lookAt(117_000) });
    rerender({ look: lookAt(121_000) });
    expect(warnings()).toEqual(expected);
  });

  it('does not warn on arriving at a game already sealed', () => {
    const { rerender } = renderAt(116_000);
    rerender({ look: lookAt(118_000) });
    expect(warnings()).toEqual([]);
  });

  it('does not warn when the player turned the alert off', () => {
    useBetOptions.getState().setOption('sealIssueAlert', false);
    const { rerender } = renderAt(100_000);
    rerender({ look: lookAt(115_000, 100_000) });
    expect(warnings()).toEqual([]);
  });
});
