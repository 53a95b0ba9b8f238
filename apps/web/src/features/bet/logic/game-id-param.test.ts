import { describe, expect, it } from 'vitest';
import { gameIdOfParam } from './game-id-param.ts';

describe('gameIdOfParam', () => {
  it('reads a game id of up to six digits', () => {
    expect(gameIdOfParam('2')).toBe(2);
    expect(gameIdOfParam('123456')).toBe(123456);
  });

  it('refuses anything else', () => {
    for (const id of [undefined, '', '1234567', '-1', '2a', '1.5', ' 2'])
      expect(gameIdOfParam(id)).toBeNull();
  });
});
