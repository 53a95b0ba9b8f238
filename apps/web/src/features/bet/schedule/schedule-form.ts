import { parseThousandths } from '@lottery/contracts';
import type { TPlanInput } from './plan-problems.ts';
import type { TMultiplePlan, TScheduleTarget, TStopRules } from './schedule-plan.ts';

/** The chained-bet dialog's fields as typed (text stays text until it is read here). */
export interface TScheduleForm {
  isByCount: boolean;
  countText: string;
  /** Picked issue serials; read back in draw order. */
  chosen: readonly string[];
  isDoubling: boolean;
  startText: string;
  factorText: string;
  everyText: string;
  stopIfWin: boolean;
  stopIfLoss: boolean;
  isProfitStop: boolean;
  profitText: string;
}

export const issueCountPresets = [5, 10, 20, 50] as const;

export const initialScheduleForm: TScheduleForm = {
  isByCount: true,
  countText: '10',
  chosen: [],
  isDoubling: false,
  startText: '1',
  factorText: '2',
  everyText: '1',
  // Most players chase a number until it hits: stopping on a win is the usual choice.
  stopIfWin: true,
  stopIfLoss: false,
  isProfitStop: false,
  profitText: '',
};

/** A whole number typed in a field; NaN for anything else (the problems name the field). */
const intOf = (text: string) => (/^\d{1,9}$/.test(text.trim()) ? Number(text.trim()) : Number.NaN);

export interface TReadSchedule {
  plan: TMultiplePlan;
  target: TScheduleTarget;
  stops: TStopRules;
  problemInput: TPlanInput;
}

/**
 * What the form asks for, given the issues on sale ahead in draw order (null until
 * LotteryGame/Info answered).
 */
export function readScheduleForm(
  form: TScheduleForm,
  upcomingSerials: readonly string[] | null,
): TReadSchedule {
  const count = intOf(form.countText);
  const start = intOf(form.startText);
  const factor = intOf(form.factorText);
  const every = intOf(form.everyText);
  const chosen = (upcomingSerials ?? []).filter((serial) => form.chosen.includes(serial));
  const profit = form.isProfitStop ? parseThousandths(form.profitText) : null;
  const isProfitValid = !form.isProfitStop || (profit !== null && profit > 0n);
  const plan: TMultiplePlan = form.isDoubling
    ? { kind: 'doubling', start, factor, every }
    : { kind: 'flat', start };
  return {
    plan,
    target: form.isByCount ? { kind: 'count', count } : { kind: 'issues', serials: chosen },
    stops: {
      ifWin: form.stopIfWin,
      ifLoss: form.stopIfLoss,
      atProfitThousandths: isProfitValid ? profit : null,
    },
    problemInput: {
      isByCount: form.isByCount,
      count,
      chosenCount: chosen.length,
      availableCount: upcomingSerials === null ? null : upcomingSerials.length,
      start,
      isDoubling: form.isDoubling,
      factor,
      every,
      isProfitValid,
    },
  };
}
