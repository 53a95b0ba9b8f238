import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';

export interface TAgentDeps {
  db: TDatabase;
  clock: TClock;
}
