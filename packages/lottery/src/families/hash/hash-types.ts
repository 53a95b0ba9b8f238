import type { TBetType } from '../../core/bet-type.ts';
import { hashLastDigit, hashStar5Direct } from './hash-bet-types.ts';

export { deriveHashDraw, hashFamily, hashToDraw, isBlockHash } from './hash-draw.ts';

/** Every hash-game bet type: 五星直选 (official book) and last-digit 大小单双 (two-sided). */
export const hashTypes: readonly TBetType[] = [hashStar5Direct, hashLastDigit];
