import type { TAgentTransferKind, TPrivileges } from '@lottery/contracts';
import type { TSession } from '../../../platform/route.ts';
import type { TAgentDeps } from '../agent-deps.ts';
import { getPrivileges } from '../get-privileges.ts';

/** The transfer kinds of SPEC §3's three privileges, as Privileges/Get computes them. */
export const kindsOf = (privileges: TPrivileges): TAgentTransferKind[] => [
  ...(privileges.IsTransferPointEnabled ? (['TransferPoint'] as const) : []),
  ...(privileges.IsSuperTransferPointEnabled ? (['SuperTransferPoint'] as const) : []),
  ...(privileges.IsDepositFromWalletEnabled ? (['DepositFromWallet'] as const) : []),
];

/**
 * The kinds the agent may use with its state flags as they are now (not as at login). Read on
 * the database, outside a transaction (PGlite's one connection): a transfer reads them before
 * its own and checks the flags that matter most (frozen, withdraw disabled) again under its lock.
 */
export async function transferKinds(
  deps: TAgentDeps,
  session: TSession,
): Promise<TAgentTransferKind[]> {
  const [row] = await deps.db.query<{ state_flags: number }>(
    `SELECT state_flags FROM users WHERE id = $1`,
    [session.userId],
  );
  const stateFlags = row?.state_flags ?? session.stateFlags;
  return kindsOf(await getPrivileges(deps, { ...session, stateFlags }));
}
