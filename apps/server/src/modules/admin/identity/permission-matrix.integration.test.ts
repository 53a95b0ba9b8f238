import {
  builtinAdminRoles,
  builtinRoleNames,
  isAdminPermission,
  type TBuiltinRoleName,
} from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test-support/test-app.ts';

/**
 * The permission matrix (issue #19): every administrator route of the OpenAPI document, whoever
 * registered it, called as each built-in role, as a session that passed only the password, as a
 * player, an agent and anonymously, is let through or refused exactly as its x-access and
 * x-permission and builtinAdminRoles say. Nothing here lists routes: a new route is in it.
 */
const t = useTestApp();

interface TOperation {
  'x-access': string;
  'x-permission'?: string;
}

type TCaller = TBuiltinRoleName | 'password-stage' | 'player' | 'agent' | 'anonymous';

/** The refusals of the gate in front of a handler; any other answer means it was let through. */
const gateCodes = new Set([2001, 2002, 2003, 6001, 6002, 6003, 6004, 6005]);

type TExpected = 'through' | { status: number; code: number };

function expectedFor(caller: TCaller, operation: TOperation): TExpected {
  const access = operation['x-access'];
  if (access === 'public') return 'through';
  if (caller === 'anonymous') return { status: 401, code: 2001 };
  // A player's or agent's token is of another audience: not a token here at all.
  if (caller === 'player' || caller === 'agent') return { status: 401, code: 2002 };
  if (caller === 'password-stage')
    return access === 'admin-pending' ? 'through' : { status: 403, code: 6002 };
  if (access !== 'admin') return 'through';
  const permission = operation['x-permission'] ?? '';
  return (builtinAdminRoles[caller] as readonly string[]).includes(permission)
    ? 'through'
    : { status: 403, code: 6001 };
}

const adminIds = new Map<TBuiltinRoleName, number>();
const playerTokens = { player: '', agent: '' };
let passwordStageAdmin = 0;
let routes: { method: string; path: string; operation: TOperation }[] = [];

beforeAll(async () => {
  for (const role of builtinRoleNames) adminIds.set(role, (await t.createAdmin({ role })).adminId);
  passwordStageAdmin = (await t.createAdmin({ role: 'owner' })).adminId;
  const agent = await t.createAccount({ role: 'agent' });
  const player = await t.createAccount({ parentId: agent.userId });
  playerTokens.agent = await t.login(agent.loginId);
  playerTokens.player = await t.login(player.loginId);
  const doc = (await t.call('GET', '/api/docs')).json() as {
    paths: Record<string, Record<string, TOperation>>;
  };
  routes = Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([method, operation]) => ({
      method: method.toUpperCase(),
      path,
      operation,
    })),
  );
});

/** A fresh session per call: a route may end the session it is called with (Logout). */
async function tokenOf(caller: TCaller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  if (caller === 'player' || caller === 'agent') return playerTokens[caller];
  if (caller === 'password-stage') return t.adminSessionToken(passwordStageAdmin, 'password');
  return t.adminSessionToken(adminIds.get(caller) as number);
}

const callers: readonly TCaller[] = [
  ...builtinRoleNames,
  'password-stage',
  'player',
  'agent',
  'anonymous',
];

const isAdminPath = (path: string) =>
  path.startsWith('/api/Admin/') || path.startsWith('/api/AdminAuth/');

describe('administrator permission matrix', () => {
  it('names an access for every administrator route, and a known permission for each admin one', () => {
    const admin = routes.filter((route) => isAdminPath(route.path));
    expect(admin.length).toBeGreaterThan(20);
    for (const { method, path, operation } of admin) {
      const where = `${method} ${path}`;
      if (path.startsWith('/api/Admin/')) {
        expect(operation['x-access'], where).toBe('admin');
        expect(isAdminPermission(operation['x-permission'] ?? ''), where).toBe(true);
      } else {
        expect(['admin-self', 'admin-pending', 'public'], where).toContain(operation['x-access']);
      }
    }
  });

  it('lets each caller through or refuses it exactly as the permission table says', async () => {
    const mismatches: string[] = [];
    const outcomes = { through: 0, refused: 0 };
    for (const { method, path, operation } of routes.filter((route) => isAdminPath(route.path))) {
      const url = path.replace(/\{[^}]+\}/g, '1');
      for (const caller of callers) {
        const token = await tokenOf(caller);
        // No body and no query: a handler let through answers its validation refusal (400)
        // or runs a call that needs no input; the gate is what is measured.
        const response = await t.call(method as 'GET', url, token ? { token } : {});
        const code = (response.json() as { Code?: number }).Code ?? 0;
        const expected = expectedFor(caller, operation);
        outcomes[expected === 'through' ? 'through' : 'refused'] += 1;
        const passed =
          expected === 'through'
            ? !gateCodes.has(code)
            : response.statusCode === expected.status && code === expected.code;
        if (!passed)
          mismatches.push(
            `${method} ${path} as ${caller}: ${response.statusCode} ${code}, expected ${JSON.stringify(expected)}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
    expect(outcomes.through).toBeGreaterThan(100);
    expect(outcomes.refused).toBeGreaterThan(100);
    // Every administrator route for every role: seconds per hundred routes.
  }, 180_000);

  it("refuses administrator tokens on every player and agent route (they are not players' tokens)", async () => {
    const mismatches: string[] = [];
    const playerRoutes = routes.filter(
      ({ path, operation }) =>
        !isAdminPath(path) && ['user', 'agent'].includes(operation['x-access']),
    );
    expect(playerRoutes.length).toBeGreaterThan(20);
    const token = await t.adminSessionToken(adminIds.get('owner') as number);
    for (const { method, path } of playerRoutes) {
      const response = await t.call(method as 'GET', path.replace(/\{[^}]+\}/g, '1'), { token });
      if (response.statusCode !== 401 || response.json().Code !== 2002)
        mismatches.push(`${method} ${path}: ${response.statusCode} ${response.body}`);
    }
    expect(mismatches).toEqual([]);
  });
});
