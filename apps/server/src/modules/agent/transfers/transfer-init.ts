import type { TAgentTransferInit } from '@lottery/contracts';
import type { TSession } from '../../../platform/route.ts';
import { hasFundPassword } from '../../account/fund-password.ts';
import { secondFactorFlags } from '../../account/second-factor.ts';
import { hasFlag } from '../../auth/state-flags.ts';
import { balanceOf } from '../../wallet/ledger.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import { transferKinds } from './transfer-privileges.ts';

/** What the transfer dialog shows before the agent types anything. */
export async function transferInit(
  deps: TAgentDeps,
  session: TSession,
): Promise<TAgentTransferInit> {
  const [row] = await deps.db.query<{ state_flags: number }>(
    `SELECT state_flags FROM users WHERE id = $1`,
    [session.userId],
  );
  return {
    Balance: await balanceOf(deps.db, { userId: session.userId, kind: 'player' }),
    Kinds: await transferKinds(deps, session),
    FundPasswordSet: await hasFundPassword(deps.db, session.userId),
    SecondFactorRequired: hasFlag(row?.state_flags ?? 0, secondFactorFlags.transfer),
  };
}
