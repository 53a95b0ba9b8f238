import { builtinAdminRoles, builtinRoleNames, type TAdminPermission } from '@lottery/contracts';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();

/**
 * Permission matrix of the Players, Dashboard and Reports routes: each against every built-in
 * role (refused with 403 exactly when the role lacks the route's permission), and against a
 * player, an agent and an anonymous caller (401: an administrator route takes no player token).
 * Mutating calls name a player that does not exist, so a permitted call ends in a 404 that
 * changes nothing (their audit rows are asserted in players.integration.test.ts).
 */
const day = '2026-03-01';
const range = `StartDate=${day}&EndDate=${day}`;
const routes: [
  method: 'GET' | 'POST',
  url: string,
  permission: TAdminPermission,
  body?: unknown,
][] = [
  ['GET', '/api/Admin/Players', 'players.view'],
  ['GET', '/api/Admin/Players/nobody-here', 'players.view'],
  ['GET', `/api/Admin/Players/nobody-here/Statement?${range}`, 'players.view'],
  ['GET', '/api/Admin/Players/nobody-here/Bets', 'players.view'],
  ['GET', '/api/Admin/Players/nobody-here/Schedules', 'players.view'],
  ['GET', '/api/Admin/Players/nobody-here/Logins', 'players.view'],
  [
    'POST',
    '/api/Admin/Players/MoveUnderAgent',
    'players.manage',
    { LoginId: 'nobody-here', AgentLoginId: null, Reason: 'matrix' },
  ],
  [
    'POST',
    '/api/Admin/Players/ResetSecondFactor',
    'players.manage',
    { LoginId: 'nobody-here', Reason: 'matrix' },
  ],
  ['GET', '/api/Admin/Dashboard', 'dashboard.view'],
  ['GET', `/api/Admin/Reports/Games?${range}`, 'reports.view'],
  ['GET', `/api/Admin/Reports/AgentTeams?${range}`, 'reports.view'],
  ['GET', `/api/Admin/Reports/Players?${range}`, 'reports.view'],
  ['GET', `/api/Admin/Reports/Games/Csv?${range}`, 'reports.export'],
  ['GET', `/api/Admin/Reports/AgentTeams/Csv?${range}`, 'reports.export'],
  ['GET', `/api/Admin/Reports/Players/Csv?${range}`, 'reports.export'],
];

describe('back-office permission matrix', () => {
  it('answers every route by role, and refuses players, agents and anonymous callers', async () => {
    const tokens = Object.fromEntries(
      await Promise.all(builtinRoleNames.map(async (role) => [role, await t.adminToken(role)])),
    ) as Record<(typeof builtinRoleNames)[number], string>;
    const player = await t.createAccount();
    const agent = await t.createAccount({ role: 'agent' });
    const outsiders = {
      player: await t.login(player.loginId),
      agent: await t.login(agent.loginId),
      anonymous: undefined,
    };
    const seen: string[] = [];
    for (const [method, url, permission, body] of routes) {
      for (const role of builtinRoleNames) {
        const answer = await t.call(method, url, {
          token: tokens[role],
          ...(body ? { body } : {}),
        });
        const allowed = builtinAdminRoles[role].includes(permission);
        const verdict = allowed
          ? answer.statusCode !== 403 && answer.statusCode !== 401
          : answer.statusCode === 403;
        if (!verdict) seen.push(`${role} ${method} ${url}: ${answer.statusCode}`);
        if (allowed) expect(answer.statusCode, `${role} ${url}`).toBeLessThan(500);
      }
      for (const [who, token] of Object.entries(outsiders)) {
        const answer = await t.call(method, url, {
          ...(token ? { token } : {}),
          ...(body ? { body } : {}),
        });
        if (answer.statusCode !== 401) seen.push(`${who} ${method} ${url}: ${answer.statusCode}`);
      }
    }
    expect(seen).toEqual([]);
  });
});
