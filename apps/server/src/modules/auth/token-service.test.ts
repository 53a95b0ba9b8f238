import { describe, expect, it } from 'vitest';
import { createTokenService } from './token-service.ts';

const secret = new Uint8Array(32).fill(7);
const claims = { sessionId: 'session-1', userId: 42 };
const t0 = Date.UTC(2026, 10, 22, 12);

describe('token service', () => {
  it('verifies its own token again and again, until it expires', async () => {
    const tokens = createTokenService(secret, 60);
    const token = await tokens.sign(claims, t0);
    expect(await tokens.verify(token, t0)).toEqual({ ok: true, claims });
    expect(await tokens.verify(token, t0 + 59_999)).toEqual({ ok: true, claims });
    expect(await tokens.verify(token, t0 + 60_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses an expired token it has seen and one it has not', async () => {
    const tokens = createTokenService(secret, 60);
    const seen = await tokens.sign(claims, t0);
    const unseen = await tokens.sign({ ...claims, sessionId: 'session-2' }, t0);
    await tokens.verify(seen, t0);
    expect(await tokens.verify(seen, t0 + 61_000)).toEqual({ ok: false, reason: 'expired' });
    expect(await tokens.verify(unseen, t0 + 61_000)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuses a token signed with another secret or altered, even after a good one', async () => {
    const tokens = createTokenService(secret, 60);
    const good = await tokens.sign(claims, t0);
    await tokens.verify(good, t0);
    const foreign = await createTokenService(new Uint8Array(32).fill(8), 60).sign(claims, t0);
    expect(await tokens.verify(foreign, t0)).toEqual({ ok: false, reason: 'invalid' });
    const [head, , signature] = good.split('.');
    const body = Buffer.from(
      JSON.stringify({ sid: 'session-1', sub: '1', iss: 'lottery-platform', exp: t0 / 1000 + 60 }),
    ).toString('base64url');
    expect(await tokens.verify(`${head}.${body}.${signature}`, t0)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it("refuses another audience's token: a player token is no administrator token, nor the reverse", async () => {
    const players = createTokenService(secret, 60, 'player');
    const admins = createTokenService(secret, 60, 'admin');
    const playerToken = await players.sign(claims, t0);
    const adminToken = await admins.sign(claims, t0);
    expect(await admins.verify(playerToken, t0)).toEqual({ ok: false, reason: 'invalid' });
    expect(await players.verify(adminToken, t0)).toEqual({ ok: false, reason: 'invalid' });
    expect(await admins.verify(adminToken, t0)).toEqual({ ok: true, claims });
  });
});
