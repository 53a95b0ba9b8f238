import type { TServiceSession } from '@lottery/contracts';
import type { HubConnection } from '@microsoft/signalr';
import { describe, expect, it, vi } from 'vitest';
import { refusalCode } from '../../test-support/chat-clients.ts';
import { useHubClients, type TReceived } from '../../test-support/hub-clients.ts';
import { receivedEvent, serviceFixtures } from '../../test-support/service-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();
const hub = useHubClients(t);
const service = serviceFixtures(t, hub);

const cancel = (connection: HubConnection, sessionId: number) =>
  connection.invoke('CancelCustomerServiceWaiting', { SessionId: sessionId });

/** The newest queue a desk was sent. */
function lastQueue(received: readonly TReceived[]) {
  const queues = received.filter((r) => r.event === 'ServiceDeskQueueChanged');
  return queues.at(-1)?.payload as
    { Waiting: { SessionId: number; Position: number }[]; TotalWaiting: number } | undefined;
}

describe('an asker stops waiting (CancelCustomerServiceWaiting), with the official client', () => {
  it('moves those behind up, drops it from the desk, and leaves nothing to rate', async () => {
    await service.emptyQueue();
    const operator = await service.operator();
    const first = await service.visitor('10.50.0.1');
    const second = await service.player();
    const third = await service.visitor('10.50.0.2');
    const firstAsked = await service.ask(first.connection);
    const secondAsked = await service.ask(second.connection);
    const thirdAsked = await service.ask(third.connection);
    expect(thirdAsked.Position).toBe(3);

    const cancelled = await cancel(first.connection, firstAsked.Id);
    expect(cancelled).toEqual({ SessionId: firstAsked.Id, At: t.clock.now() });
    // Every device of the asker hears it; those behind move up; every desk gets the new queue.
    await receivedEvent(first.received, 'CustomerServiceWaitingCancelled', cancelled);
    await receivedEvent(second.received, 'CustomerServiceQueuePosition', {
      SessionId: secondAsked.Id,
      Position: 1,
    });
    await receivedEvent(third.received, 'CustomerServiceQueuePosition', {
      SessionId: thirdAsked.Id,
      Position: 2,
    });
    await vi.waitFor(() =>
      expect(lastQueue(operator.received)).toEqual({
        Waiting: [
          expect.objectContaining({ SessionId: secondAsked.Id, Position: 1 }),
          expect.objectContaining({ SessionId: thirdAsked.Id, Position: 2 }),
        ],
        TotalWaiting: 2,
      }),
    );

    const reloaded = await first.connection.invoke('GetInitialDataAnonymity');
    expect(reloaded.Session).toMatchObject({
      Id: firstAsked.Id,
      State: 'cancelled',
      Position: 0,
      FinishedAt: cancelled.At,
    });
    expect(
      await refusalCode(
        first.connection.invoke('RateCustomerService', { SessionId: firstAsked.Id, Rating: 5 }),
      ),
    ).toBe(8858);
    expect(await refusalCode(service.write(first.connection, 'AddMessageAnonymity', 'hi'))).toBe(
      8854,
    );
    expect(await refusalCode(service.take(operator.connection, firstAsked.Id))).toBe(8857);
    // Asking again is a new session, at the back of the queue.
    const again = await service.ask(first.connection);
    expect(again).toMatchObject({ State: 'waiting', Position: 3 });
    expect(again.Id).not.toBe(firstAsked.Id);
  });

  it('refuses once an operator serves the session, and once it has ended', async () => {
    await service.emptyQueue();
    const operator = await service.operator();
    const player = await service.player();
    const asked = await service.ask(player.connection);
    await service.take(operator.connection, asked.Id);
    expect(await refusalCode(cancel(player.connection, asked.Id))).toBe(8862);
    await operator.connection.invoke('ServiceDeskFinish', { SessionId: asked.Id });
    expect(await refusalCode(cancel(player.connection, asked.Id))).toBe(8862);
    expect(
      (await player.connection.invoke<{ Session: TServiceSession }>('GetCustomerServiceSession'))
        .Session.State,
    ).toBe('finished');

    const next = await service.ask(player.connection);
    await cancel(player.connection, next.Id);
    expect(await refusalCode(cancel(player.connection, next.Id))).toBe(8862);
  });

  it("cannot cancel another's session", async () => {
    await service.emptyQueue();
    const alice = await service.visitor('10.50.1.1');
    const bob = await service.visitor('10.50.1.2');
    const player = await service.player();
    const asked = await service.ask(alice.connection);
    await service.ask(bob.connection);
    expect(await refusalCode(cancel(bob.connection, asked.Id))).toBe(8853);
    expect(await refusalCode(cancel(player.connection, asked.Id))).toBe(8853);
    expect(await refusalCode(cancel(player.connection, 2_000_000_000))).toBe(8853);
    expect((await alice.connection.invoke('GetInitialDataAnonymity')).Session).toMatchObject({
      Id: asked.Id,
      State: 'waiting',
      Position: 1,
    });
    expect(alice.received.map((r) => r.event)).not.toContain('CustomerServiceWaitingCancelled');
  });

  it('lists the first 200 waiters to the desk beside the count of all', async () => {
    await service.emptyQueue();
    // 201 visitors asked before: rows, not connections, as only the desk's answer is looked at.
    await t.db.query(
      `WITH visitors AS (
         INSERT INTO service_visitors (address, created_at)
         SELECT '10.50.2.1'::inet, $1 FROM generate_series(1, 201) RETURNING id)
       INSERT INTO service_sessions (visitor_id, requested_at) SELECT id, $1 FROM visitors`,
      [t.clock.now()],
    );
    const last = await service.visitor('10.50.2.2');
    const lastAsked = await service.ask(last.connection);
    expect(lastAsked.Position).toBe(202);
    const operator = await service.operator();
    const state = await operator.connection.invoke('ServiceDeskGetState');
    expect(state.Waiting).toHaveLength(200);
    expect(state.Waiting.at(-1).Position).toBe(200);
    expect(state.TotalWaiting).toBe(202);

    await cancel(last.connection, lastAsked.Id);
    await vi.waitFor(() => expect(lastQueue(operator.received)?.TotalWaiting).toBe(201));
    expect(lastQueue(operator.received)?.Waiting).toHaveLength(200);
  });
});
