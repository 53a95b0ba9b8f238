import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';

export interface TContentDeps {
  db: TDatabase;
  clock: TClock;
}
