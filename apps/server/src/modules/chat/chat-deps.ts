import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';

/** What the chat module's operations need; the hub and the routes add their own. */
export interface TChatDeps {
  db: TDatabase;
  clock: TClock;
}
