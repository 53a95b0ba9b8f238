import type { TDatabase } from '../../db/database.ts';
import type { TClock } from '../../platform/clock.ts';
import type { TDepositKind } from './deposit-kinds/deposit-kind.ts';

export interface TDepositDeps {
  db: TDatabase;
  clock: TClock;
  kinds: readonly TDepositKind[];
}
