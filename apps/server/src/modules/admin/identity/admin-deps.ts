import type { TDatabase } from '../../../db/database.ts';
import type { TClock, TIds } from '../../../platform/clock.ts';
import type { TTokenService } from '../../auth/token-service.ts';

/** What the administrator identity functions need: the database, time, ids and their tokens. */
export interface TAdminIdentityDeps {
  db: TDatabase;
  clock: TClock;
  ids: TIds;
  /** Signs and checks administrator tokens (audience 'admin'). */
  adminTokens: TTokenService;
}
