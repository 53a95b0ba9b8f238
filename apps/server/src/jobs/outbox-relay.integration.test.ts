import { describe, expect, it } from 'vitest';
import type { TDatabase, TQueryable } from '../db/database.ts';
import { settleIssue } from '../modules/bet/settle-issue.ts';
import { drawIssue, insertOpenTickets, openIssue } from '../modules/bet/ticket-fixtures.ts';
import { useHubClients } from '../test-support/hub-clients.ts';
import { useTestApp } from '../test-support/test-app.ts';
import { createOutboxRelay } from './outbox-relay.ts';

const t = useTestApp();
const hub = useHubClients(t);
const js11x5 = 8;
let nextIndex = 1;

/** A player with a hub connection collecting its BetAwardNotify and LotteryAwarded pushes. */
async function connectedPlayer() {
  const { userId, loginId } = await t.createAccount();
  await t.fund(userId, 100_000_000n);
  const { received } = await hub.connect<Record<string, unknown>>(await t.login(loginId), [
    'BetAwardNotify',
    'LotteryAwarded',
    'WalletChanged',
  ]);
  return { userId, received };
}

/** Settles an issue holding one winning ticket of the player: three outbox rows. */
async function win(userId: number) {
  const ref = await openIssue(
    t.db,
    js11x5,
    Date.UTC(2026, 4, 1, 4) + nextIndex * 60_000,
    nextIndex++,
  );
  const [ticket] = await insertOpenTickets(t.db, { ...ref, at: t.clock.now() }, [
    {
      userId,
      betTypeId: '11x5.front3.direct',
      book: 'official',
      group: 1950,
      selection: { rows: [[2], [3], [5]] },
    },
  ]);
  await drawIssue(t.db, ref, '02,03,05,09,11');
  await settleIssue(t.db, ref, { now: () => t.clock.now() });
  return { ref, ticket: ticket as bigint };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 10));
};

const unsent = async () => {
  const [row] = await t.db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM outbox WHERE sent_at IS NULL',
  );
  return row?.n;
};

/** The database with every `UPDATE outbox` failing: a relay that dies after sending, before marking. */
function crashingBeforeMark(db: TDatabase): TDatabase {
  const failing = (tx: TQueryable): TQueryable => ({
    exec: (sql) => tx.exec(sql),
    query: (sql, params) =>
      (typeof sql === 'string' ? sql : sql.text).startsWith('UPDATE outbox')
        ? Promise.reject(new Error('killed before marking'))
        : tx.query(sql, params),
  });
  return { ...db, transaction: (work) => db.transaction((tx) => work(failing(tx))) };
}

describe('the outbox relay', () => {
  it("delivers a win to the player's hub group with the SPEC §3 fields and marks it sent", async () => {
    const { userId, received } = await connectedPlayer();
    const { ref, ticket } = await win(userId);
    const relay = createOutboxRelay({ db: t.db, realtime: t.app.realtime, clock: t.clock });
    expect(await relay.tick()).toBe(3);
    await until(() => received.length === 3);
    const notice = {
      LotteryName: '极速11选5',
      BetTypeName: expect.any(String),
      LotteryNameEn: 'Speed 11x5',
      BetTypeNameEn: expect.any(String),
      IssueSerialNumber: ref.serialNumber,
      WinningNumber: '02,03,05,09,11',
      SerialNumber: `B${String(ticket).padStart(10, '0')}`,
      Prize: 1930.5,
      GameId: js11x5,
    };
    expect(received).toEqual([
      { event: 'BetAwardNotify', payload: { ...notice, DedupeKey: `BetAwardNotify:${ticket}` } },
      { event: 'LotteryAwarded', payload: { ...notice, DedupeKey: `LotteryAwarded:${ticket}` } },
      {
        event: 'WalletChanged',
        payload: { DedupeKey: expect.stringMatching(new RegExp(`^WalletChanged:\\d+:${userId}$`)) },
      },
    ]);
    expect(await unsent()).toBe(0);
    expect(await relay.tick()).toBe(0);
  });

  it('re-sends, with the same dedupe key, what a crash kept from being marked', async () => {
    const { userId, received } = await connectedPlayer();
    const { ticket } = await win(userId);
    const crashing = createOutboxRelay({
      db: crashingBeforeMark(t.db),
      realtime: t.app.realtime,
      clock: t.clock,
    });
    await expect(crashing.tick()).rejects.toThrow('killed before marking');
    await until(() => received.length === 3);
    expect(await unsent()).toBe(3);

    const relay = createOutboxRelay({ db: t.db, realtime: t.app.realtime, clock: t.clock });
    expect(await relay.tick()).toBe(3);
    await until(() => received.length === 6);
    const keys = received.map(({ payload }) => String(payload.DedupeKey).replace(/:\d+:/, ':tx:'));
    expect(keys).toEqual([
      `BetAwardNotify:${ticket}`,
      `LotteryAwarded:${ticket}`,
      `WalletChanged:tx:${userId}`,
      `BetAwardNotify:${ticket}`,
      `LotteryAwarded:${ticket}`,
      `WalletChanged:tx:${userId}`,
    ]);
    // The repeat is the same notice: a client dropping keys it has shown shows it once.
    expect(received.slice(3)).toEqual(received.slice(0, 3));
    expect(await unsent()).toBe(0);
  });

  it('started, sends soon after being prompted, and stops', async () => {
    const { userId, received } = await connectedPlayer();
    const relay = createOutboxRelay({ db: t.db, realtime: t.app.realtime, clock: t.clock });
    relay.start(60_000);
    // tick() runs after the first tick of start(); the next one is a minute away.
    await relay.tick();
    await win(userId);
    relay.sendSoon();
    await until(() => received.length === 3);
    await relay.stop();
    expect(received).toHaveLength(3);
    expect(await unsent()).toBe(0);
  });
});
