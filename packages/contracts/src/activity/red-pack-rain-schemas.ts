import { z } from 'zod';
import { ZMoney } from '../money.ts';

/**
 * The red-pack rain's live winner list (issue #23; SPEC §8 lists /api/RedPackRain/GetWinnerList
 * among the frequent calls): the screen reads it on opening and then hears each grab over the hub
 * (`JoinRedPackRain` puts the connection in the activity's group; `RedPackRainGrabbed` is pushed
 * to it after each grab commits). Login ids are masked: others' names are not shown in full.
 */
export const joinRedPackRainMethod = 'JoinRedPackRain';
export const redPackRainGrabbedEvent = 'RedPackRainGrabbed';

export const ZRedPackRainWinner = z
  .object({
    ClaimId: z.number().int(),
    LoginId: z.string().describe('Masked: the first two and last character, ** between'),
    Amount: ZMoney,
    Rain: z.number().int().describe('The rain of the day (0, 1, …), as in the configuration'),
    At: z.number().int(),
  })
  .meta({ id: 'RedPackRainWinner' });
export type TRedPackRainWinner = z.input<typeof ZRedPackRainWinner>;

export const ZRedPackRainWinnersRequest = z
  .object({ ActivityId: z.number().int().min(1) })
  .meta({ id: 'RedPackRainWinnersRequest' });

export const ZRedPackRainWinners = z
  .object({
    Items: z.array(ZRedPackRainWinner).describe('The most recent grabs of today, newest first'),
    ServerTime: z.number().int().describe("The server's clock (epoch ms): the countdown's offset"),
  })
  .meta({ id: 'RedPackRainWinners' });

/** SPEC §3 user info: activityInfo.redPacketSolitaireEntryable and agentActivityNotice's counts. */
export const ZActivityUserNotice = z
  .object({
    RedPacketSolitaireEntryable: z
      .boolean()
      .describe('A red-packet relay is running and the player meets its conditions'),
    TeamRedPackRainCount: z
      .number()
      .int()
      .describe("Running red-pack rains for the player's agent team"),
    TeamActivityUnreadCount: z
      .number()
      .int()
      .describe("Running activities for the player's agent team, other than rains, not opened yet"),
  })
  .meta({ id: 'ActivityUserNotice' });
export type TActivityUserNotice = z.input<typeof ZActivityUserNotice>;
