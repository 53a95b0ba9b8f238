import type { TTestApp } from '../../test-support/test-app.ts';
import { freshKey, signInDraft } from './activity-fixtures.ts';

/**
 * Drafts of the red-pack rain and the red-packet relay for the integration tests. The tests set
 * the clock to site noon (siteNoonOf): the first rain falls 12:00-12:03, the second at 20:00.
 */
export const rainDraft = (now: number) => ({
  ...signInDraft(now),
  Type: 'redPackRain',
  TitleEn: 'Red packet rain',
  TitleZh: '红包雨',
  TurnoverPercent: 0,
  Budget: 1000,
  Config: {
    Type: 'redPackRain',
    Rains: [
      { Start: '12:00', Seconds: 180 },
      { Start: '20:00', Seconds: 180 },
    ],
    GrabsPerRain: 3,
    Prizes: [
      { Amount: 1, Weight: 60 },
      { Amount: 2, Weight: 30 },
      { Amount: 5, Weight: 10 },
    ],
    RainBudget: 100,
  },
});

export const solitaireDraft = (now: number) => ({
  ...signInDraft(now),
  Type: 'redPacketSolitaire',
  TitleEn: 'Red packet relay',
  TitleZh: '红包接龙',
  TurnoverPercent: 100,
  Budget: 1000,
  Config: {
    Type: 'redPacketSolitaire',
    Packets: [
      { Turnover: 0, Prizes: [{ Amount: 1, Weight: 1 }] },
      {
        Turnover: 100,
        Prizes: [
          { Amount: 2, Weight: 3 },
          { Amount: 8, Weight: 1 },
        ],
      },
      { Turnover: 500, Prizes: [{ Amount: 10, Weight: 1 }] },
    ],
  },
});

/** Opens a packet of the relay: the next one, or the step given. */
export const openPacket = (t: TTestApp, token: string, activityId: number, step?: number) =>
  t.call('POST', '/api/Activity/Claim', {
    token,
    body: { ActivityId: activityId, ...(step === undefined ? {} : { Step: step }) },
    headers: freshKey(),
  });
