import type { TAgentTeamFigures } from '@lottery/contracts';

/** Summed report_team_days columns as a query returns them. */
export interface TTeamSummedRow {
  tickets: number | string | bigint;
  turnover: bigint | string | number;
  prize: bigint | string | number;
  rebate: bigint | string | number;
  daily_pay: bigint | string | number;
  dividend: bigint | string | number;
}

const zero: TTeamSummedRow = {
  tickets: 0,
  turnover: 0,
  prize: 0,
  rebate: 0,
  daily_pay: 0,
  dividend: 0,
};

/** The figures of a row (none: zero); profit is derived, never stored. */
export function teamFiguresOf(row: TTeamSummedRow | undefined): TAgentTeamFigures {
  const r = row ?? zero;
  const turnover = BigInt(r.turnover);
  const prize = BigInt(r.prize);
  const rebate = BigInt(r.rebate);
  const dailyPay = BigInt(r.daily_pay);
  const dividend = BigInt(r.dividend);
  return {
    Tickets: Number(r.tickets),
    Turnover: turnover,
    Prize: prize,
    Rebate: rebate,
    DailyPay: dailyPay,
    Dividend: dividend,
    Profit: prize + rebate + dailyPay + dividend - turnover,
  };
}

/** The sum of several rows' figures (the team's total from its levels). */
export function sumTeamRows(rows: readonly TTeamSummedRow[]): TTeamSummedRow {
  const add = (key: keyof TTeamSummedRow) =>
    rows.reduce((total, row) => total + BigInt(row[key]), 0n);
  return {
    tickets: add('tickets'),
    turnover: add('turnover'),
    prize: add('prize'),
    rebate: add('rebate'),
    daily_pay: add('daily_pay'),
    dividend: add('dividend'),
  };
}
