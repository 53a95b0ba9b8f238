import { depositTypes, type TInitDepositData } from '@lottery/contracts';
import { readTurnoverStatus } from '../wallet/turnover.ts';
import { clockText, isOpenAt } from './channel-hours.ts';
import type { TDepositChannel } from './deposit-channel-row.ts';
import type { TDepositDeps } from './deposit-deps.ts';
import { kindFor } from './deposit-kinds/index.ts';
import { readOpenOrder, toOrderView } from './order-view.ts';
import { channelsForPlayer } from './player-channels.ts';
import { depositAllowed, siteMinuteOfDay } from './player-state.ts';

/**
 * POST /api/DepositRequest/InitDepositData: what /Deposit shows the caller: the channels that
 * apply to them by type (only types the server has a kind for), whether each is open now, their
 * unfinished order and the turnover still required.
 */
export async function initDepositData(
  deps: TDepositDeps,
  userId: number,
): Promise<TInitDepositData> {
  const now = deps.clock.now();
  const [allowed, channels, minute, pending, turnover] = await Promise.all([
    depositAllowed(deps.db, userId),
    channelsForPlayer(deps.db, userId),
    siteMinuteOfDay(deps.db, now),
    readOpenOrder(deps.db, userId),
    readTurnoverStatus(deps.db, userId),
  ]);
  const offered = channels.filter((channel) => kindFor(deps.kinds, channel.type));
  const types = Object.values(depositTypes).flatMap((type) => {
    const ofType = offered.filter((channel) => channel.type === type);
    return ofType.length === 0
      ? []
      : [{ Type: type, Channels: ofType.map((channel) => offerOf(channel, minute)) }];
  });
  return {
    DepositDisabled: !allowed,
    Types: types,
    PendingOrder: pending ? toOrderView(pending, pending.channelName) : null,
    Turnover: {
      Required: turnover.required,
      Achieved: turnover.achieved,
      Remaining: turnover.remaining,
    },
  };
}

const offerOf = (channel: TDepositChannel, minute: number) => ({
  Id: channel.id,
  Name: channel.name,
  Type: channel.type,
  Chain: channel.chain,
  MinAmount: channel.minAmount,
  MaxAmount: channel.maxAmount,
  OpenFrom: clockText(channel.openFrom),
  OpenTo: clockText(channel.openTo),
  IsOpen: isOpenAt(channel, minute),
  Charge: {
    Kind: channel.chargeKind,
    RateBps: channel.chargeRateBps,
    Fixed: channel.chargeFixed,
    Cap: channel.chargeCap,
  },
  TurnoverPercent: channel.turnoverPercent,
  DepositorNameRequired: channel.type === depositTypes.bank,
});
