import { describe, expect, it } from 'vitest';
import { createAgentTeam } from '../../../test-support/agent-team.ts';
import { useTestApp } from '../../../test-support/test-app.ts';
import { expectRefused } from '../transfers/transfer-test-fixtures.ts';
import { letterLimit } from './send-letter.ts';

const t = useTestApp();

const send = (token: string, body: Record<string, unknown>) =>
  t.call('POST', '/api/StationLetter/Send', {
    token,
    body: { Title: '通知', Body: '第一行\n第二行', ...body },
  });
const inbox = async (token: string) =>
  (await t.call('POST', '/api/StationLetter/Inbox', { token, body: {} })).json();
const letterCount = async () =>
  (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM station_letters`))[0]?.n;

describe('station letters', () => {
  it('reach the whole team at any depth, each with its own read state', async () => {
    const team = await createAgentTeam(t);
    const token = await t.login(team.top.loginId);
    const sent = await send(token, { Audience: 'Team' });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json()).toMatchObject({ RecipientCount: 3 });

    const memberToken = await t.login(team.member.loginId);
    const letters = await inbox(memberToken);
    expect(letters).toMatchObject({
      TotalCount: 1,
      UnreadCount: 1,
      Items: [
        { SenderLoginId: team.top.loginId, Title: '通知', Body: '第一行\n第二行', ReadAt: null },
      ],
    });
    const marked = await t.call('POST', '/api/StationLetter/MarkRead', {
      token: memberToken,
      body: { LetterIds: [letters.Items[0].Id] },
    });
    expect(marked.json()).toEqual({ UnreadCount: 0 });
    expect((await inbox(memberToken)).Items[0].ReadAt).toBe(t.clock.now());

    const directToken = await t.login(team.directPlayer.loginId);
    const unread = await t.call('POST', '/api/StationLetter/UnreadCount', { token: directToken });
    expect(unread.json()).toEqual({ UnreadCount: 1 });
    expect((await inbox(await t.login(team.outsiderPlayer.loginId))).TotalCount).toBe(0);

    const sentList = await t.call('POST', '/api/StationLetter/Sent', { token, body: {} });
    expect(sentList.json()).toMatchObject({
      TotalCount: 1,
      Items: [{ Audience: 'Team', RecipientCount: 3, ReadCount: 1 }],
    });
  });

  it('go to chosen members through the team gate: one outside refuses the letter whole', async () => {
    const team = await createAgentTeam(t);
    const token = await t.login(team.top.loginId);
    const before = await letterCount();
    for (const outside of [team.outsiderPlayer.loginId, team.top.loginId, 'nobody-here']) {
      expectRefused(
        await send(token, { Audience: 'Members', LoginIds: [team.member.loginId, outside] }),
        'NotInTeam',
      );
    }
    expectRefused(await send(token, { Audience: 'Members', LoginIds: [] }), 'LetterNoRecipients');
    expect(await letterCount()).toBe(before);
    const ok = await send(token, {
      Audience: 'Members',
      LoginIds: [team.member.loginId, team.member.loginId.toUpperCase()],
    });
    expect(ok.json()).toMatchObject({ RecipientCount: 1 });
    expect((await inbox(await t.login(team.directPlayer.loginId))).TotalCount).toBe(0);
  });

  it('refuses an agent with no team, a player, bad text, and too many letters', async () => {
    const team = await createAgentTeam(t);
    const lonely = await t.createAccount({ role: 'agent' });
    expectRefused(
      await send(await t.login(lonely.loginId), { Audience: 'Team' }),
      'LetterNoRecipients',
    );
    expect(
      (await send(await t.login(team.directPlayer.loginId), { Audience: 'Team' })).statusCode,
    ).toBe(409);
    const token = await t.login(team.sub.loginId);
    expect((await send(token, { Audience: 'Team', Title: 'a\u0000b' })).statusCode).toBe(400);
    for (let i = 0; i < letterLimit.limit; i += 1)
      expect((await send(token, { Audience: 'Team' })).statusCode).toBe(200);
    expectRefused(await send(token, { Audience: 'Team' }), 'LetterRateLimited');
    t.clock.advance(letterLimit.windowMs);
    // An hour on, the old access token has expired too.
    const later = await t.login(team.sub.loginId);
    expect((await send(later, { Audience: 'Team' })).statusCode).toBe(200);
  });

  it('are listed for the back office under agents.view', async () => {
    const team = await createAgentTeam(t);
    await send(await t.login(team.outsider.loginId), { Audience: 'Team', Title: '后台可见' });
    const viewer = await t.adminTokenWith(['agents.view']);
    const listed = await t.call(
      'GET',
      `/api/admin/agent-letters?AgentLoginId=${team.outsider.loginId}`,
      {
        token: viewer,
      },
    );
    expect(listed.json()).toMatchObject({
      TotalCount: 1,
      Items: [{ SenderLoginId: team.outsider.loginId, Title: '后台可见', RecipientCount: 1 }],
    });
  });
});
