import {
  dailyPayRecordStates,
  dividendPeriodKinds,
  dividendRecordStates,
  type TDividendPeriodKindName,
  type TDividendRecordStateName,
} from '@lottery/contracts';

/** The text key of a record state code (the contracts' names; codes are what the API sends). */
export const dividendStateName = (state: number): TDividendRecordStateName =>
  (Object.keys(dividendRecordStates) as TDividendRecordStateName[]).find(
    (name) => dividendRecordStates[name] === state,
  ) ?? 'waiting';

export const periodKindName = (kind: number): TDividendPeriodKindName =>
  kind === dividendPeriodKinds.halfMonth ? 'halfMonth' : 'month';

/** A service fee is paid, or its payer's wallet was short (the daily pay record states). */
export const feeStateName = (state: number): 'paid' | 'notEnoughMoney' =>
  state === dailyPayRecordStates.paid ? 'paid' : 'notEnoughMoney';
