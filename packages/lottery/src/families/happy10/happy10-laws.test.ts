import { describe, it } from 'vitest';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { arbitrarySelection } from '../../core/kit/test-selections.ts';
import { happy10Types } from './happy10-types.ts';

describe('Happy 10 bet-type laws', () => {
  it.each(happy10Types.map((type) => [type.id, type] as const))('%s', (_, type) => {
    checkBetTypeLaws(type, arbitrarySelection(type, 9), arbitraryDraw(8, 1, 20, true), 100);
  });
});
