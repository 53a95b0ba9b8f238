import type { TActivityPeriodKind, TBuiltActivityType, ZAdminActivity } from '@lottery/contracts';
import type { z } from 'zod';
import { epochMsToSiteWallClock, siteWallClockToEpochMs } from '../../shared/format/site-time.ts';
import type { TSaveActivityBody } from './activities-api.ts';
import { configEditors } from './config-editors/index.ts';

/** An activity as the console reads it (amounts as JSON numbers). */
export type TActivityView = z.output<typeof ZAdminActivity>;

/**
 * The activity form's values: text as typed (times in site wall-clock, amounts as decimal text,
 * empty for "no condition"), turned into the save request only on submit, so a half-typed
 * amount is never rounded or lost on the way.
 */
export interface TActivityDraft {
  Type: TBuiltActivityType;
  TitleZh: string;
  TitleEn: string;
  RulesZh: string;
  RulesEn: string;
  PeriodKind: TActivityPeriodKind;
  Starts: string;
  Ends: string;
  Budget: string;
  TurnoverPercent: string;
  MinVipLevel: string;
  AgentLoginId: string;
  MinDeposit: string;
  MinTurnover: string;
  RegisteredAfter: string;
  Config: TSaveActivityBody['Config'];
}

const dayMs = 86_400_000;
const textOf = (value: number | bigint | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A new activity of a type: starting tomorrow at this hour, for a week, daily periods. */
export function newDraft(
  type: TBuiltActivityType,
  nowMs: number,
  timeZone: string,
): TActivityDraft {
  return {
    Type: type,
    TitleZh: '',
    TitleEn: '',
    RulesZh: '',
    RulesEn: '',
    PeriodKind: 'daily',
    Starts: epochMsToSiteWallClock(nowMs + dayMs, timeZone),
    Ends: epochMsToSiteWallClock(nowMs + 8 * dayMs, timeZone),
    Budget: '',
    TurnoverPercent: '100',
    MinVipLevel: '0',
    AgentLoginId: '',
    MinDeposit: '',
    MinTurnover: '',
    RegisteredAfter: '',
    Config: configEditors[type].initial(),
  };
}

/** A saved draft back in the form. */
export function draftOfActivity(activity: TActivityView, timeZone: string): TActivityDraft {
  const rules = activity.Eligibility;
  return {
    Type: activity.Type as TBuiltActivityType,
    TitleZh: activity.TitleZh,
    TitleEn: activity.TitleEn,
    RulesZh: activity.RulesZh,
    RulesEn: activity.RulesEn,
    PeriodKind: activity.PeriodKind,
    Starts: epochMsToSiteWallClock(activity.StartsAt, timeZone),
    Ends: epochMsToSiteWallClock(activity.EndsAt, timeZone),
    Budget: String(activity.Budget),
    TurnoverPercent: String(activity.TurnoverPercent),
    MinVipLevel: String(rules.MinVipLevel),
    AgentLoginId: rules.AgentLoginId ?? '',
    MinDeposit: textOf(rules.MinDeposit),
    MinTurnover: textOf(rules.MinTurnover),
    RegisteredAfter:
      rules.RegisteredAfter === null ? '' : epochMsToSiteWallClock(rules.RegisteredAfter, timeZone),
    Config: activity.Config,
  };
}

/** A whole number as typed; NaN for an empty field, which the contract then names. */
const integerOf = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** A site wall-clock time as an instant; the text itself when it is not one (the contract names it). */
const instantOf = (text: string, timeZone: string): number | string =>
  siteWallClockToEpochMs(text, timeZone) ?? text;

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The save request of a draft (a new one without activityId). */
export function requestOfDraft(
  draft: TActivityDraft,
  timeZone: string,
  activityId?: number,
): TSaveActivityBody {
  const registeredAfter = optional(draft.RegisteredAfter);
  return {
    ...(activityId === undefined ? {} : { ActivityId: activityId }),
    Type: draft.Type,
    TitleZh: draft.TitleZh.trim(),
    TitleEn: draft.TitleEn.trim(),
    RulesZh: draft.RulesZh,
    RulesEn: draft.RulesEn,
    PeriodKind: draft.PeriodKind,
    StartsAt: instantOf(draft.Starts, timeZone) as number,
    EndsAt: instantOf(draft.Ends, timeZone) as number,
    Eligibility: {
      MinVipLevel: integerOf(draft.MinVipLevel),
      AgentLoginId: optional(draft.AgentLoginId),
      MinDeposit: optional(draft.MinDeposit),
      MinTurnover: optional(draft.MinTurnover),
      RegisteredAfter:
        registeredAfter === null ? null : (instantOf(registeredAfter, timeZone) as number),
    },
    Budget: draft.Budget.trim(),
    TurnoverPercent: integerOf(draft.TurnoverPercent),
    Config: draft.Config,
  };
}
