import { describe, expect, it, vi } from 'vitest';
import { refusalCode } from '../../test-support/chat-clients.ts';
import { expectAudited } from '../../test-support/expect-audited.ts';
import { useHubClients } from '../../test-support/hub-clients.ts';
import { receivedEvent, serviceFixtures } from '../../test-support/service-clients.ts';
import { useTestApp } from '../../test-support/test-app.ts';

const t = useTestApp();
const hub = useHubClients(t);
const service = serviceFixtures(t, hub);

const emptyQueue = service.emptyQueue;

const auditActions = async (sessionId: number) =>
  (
    await t.db.query<{ action: string }>(
      `SELECT action FROM admin_audit WHERE target_type = 'service_session' AND target_id = $1
        ORDER BY id`,
      [String(sessionId)],
    )
  ).map((row) => row.action);

describe('customer service over the hub, with the official client', () => {
  it('a visitor and a player wait in order, one operator serves both, each rates once', async () => {
    await emptyQueue();
    const visitor = await service.visitor('10.20.0.1');
    const player = await service.player();
    expect(await visitor.connection.invoke('GetInitialDataAnonymity')).toMatchObject({
      Session: null,
    });

    const visitorAsked = await service.ask(visitor.connection);
    expect(visitorAsked).toMatchObject({ State: 'waiting', Position: 1, OperatorName: null });
    const early = await service.write(visitor.connection, 'AddMessageAnonymity', ' hi <b>?</b> ');
    expect(early).toMatchObject({ FromOperator: false, Body: 'hi <b>?</b>' });
    const playerAsked = await service.ask(player.connection);
    expect(playerAsked.Position).toBe(2);
    // Asking again while waiting is the same session.
    expect((await service.ask(player.connection)).Id).toBe(playerAsked.Id);

    const operator = await service.operator();
    const state = await operator.connection.invoke('ServiceDeskGetState');
    expect(state.Waiting).toMatchObject([
      { SessionId: visitorAsked.Id, Position: 1, VisitorId: visitor.visitorId, LoginId: null },
      { SessionId: playerAsked.Id, Position: 2, UserId: player.userId, LoginId: player.loginId },
    ]);

    const served = await service.take(operator.connection);
    expect(served).toMatchObject({ SessionId: visitorAsked.Id, State: 'serving' });
    expect(served.Messages.map((m) => m.Body)).toEqual(['hi <b>?</b>']);
    await receivedEvent(visitor.received, 'StartCustomerServiceServing', {
      SessionId: visitorAsked.Id,
    });
    await receivedEvent(player.received, 'CustomerServiceQueuePosition', {
      SessionId: playerAsked.Id,
      Position: 1,
    });
    const second = await service.take(operator.connection, playerAsked.Id);
    expect(second.State).toBe('serving');
    await receivedEvent(player.received, 'StartCustomerServiceServing', {
      SessionId: playerAsked.Id,
    });

    const reply = await operator.connection.invoke('ServiceDeskReply', {
      SessionId: visitorAsked.Id,
      Body: 'How can I help?',
    });
    await receivedEvent(visitor.received, 'ReceiveCustomerServiceMessage', {
      Id: reply.Id,
      FromOperator: true,
    });
    const question = await service.write(
      player.connection,
      'AddCustomerServiceMessage',
      'my deposit?',
    );
    await receivedEvent(operator.received, 'ReceiveCustomerServiceMessage', {
      Id: question.Id,
      SessionId: playerAsked.Id,
    });
    // The player never receives the visitor's conversation, nor the reverse.
    const bodiesTo = (received: typeof player.received) =>
      received
        .filter((r) => r.event === 'ReceiveCustomerServiceMessage')
        .map((r) => (r.payload as { Body: string }).Body);
    expect(bodiesTo(player.received)).toEqual(['my deposit?']);
    expect(bodiesTo(visitor.received)).toEqual(['hi <b>?</b>', 'How can I help?']);

    expect(
      await refusalCode(
        player.connection.invoke('RateCustomerService', { SessionId: playerAsked.Id, Rating: 5 }),
      ),
    ).toBe(8858);
    const finished = await operator.connection.invoke('ServiceDeskFinish', {
      SessionId: playerAsked.Id,
    });
    await receivedEvent(player.received, 'FinishCustomerServiceServing', finished);
    expect(
      await refusalCode(service.write(player.connection, 'AddCustomerServiceMessage', 'more')),
    ).toBe(8854);
    const rate = (rating: number) =>
      player.connection.invoke('RateCustomerService', {
        SessionId: playerAsked.Id,
        Rating: rating,
        Comment: 'quick',
      });
    expect(await rate(5)).toEqual({ SessionId: playerAsked.Id, Rating: 5 });
    expect(await refusalCode(rate(1))).toBe(8858);
    expect(await player.connection.invoke('GetCustomerServiceSession')).toMatchObject({
      Session: { Id: playerAsked.Id, State: 'finished', Rating: 5 },
    });
    expect(await auditActions(playerAsked.Id)).toEqual([
      'service.session.take',
      'service.session.finish',
    ]);

    // A reload is a new connection with the same token: the conversation is all there.
    const again = await hub.connect(visitor.token);
    const reloaded = await again.connection.invoke('GetInitialDataAnonymity');
    expect(reloaded.Session).toMatchObject({ Id: visitorAsked.Id, State: 'serving' });
    expect(reloaded.Session.Messages.map((m: { Body: string }) => m.Body)).toEqual([
      'hi <b>?</b>',
      'How can I help?',
    ]);
  });

  it('an operator transfers a session to another who serves; not to one who cannot', async () => {
    await emptyQueue();
    const player = await service.player();
    const first = await service.operator();
    const second = await service.operator();
    const finance = await t.createAdmin({ role: 'finance' });
    const asked = await service.ask(player.connection);
    await service.take(first.connection, asked.Id);
    const operators = await t.call('GET', '/api/Admin/ServiceDesk/Operators', {
      token: first.token,
    });
    const ids = operators.json().Items.map((o: { AdminId: number }) => o.AdminId);
    expect(ids).toEqual(expect.arrayContaining([first.adminId, second.adminId]));
    expect(ids).not.toContain(finance.adminId);

    const transfer = (connection: typeof first.connection, to: number) =>
      connection.invoke('ServiceDeskTransfer', { SessionId: asked.Id, ToAdminId: to });
    expect(await refusalCode(transfer(first.connection, finance.adminId))).toBe(8859);
    expect(await refusalCode(transfer(second.connection, first.adminId))).toBe(8855);
    const moved = await transfer(first.connection, second.adminId);
    expect(moved).toMatchObject({ OperatorId: second.adminId, State: 'serving' });
    await receivedEvent(second.received, 'ServiceDeskAssigned', { SessionId: asked.Id });
    await receivedEvent(first.received, 'ServiceDeskReleased', { SessionId: asked.Id });
    await vi.waitFor(() =>
      expect(player.received.filter((r) => r.event === 'StartCustomerServiceServing')).toHaveLength(
        2,
      ),
    );
    expect(
      await refusalCode(
        first.connection.invoke('ServiceDeskReply', { SessionId: asked.Id, Body: 'still me?' }),
      ),
    ).toBe(8855);
    const reply = await second.connection.invoke('ServiceDeskReply', {
      SessionId: asked.Id,
      Body: 'I take over',
    });
    await receivedEvent(player.received, 'ReceiveCustomerServiceMessage', { Id: reply.Id });
    expect(await auditActions(asked.Id)).toEqual([
      'service.session.take',
      'service.session.transfer',
    ]);
  });

  it('a visitor reaches only their own session; tokens cannot be forged', async () => {
    await emptyQueue();
    const alice = await service.visitor('10.30.0.1');
    const bob = await service.visitor('10.30.0.2');
    const asked = await service.ask(alice.connection);
    await service.write(alice.connection, 'AddMessageAnonymity', 'private');
    expect(await bob.connection.invoke('GetInitialDataAnonymity')).toMatchObject({ Session: null });
    expect(
      await refusalCode(
        bob.connection.invoke('RateCustomerService', { SessionId: asked.Id, Rating: 1 }),
      ),
    ).toBe(8853);
    expect(
      await refusalCode(service.write(bob.connection, 'AddMessageAnonymity', 'let me in')),
    ).toBe(8853);
    // A visitor is no player and no operator: neither side's methods answer them.
    for (const method of ['GetCustomerServiceSession', 'ServiceDeskGetState', 'GetInitialData'])
      await expect(bob.connection.invoke(method)).rejects.toThrow();
    expect(await refusalCode(bob.connection.invoke('ServiceDeskGetState'))).toBe(8860);
    expect(bob.received).toEqual([]);

    const forged = alice.token.replace(/^visitor\.\d+/, `visitor.${bob.visitorId}`);
    await expect(hub.connect(forged)).rejects.toThrow(/401/);
    // The held token is answered back; a forged one gets a new visitor.
    const kept = await service.visitorToken('10.30.0.1', alice.token);
    expect(kept.json()).toEqual({ VisitorId: alice.visitorId, Token: alice.token });
    const fresh = await service.visitorToken('10.30.0.2', forged);
    expect(fresh.json().VisitorId).not.toBe(bob.visitorId);
  });

  it('limits visitors per address: new visitors, new sessions and messages', async () => {
    await emptyQueue();
    for (let i = 0; i < 10; i += 1)
      expect((await service.visitorToken('10.40.0.1')).statusCode).toBe(200);
    const refused = await service.visitorToken('10.40.0.1');
    expect([refused.statusCode, refused.json().Code]).toEqual([429, 8851]);
    expect((await service.visitorToken('10.40.0.2')).statusCode).toBe(200);

    const sameAddress = [];
    for (let i = 0; i < 6; i += 1) sameAddress.push(await service.visitor('10.40.0.3'));
    for (const visitor of sameAddress.slice(0, 5)) await service.ask(visitor.connection);
    expect(await refusalCode(service.ask(sameAddress[5]!.connection))).toBe(8851);

    const [one, two, three] = sameAddress;
    const send = (visitor: typeof one, body: string) =>
      visitor!.connection.invoke('AddMessageAnonymity', { Body: body });
    for (let i = 0; i < 5; i += 1) await send(one, `one ${i}`);
    expect(await refusalCode(send(one, 'one too many'))).toBe(8852);
    for (let i = 0; i < 5; i += 1) await send(two, `two ${i}`);
    // Two has room of its own, but the address has sent its ten.
    expect(await refusalCode(send(three, 'three'))).toBe(8852);
    t.clock.advance(10_000);
    expect((await send(three, 'later')).Body).toBe('later');
  });

  it('keeps the desk to roles with chat.serve, checked again on every call', async () => {
    const finance = await t.createAdmin({ role: 'finance' });
    const refused = await t.call('POST', '/api/Admin/ServiceDesk/Ticket', { token: finance.token });
    expect([refused.statusCode, refused.json().Code]).toEqual([403, 6001]);
    const player = await service.player();
    expect(await refusalCode(player.connection.invoke('ServiceDeskGetState'))).toBe(8860);

    const operator = await service.operator();
    await expectAudited(t, 'POST /api/Admin/ServiceDesk/Ticket', {
      token: operator.token,
      action: 'service.desk.open',
      targetType: 'admin',
      targetId: operator.adminId,
    });
    expect((await operator.connection.invoke('ServiceDeskGetState')).OperatorId).toBe(
      operator.adminId,
    );
    await t.db.query(`UPDATE admins SET disabled = true WHERE id = $1`, [operator.adminId]);
    expect(await refusalCode(operator.connection.invoke('ServiceDeskGetState'))).toBe(6005);
    // An expired ticket opens nothing.
    const other = await t.createAdmin({ role: 'service' });
    const ticket = await t.call('POST', '/api/Admin/ServiceDesk/Ticket', { token: other.token });
    t.clock.advance(61_000);
    await expect(hub.connect(ticket.json().Ticket)).rejects.toThrow(/401/);
  });

  it('searches transcripts by login ID, rating and text; canned replies are audited', async () => {
    await emptyQueue();
    const player = await service.player();
    const operator = await service.operator();
    const asked = await service.ask(player.connection);
    await service.write(player.connection, 'AddCustomerServiceMessage', 'Where is my WITHDRAWAL?');
    await service.take(operator.connection, asked.Id);
    await operator.connection.invoke('ServiceDeskFinish', { SessionId: asked.Id });
    await player.connection.invoke('RateCustomerService', { SessionId: asked.Id, Rating: 2 });

    const search = (query: Record<string, string | number>) =>
      t.call(
        'GET',
        `/api/Admin/ServiceDesk/Transcripts?${new URLSearchParams(
          Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
        ).toString()}`,
        { token: operator.token },
      );
    const found = await search({ LoginId: player.loginId, Rating: 2, Text: 'withdrawal' });
    expect(found.json()).toMatchObject({
      Total: 1,
      Items: [{ SessionId: asked.Id, Rating: 2, OperatorId: operator.adminId }],
    });
    expect((await search({ LoginId: player.loginId, Rating: 3 })).json().Total).toBe(0);
    expect((await search({ Text: '%' })).json().Total).toBe(0);

    const reply = { Title: 'Greeting', Body: 'Hello, how can I help?' };
    const added = await expectAudited(t, 'POST /api/Admin/ServiceDesk/CannedReplies/Add', {
      token: operator.token,
      body: reply,
      action: 'service.canned-reply.add',
      targetType: 'service_canned_reply',
      after: reply,
    });
    const list = () =>
      t.call('GET', '/api/Admin/ServiceDesk/CannedReplies', { token: operator.token });
    expect((await list()).json().Items).toContainEqual(added.json());
    await expectAudited(t, 'POST /api/Admin/ServiceDesk/CannedReplies/Delete', {
      token: operator.token,
      body: { Id: added.json().Id },
      action: 'service.canned-reply.delete',
      targetType: 'service_canned_reply',
      targetId: added.json().Id,
      before: reply,
    });
    expect((await list()).json().Items).not.toContainEqual(added.json());
    const again = await t.call('POST', '/api/Admin/ServiceDesk/CannedReplies/Delete', {
      token: operator.token,
      body: { Id: added.json().Id },
    });
    expect([again.statusCode, again.json().Code]).toEqual([404, 8861]);
  });
});
