import { describe, it } from 'vitest';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { arbitrarySelection } from '../../core/kit/test-selections.ts';
import { elevenFiveTypes } from './eleven-five-types.ts';

describe('11x5 bet-type laws', () => {
  it.each(elevenFiveTypes.map((type) => [type.id, type] as const))('%s', (_, type) => {
    checkBetTypeLaws(type, arbitrarySelection(type, 11), arbitraryDraw(5, 1, 11, true), 100);
  });
});
