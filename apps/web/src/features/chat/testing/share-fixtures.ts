import type { TChatBetShare, TChatMessage } from '@lottery/contracts';
import { message } from './chat-fixtures.ts';

/** A shared 5-star ticket on game 2 (1-minute SSC): 2 units × 3 in 元 mode, 12.000. */
export const betShare = (patch: Partial<TChatBetShare> = {}): TChatBetShare => ({
  TicketId: 42,
  SerialNumber: 'B0000000042',
  GameId: 2,
  GameName: '极速时时彩',
  GameNameEn: '1-minute SSC',
  IssueSerialNumber: '20260310-0002',
  BetTypeId: 'ssc.star5.direct',
  BetTypeName: '五星直选',
  BetTypeNameEn: 'Five stars direct',
  Book: 'official',
  Selection: { rows: [[1, 2], [3], [4], [5], [6]] },
  Mode: 'yuan',
  Multiple: 3,
  Units: 2,
  Amount: 12,
  State: 0,
  Prize: 0,
  ...patch,
});

/** A bet_share message of room 1 by `other`, carrying `share`. */
export const shareMessage = (id: number, share: TChatBetShare = betShare()): TChatMessage =>
  message(id, {
    Kind: 'bet_share',
    Body: `${share.GameName} ${share.BetTypeName} ${share.SerialNumber}`,
    BetShare: share,
  });
