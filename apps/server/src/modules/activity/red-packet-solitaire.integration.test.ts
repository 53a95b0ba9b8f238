import { cashFlowTypes } from '@lottery/contracts';
import { verifyPrizeDraw } from '@lottery/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import { siteNoonOf } from '../../test-support/manual-clock.ts';
import { useTestApp } from '../../test-support/test-app.ts';
import { readTurnoverStatus } from '../wallet/turnover.ts';
import {
  betLine,
  codeOf,
  drawOfProof,
  player,
  runningActivity,
  type TDrawProofWire,
} from './activity-fixtures.ts';
import { openPacket, rainDraft, solitaireDraft } from './rain-fixtures.ts';
import { seedDemoRainActivities } from './seed-demo-rain.ts';

const t = useTestApp();
const dayMs = 86_400_000;
let owner = '';

beforeAll(async () => {
  t.clock.set(siteNoonOf(Date.now()));
  owner = await t.adminToken('owner');
});

const notice = async (token: string) =>
  (await t.call('POST', '/api/Activity/UserNotice', { token })).json() as {
    RedPacketSolitaireEntryable: boolean;
    TeamRedPackRainCount: number;
    TeamActivityUnreadCount: number;
  };

interface TStepWire {
  ClaimNo: number;
  Key: string;
  Target: number;
  Reached: number;
  Done: boolean;
  Claimed: boolean;
  Prize: number | null;
}

const steps = async (token: string, id: number) =>
  (
    (await t.call('POST', '/api/Activity/Detail', { token, body: { ActivityId: id } })).json() as {
      Progress: { Steps: TStepWire[] };
    }
  ).Progress.Steps;

// First in the file: the notice counts every running activity of the test database.
describe('the user info from activities (SPEC §3)', () => {
  it('is entryable only when a relay runs whose conditions the player meets', async () => {
    const me = await player(t);
    expect(await notice(me.token)).toEqual({
      RedPacketSolitaireEntryable: false,
      TeamRedPackRainCount: 0,
      TeamActivityUnreadCount: 0,
    });
    await runningActivity(t, owner, {
      ...solitaireDraft(t.clock.now()),
      Eligibility: { MinVipLevel: 3 },
    });
    expect((await notice(me.token)).RedPacketSolitaireEntryable).toBe(false);
    await runningActivity(t, owner, solitaireDraft(t.clock.now()));
    expect((await notice(me.token)).RedPacketSolitaireEntryable).toBe(true);
  });

  it("counts the running rains of the player's agent team", async () => {
    const agent = await t.createAccount({ role: 'agent' });
    await runningActivity(t, owner, {
      ...rainDraft(t.clock.now()),
      Eligibility: { AgentLoginId: agent.loginId },
    });
    await runningActivity(t, owner, rainDraft(t.clock.now()));
    const member = await player(t, { parentId: agent.userId });
    const outsider = await player(t);
    expect((await notice(member.token)).TeamRedPackRainCount).toBe(1);
    expect(
      (await notice((await t.openExtraSession(agent.userId)).token)).TeamRedPackRainCount,
    ).toBe(1);
    expect((await notice(outsider.token)).TeamRedPackRainCount).toBe(0);
  });

  it("counts the team's other running activities the player has not opened, less as they are", async () => {
    const agent = await t.createAccount({ role: 'agent' });
    const teamRelay = await runningActivity(t, owner, {
      ...solitaireDraft(t.clock.now()),
      Eligibility: { AgentLoginId: agent.loginId },
    });
    await runningActivity(t, owner, {
      ...rainDraft(t.clock.now()),
      Eligibility: { AgentLoginId: agent.loginId },
    });
    await runningActivity(t, owner, solitaireDraft(t.clock.now()));
    const member = await player(t, { parentId: agent.userId });
    const outsider = await player(t);
    expect(await notice(member.token)).toMatchObject({
      TeamRedPackRainCount: 1,
      TeamActivityUnreadCount: 1,
    });
    expect((await notice(outsider.token)).TeamActivityUnreadCount).toBe(0);
    await steps(member.token, teamRelay);
    expect((await notice(member.token)).TeamActivityUnreadCount).toBe(0);
  });
});

