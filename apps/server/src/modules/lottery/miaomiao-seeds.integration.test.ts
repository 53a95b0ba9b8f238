import { commitmentOf, drawnFormatOf, issueNumberText, miaoMiaoDraw } from '@lottery/lottery';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test-support/test-app.ts';
import { nextInstantDraw } from './miaomiao-seeds.ts';

const t = useTestApp();
const sscCategory = 1;

const player = async () => {
  const { userId, loginId } = await t.createAccount();
  return { userId, token: await t.login(loginId) };
};
const getSeed = async (token: string) => {
  const response = await t.call('POST', '/api/MiaoMiao/GetSeed', { token });
  expect(response.statusCode, response.body).toBe(200);
  return response;
};
const rotate = (token: string, body?: unknown) =>
  t.call('POST', '/api/MiaoMiao/RotateSeed', { token, body });
const draw = (userId: number, categoryId = sscCategory) =>
  t.db.transaction((tx) => nextInstantDraw(tx, userId, categoryId, t.clock));
const openSeedOf = async (userId: number) => {
  const [row] = await t.db.query<{ server_seed: string }>(
    `SELECT server_seed FROM miaomiao_seed_pairs WHERE user_id = $1 AND revealed_at IS NULL`,
    [userId],
  );
  return row?.server_seed;
};

describe('MiaoMiao seed pairs', () => {
  it('opens one pair on the first ask and shows its hash, never its seed', async () => {
    const { userId, token } = await player();
    const first = await getSeed(token);
    const seed = first.json();
    expect(seed).toEqual({
      Commitment: expect.stringMatching(/^[0-9a-f]{64}$/),
      ClientSeed: expect.stringMatching(/^[0-9a-f]{16}$/),
      NextNonce: 0,
    });
    const serverSeed = await openSeedOf(userId);
    expect(serverSeed).toMatch(/^[0-9a-f]{64}$/);
    expect(commitmentOf(serverSeed as string)).toBe(seed.Commitment);
    expect(first.body).not.toContain(serverSeed);
    expect((await getSeed(token)).json()).toEqual(seed);
  });

  it('draws each bet with the next nonce, and a revealed pair recomputes every draw', async () => {
    const { userId, token } = await player();
    const before = (await getSeed(token)).json();
    const draws = [];
    for (let i = 0; i < 5; i += 1) draws.push(await draw(userId));
    expect(draws.map((made) => made.nonce)).toEqual([0, 1, 2, 3, 4]);
    for (const made of draws) {
      expect(made.serverSeedCommitment).toBe(before.Commitment);
      expect(made.clientSeed).toBe(before.ClientSeed);
      expect(made.winningNumber).toMatch(/^\d,\d,\d,\d,\d$/);
    }
    expect((await getSeed(token)).json().NextNonce).toBe(5);

    const response = await rotate(token, { ClientSeed: 'my-lucky-seed!' });
    expect(response.statusCode, response.body).toBe(200);
    const { Revealed, Current } = response.json();
    expect(Revealed).toEqual({
      ServerSeed: expect.stringMatching(/^[0-9a-f]{64}$/),
      Commitment: before.Commitment,
      ClientSeed: before.ClientSeed,
      NoncesUsed: 5,
    });
    expect(commitmentOf(Revealed.ServerSeed)).toBe(before.Commitment);
    const format = drawnFormatOf(sscCategory);
    for (const made of draws) {
      const numbers = miaoMiaoDraw(format, Revealed.ServerSeed, Revealed.ClientSeed, made.nonce);
      expect(issueNumberText(sscCategory, numbers).winningNumber).toBe(made.winningNumber);
    }
    expect(Current).toMatchObject({ ClientSeed: 'my-lucky-seed!', NextNonce: 0 });
    expect(Current.Commitment).not.toBe(before.Commitment);
    // The next bet is drawn under the new pair.
    expect(await draw(userId)).toMatchObject({
      serverSeedCommitment: Current.Commitment,
      clientSeed: 'my-lucky-seed!',
      nonce: 0,
    });
  });

  it('opens a pair for a bet made before any ask, and reveals nothing on a first rotation', async () => {
    const { userId, token } = await player();
    expect((await draw(userId)).nonce).toBe(0);
    expect((await getSeed(token)).json().NextNonce).toBe(1);
    const fresh = await player();
    const response = await rotate(fresh.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ Revealed: null, Current: { NextNonce: 0 } });
  });

  it('keeps players apart', async () => {
    const one = await player();
    const two = await player();
    const [a, b] = [(await getSeed(one.token)).json(), (await getSeed(two.token)).json()];
    expect(a.Commitment).not.toBe(b.Commitment);
    await draw(one.userId);
    expect((await getSeed(two.token)).json().NextNonce).toBe(0);
  });

  it('gives concurrent bets distinct nonces', async () => {
    const { userId } = await player();
    const made = await Promise.all(Array.from({ length: 8 }, () => draw(userId)));
    expect(made.map((one) => one.nonce).sort((x, y) => x - y)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('never draws under a pair once it is revealed, however a rotation and bets interleave', async () => {
    const { userId, token } = await player();
    await getSeed(token);
    const [rotated, ...made] = await Promise.all([
      rotate(token),
      ...Array.from({ length: 8 }, () => draw(userId)),
    ]);
    const { Revealed, Current } = rotated.json();
    const noncesUnder = (commitment: string) =>
      made
        .filter((one) => one.serverSeedCommitment === commitment)
        .map((one) => one.nonce)
        .sort((x, y) => x - y);
    const before = noncesUnder(Revealed.Commitment);
    const after = noncesUnder(Current.Commitment);
    expect(before.length + after.length).toBe(8);
    // Every nonce the revealed pair reports used was drawn before it was revealed, and no other.
    expect(before).toEqual(Array.from({ length: Revealed.NoncesUsed }, (_, i) => i));
    expect(after).toEqual(Array.from({ length: after.length }, (_, i) => i));
  });

  it('refuses a client seed that is not 1-64 printable characters', async () => {
    const { token } = await player();
    for (const ClientSeed of ['', 'with space', 'x'.repeat(65)]) {
      const response = await rotate(token, { ClientSeed });
      expect(response.statusCode).toBe(400);
      expect(response.json().Code).toBe(1001);
    }
  });
});
