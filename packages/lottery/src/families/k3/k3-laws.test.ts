import { describe, it } from 'vitest';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { arbitrarySelection } from '../../core/kit/test-selections.ts';
import { k3Types } from './k3-types.ts';

describe('K3 bet-type laws', () => {
  it.each(k3Types.map((type) => [type.id, type] as const))('%s', (_, type) => {
    checkBetTypeLaws(type, arbitrarySelection(type, 6), arbitraryDraw(3, 1, 6, false), 200);
  });
});