describe('the red-packet relay', () => {
  it('opens the packets in order as the day’s turnover reaches each threshold', async () => {
    const id = await runningActivity(t, owner, solitaireDraft(t.clock.now()));
    const me = await player(t);
    expect((await steps(me.token, id)).map((s) => [s.Key, s.Done, s.Claimed, s.Prize])).toEqual([
      ['packet:1', true, false, 1],
      ['packet:2', false, false, null],
      ['packet:3', false, false, 10],
    ]);

    const skipped = await openPacket(t, me.token, id, 1);
    expect([skipped.statusCode, codeOf(skipped)]).toEqual([409, 9040]);
    const first = await openPacket(t, me.token, id);
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as { Award: { Amount: number } }).Award.Amount).toBe(1);
    const again = await openPacket(t, me.token, id, 0);
    expect([again.statusCode, codeOf(again)]).toEqual([409, 9002]);

    const locked = await openPacket(t, me.token, id);
    expect([locked.statusCode, codeOf(locked)]).toEqual([409, 9039]);
    await betLine(t, me.userId, 60);
    const stillLocked = await openPacket(t, me.token, id);
    expect((stillLocked.json() as { Message: string }).Message).toContain('40');
    await betLine(t, me.userId, 40);
    const second = await openPacket(t, me.token, id, 1);
    expect(second.statusCode, second.body).toBe(200);
    const award = (
      second.json() as {
        Award: { ClaimId: number; Amount: number; PrizeIndex: number; CashFlowType: number };
      }
    ).Award;
    expect([2, 8][award.PrizeIndex]).toBe(award.Amount);
    expect(award.CashFlowType).toBe(cashFlowTypes.redPacketSolitaire);

    const after = await steps(me.token, id);
    expect(after.map((s) => [s.Claimed, s.Done, s.Reached])).toEqual([
      [true, true, 0],
      [true, true, 100],
      [false, false, 100],
    ]);
    // TurnoverPercent 100: what was won must be bet once before it can be withdrawn.
    const turnover = await readTurnoverStatus(t.db, me.userId);
    expect(turnover.required).toBe(BigInt((1 + award.Amount) * 1000));

    const lines = await t.db.query(
      `SELECT 1 FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
        WHERE a.user_id = $1 AND e.cash_flow_type = $2`,
      [me.userId, cashFlowTypes.redPacketSolitaire],
    );
    expect(lines).toHaveLength(2);

    t.clock.advance(dayMs);
    const proof = await t
      .call('POST', '/api/Activity/DrawProof', {
        token: (await t.openExtraSession(me.userId)).token,
        body: { ClaimId: award.ClaimId },
      })
      .finally(() => t.clock.advance(-dayMs));
    const drawn = proof.json() as TDrawProofWire;
    expect(drawn).toMatchObject({ Verified: true, Nonce: 1, Weights: [3, 1] });
    expect(verifyPrizeDraw(drawOfProof(drawn, id, me.userId))).toEqual({ ok: true });
  });

  it('refuses thresholds that go down', async () => {
    const draft = solitaireDraft(t.clock.now());
    const refused = await t.call('POST', '/api/Admin/Activities/Save', {
      token: owner,
      body: {
        ...draft,
        Config: { ...draft.Config, Packets: [...draft.Config.Packets].reverse() },
      },
    });
    expect(refused.statusCode, refused.body).toBe(400);
  });
});

describe('the demo rain and relay', () => {
  it('seeds a running red-pack rain and relay: the relay pays at once, the rain at the hour', async () => {
    await t.db.transaction((tx) => seedDemoRainActivities(tx, t.clock.now()));
    const me = await player(t);
    const list = (await t.call('POST', '/api/Activity/List', { token: me.token })).json() as {
      Items: { ActivityId: number; Type: string; CanClaim: boolean }[];
    };
    const relay = list.Items.find((item) => item.Type === 'redPacketSolitaire' && item.CanClaim);
    expect(relay).toBeDefined();
    expect((await openPacket(t, me.token, relay?.ActivityId ?? 0)).statusCode).toBe(200);
    const rain = list.Items.find((item) => item.Type === 'redPackRain');
    // Site noon is within the 12:00 rain.
    expect(rain?.CanClaim).toBe(true);
    const grab = await openPacket(t, me.token, rain?.ActivityId ?? 0);
    expect(grab.statusCode, grab.body).toBe(200);
  });
});
