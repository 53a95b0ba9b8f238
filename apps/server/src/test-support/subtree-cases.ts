import type { createAgentTeam } from './agent-team.ts';
import type { TTestApp } from './test-app.ts';

/** The accounts of createAgentTeam: the caller is `top`; `outsider` and its player are foreign. */
export type TAgentTeam = Awaited<ReturnType<typeof createAgentTeam>>;

/** How a case names the foreign account: by user id or by login id. */
export type TSubtreeRef = { userId: number } | { loginId: string };

/**
 * One row of the subtree matrix (team/subtree-matrix.integration.test.ts): an agent route called
 * by `top` naming an account outside top's team. The matrix calls it once per foreign account
 * (outsider, outsiderPlayer) and per kind of id the case accepts, asserts the refusal's code and
 * that `snapshot` reads the same before and after. Each part exports its cases from
 * `modules/agent/<part>/<part>-subtree-cases.ts` as `subtreeCases`.
 */
export interface TSubtreeCase {
  /** e.g. 'POST /api/Team/MoveMember (member)'. */
  name: string;
  /** Which ids the route accepts for the account it names. */
  refs: readonly ('userId' | 'loginId')[];
  /** Makes the call; `foreign` is the account outside the team, named the way `ref` says. */
  call(input: {
    t: TTestApp;
    team: TAgentTeam;
    token: string;
    foreign: TSubtreeRef;
  }): Promise<{ statusCode: number; json(): unknown }>;
  /** Codes that count as the refusal (8001 NotInTeam by default). */
  codes?: readonly number[];
  /** What must not change: rows read before and after the call (default: none besides the call). */
  snapshot?(t: TTestApp, team: TAgentTeam): Promise<unknown>;
}
