import type { TDatabase } from '../../db/database.ts';
import type { TClock, TIds } from '../../platform/clock.ts';
import type { TSessionEnds } from './session-ends.ts';
import type { TTokenService } from './token-service.ts';

export interface TAuthDeps {
  db: TDatabase;
  clock: TClock;
  ids: TIds;
  tokens: TTokenService;
  sessionEnds: TSessionEnds;
}
