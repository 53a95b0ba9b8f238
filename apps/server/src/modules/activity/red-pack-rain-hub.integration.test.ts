import { HttpTransportType } from '@microsoft/signalr';
import { joinRedPackRainMethod, redPackRainGrabbedEvent } from '@lottery/contracts';
import { beforeAll, describe, expect, it } from 'vitest';
import { createOutboxRelay } from '../../jobs/outbox-relay.ts';
import { receivedAtLeast } from '../../test-support/chat-clients.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { claim, player, runningActivity } from './activity-fixtures.ts';
import { rainDraft } from './rain-fixtures.ts';

const t = useTestApp();
const hub = useHubClients(t);
let owner = '';

beforeAll(async () => {
  t.clock.set(siteNoonOf(Date.now()));
  owner = await t.adminToken('owner');
});

describe("the rain's live winner list over the hub, with the official client", () => {
  it("a grab reaches the other players on the rain's screen, masked, and nobody else", async () => {
    const id = await runningActivity(t, owner, rainDraft(t.clock.now()));
    const other = await runningActivity(t, owner, rainDraft(t.clock.now()));
    const grabber = await player(t);
    const watcher = await player(t);
    const elsewhere = await player(t);
    const watching = await hub.connect(watcher.token, [redPackRainGrabbedEvent]);
    const polling = await hub.connect(
      grabber.token,
      [redPackRainGrabbedEvent],
      HttpTransportType.LongPolling,
    );
    const away = await hub.connect(elsewhere.token, [redPackRainGrabbedEvent]);
    expect(await watching.connection.invoke(joinRedPackRainMethod, id)).toBe(true);
    expect(await polling.connection.invoke(joinRedPackRainMethod, String(id))).toBe(true);
    expect(await away.connection.invoke(joinRedPackRainMethod, other)).toBe(true);
    await expect(watching.connection.invoke(joinRedPackRainMethod, 'x')).rejects.toThrow();

    const grab = await claim(t, grabber.token, id);
    expect(grab.statusCode, grab.body).toBe(200);
    const award = (grab.json() as { Award: { ClaimId: number; Amount: number } }).Award;
    // Nothing is pushed before the relay sends the committed grab.
    expect(watching.received).toEqual([]);
    const relay = createOutboxRelay({ db: t.db, realtime: t.app.realtime, clock: t.clock });
    expect(await relay.tick()).toBeGreaterThanOrEqual(1);
    await receivedAtLeast(watching.received, 1);
    await receivedAtLeast(polling.received, 1);
    const masked = `${grabber.loginId.slice(0, 2)}**${grabber.loginId.slice(-1)}`;
    expect(watching.received).toEqual([
      {
        event: redPackRainGrabbedEvent,
        payload: expect.objectContaining({
          ClaimId: award.ClaimId,
          LoginId: masked,
          Amount: award.Amount,
          Rain: 0,
        }),
      },
    ]);
    expect(polling.received).toHaveLength(1);
    expect(away.received).toEqual([]);

    // A refused grab announces nothing.
    const latecomer = await player(t);
    await t.db.query(`UPDATE activities SET state = 'stopped' WHERE id = $1`, [id]);
    expect((await claim(t, latecomer.token, id)).statusCode).toBe(409);
    expect(await relay.tick()).toBe(0);
  });
});
