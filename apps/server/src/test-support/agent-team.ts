import type { TTestApp } from './test-app.ts';

/**
 * A small agent tree for the agent programme's tests:
 *
 *   top (agent, no upline)          outsider (agent, no upline)
 *   ├── sub (agent)                 └── outsiderPlayer
 *   │   └── member (player)
 *   └── directPlayer
 *
 * `member` is in top's team but not a direct member; outsider's accounts are in no one's team
 * but outsider's. Nobody is logged in: tests log in whom they need (logins are slow).
 */
export async function createAgentTeam(t: Pick<TTestApp, 'createAccount'>) {
  const top = await t.createAccount({ role: 'agent' });
  const sub = await t.createAccount({ role: 'agent', parentId: top.userId });
  const member = await t.createAccount({ parentId: sub.userId });
  const directPlayer = await t.createAccount({ parentId: top.userId });
  const outsider = await t.createAccount({ role: 'agent' });
  const outsiderPlayer = await t.createAccount({ parentId: outsider.userId });
  return { top, sub, member, directPlayer, outsider, outsiderPlayer };
}
