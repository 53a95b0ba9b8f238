import { cashFlowTypes, thousandthsToNumber } from '@lottery/contracts';
import { fail, succeed } from '../../../platform/result.ts';
import {
  readTable,
  storeTable,
  tableOfInput,
  wireTable,
  type TStoredTable,
} from './prize-tables.ts';
import {
  claimsInPeriod,
  progressOfClaims,
  type TActivityTypeRules,
  type TPrizeEntry,
  type TStep,
} from './type-rules.ts';

/**
 * redPacketSolitaire: a relay of packets opened in order in each period. Packet k (claim number
 * k) opens once the period's turnover reaches its threshold and packet k-1 is open; its amount is
 * drawn from its own table. The packets are the progress's steps.
 */
export interface TRedPacketSolitaireConfig {
  type: 'redPacketSolitaire';
  packets: { turnover: bigint; prizes: TPrizeEntry[] }[];
}

type TStored = {
  type: 'redPacketSolitaire';
  packets: { turnover: string; prizes: TStoredTable }[];
};

const minBigint = (a: bigint, b: bigint) => (a < b ? a : b);

/** The chain as steps: opened (claimed), unlocked (done), its fixed prize if it has one. */
export function chainSteps(
  config: TRedPacketSolitaireConfig,
  turnover: bigint,
  opened: ReadonlySet<number>,
): TStep[] {
  return config.packets.map((packet, claimNo) => ({
    claimNo,
    key: `packet:${claimNo + 1}`,
    target: packet.turnover,
    reached: minBigint(turnover, packet.turnover),
    done: turnover >= packet.turnover,
    claimed: opened.has(claimNo),
    prize: packet.prizes.length === 1 ? (packet.prizes[0]?.amount ?? null) : null,
  }));
}

export const redPacketSolitaireRules: TActivityTypeRules<
  'redPacketSolitaire',
  TRedPacketSolitaireConfig,
  TStored
> = {
  type: 'redPacketSolitaire',
  cashFlowType: cashFlowTypes.redPacketSolitaire,
  fromInput: (input) => ({
    type: input.Type,
    packets: input.Packets.map((packet) => ({
      turnover: packet.Turnover,
      prizes: tableOfInput(packet.Prizes),
    })),
  }),
  wire: (config) => ({
    Type: config.type,
    Packets: config.packets.map((packet) => ({
      Turnover: packet.turnover,
      Prizes: wireTable(packet.prizes),
    })),
  }),
  store: (config) => ({
    type: config.type,
    packets: config.packets.map((packet) => ({
      turnover: String(packet.turnover),
      prizes: storeTable(packet.prizes),
    })),
  }),
  read: (stored) => ({
    type: stored.type,
    packets: stored.packets.map((packet) => ({
      turnover: BigInt(packet.turnover),
      prizes: readTable(packet.prizes),
    })),
  }),
  prizeTables: (config) => config.packets.map((packet) => packet.prizes),
  claimsPerPeriod: (config) => config.packets.length,
  async progress(db, context) {
    const claimed = await claimsInPeriod(db, context);
    const opened = new Set(claimed.map((claim) => claim.claim_no));
    return {
      ...progressOfClaims(claimed.length),
      steps: chainSteps(context.config, context.turnover, opened),
    };
  },
  async plan(_db, context, progress, step) {
    // Packets open in order, so the opened ones are 0 … claimedThisPeriod - 1.
    const next = progress.claimedThisPeriod;
    const chosen = step ?? next;
    const packet = progress.steps[next];
    if (!packet || chosen < next) return fail('ActivityAlreadyClaimed');
    if (chosen > next) return fail('RedPacketSolitaireOutOfOrder', { next: next + 1 });
    if (!packet.done)
      return fail('RedPacketSolitaireLocked', {
        packet: next + 1,
        target: thousandthsToNumber(packet.target ?? 0n),
        more: thousandthsToNumber((packet.target ?? 0n) - (packet.reached ?? 0n)),
      });
    return succeed({
      claimNo: next,
      streakDay: null,
      table: context.config.packets[next]?.prizes ?? [],
    });
  },
  hasClaimLeft: (progress) => progress.steps[progress.claimedThisPeriod]?.done === true,
  tableOfClaim: (config, claim) => config.packets[claim.claimNo]?.prizes ?? [],
};
