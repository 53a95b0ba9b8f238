import type { TDrawIssue } from '@lottery/contracts';

export type TIssueState = 'scheduled' | 'drawn' | 'cancelled';

/** The lottery_issues columns every reader selects (issueColumns) and their types. */
export interface TIssueRow {
  game_id: number;
  serial_number: string;
  business_date: string;
  daily_index: number;
  start_at: bigint;
  close_at: bigint;
  draw_at: bigint;
  state: TIssueState;
  commitment: string | null;
  original_winning_number: string | null;
  winning_number: string | null;
}

export const issueColumns = `game_id, serial_number, to_char(business_date, 'YYYY-MM-DD') AS
  business_date, daily_index, start_at, close_at, draw_at, state, commitment,
  original_winning_number, winning_number`;

/** SPEC §3 "Draw issue" of a row. The secret seed is not among the columns: it never leaves here. */
export const drawIssueOf = (row: TIssueRow): TDrawIssue => ({
  SerialNumber: row.serial_number,
  StartTimeStamp: Number(row.start_at),
  CloseTimeStamp: Number(row.close_at),
  DrawTimeStamp: Number(row.draw_at),
  State: row.state,
  OriginalWinningNumber: row.original_winning_number,
  WinningNumber: row.winning_number,
  Commitment: row.commitment,
});
