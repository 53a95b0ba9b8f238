import type { TBetType } from '../../core/bet-type.ts';
import { sscStar5Direct } from './star5-direct.ts';

export const sscBetTypes: readonly TBetType[] = [sscStar5Direct];
