import type { TChatBetShare, TChatMessage, TChatMessageKind } from '@lottery/contracts';

/** The columns every read of messages selects, as messageOf maps them. */
export const messageColumns = `m.id::text AS id, m.room_id, m.sender_id, m.sender_nick_name,
  m.kind, m.body, m.created_at::text AS created_at, m.bet_share`;

export interface TMessageRow {
  id: string;
  room_id: number;
  sender_id: number;
  sender_nick_name: string;
  kind: TChatMessageKind;
  body: string;
  created_at: string;
  bet_share: TChatBetShare | null;
}

export const messageOf = (row: TMessageRow): TChatMessage => ({
  Id: Number(row.id),
  RoomId: row.room_id,
  SenderId: row.sender_id,
  SenderNickName: row.sender_nick_name,
  Kind: row.kind,
  Body: row.body,
  CreatedAt: Number(row.created_at),
  ...(row.bet_share ? { BetShare: row.bet_share } : {}),
});
