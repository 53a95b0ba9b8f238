import {
  contractStates,
  contractTypes,
  dailyPayRecordStates,
  dailyPayTypes,
  dividendPeriodKinds,
} from '@lottery/contracts';

/** The text keys of contract and daily pay codes (SPEC §4, §6) by their codes, typed for t(). */
const namesOf = <T extends Record<string, number>>(values: T) =>
  Object.fromEntries(Object.entries(values).map(([name, code]) => [code, name])) as Record<
    number,
    keyof T & string
  >;

const contractTypeNames = namesOf(contractTypes);
const periodKindNames = namesOf(dividendPeriodKinds);
const contractStateNames = namesOf(contractStates);
const payTypeNames = namesOf(dailyPayTypes);
const recordStateNames = namesOf(dailyPayRecordStates);

export const contractTypeKey = (code: number) =>
  `agentContracts.contractType.${contractTypeNames[code] ?? 'lottery'}` as const;
export const periodKindKey = (code: number) =>
  `agentContracts.periodKind.${periodKindNames[code] ?? 'month'}` as const;
export const contractStateKey = (code: number) =>
  `agentContracts.contractState.${contractStateNames[code] ?? 'none'}` as const;
export const payTypeKey = (code: number) =>
  `agentContracts.payType.${payTypeNames[code] ?? 'betPay'}` as const;
export const recordStateKey = (code: number) =>
  `agentContracts.recordState.${recordStateNames[code] ?? 'waiting'}` as const;
