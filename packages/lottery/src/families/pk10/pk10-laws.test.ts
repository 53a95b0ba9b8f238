import { describe, it } from 'vitest';
import { arbitraryDraw, checkBetTypeLaws } from '../../test-support/bet-type-laws.ts';
import { arbitrarySelection } from '../../core/kit/test-selections.ts';
import { pk10Types } from './pk10-types.ts';

describe('PK10 bet-type laws', () => {
  it.each(pk10Types.map((type) => [type.id, type] as const))('%s', (_, type) => {
    checkBetTypeLaws(type, arbitrarySelection(type, 4), arbitraryDraw(10, 1, 10, true), 100);
  });
});
