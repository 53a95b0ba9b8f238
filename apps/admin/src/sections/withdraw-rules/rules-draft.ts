import type { TRulesRequest, TRulesWire } from './withdraw-rules-api.ts';

export type TRuleName = keyof TRulesWire;
/** The form's values: every rule as the text in its field. */
export type TRulesDraft = Record<TRuleName, string>;

/** Limits that may be absent (empty field: no such limit). */
export const optionalRules: ReadonlySet<TRuleName> = new Set<TRuleName>([
  'MaxAmount',
  'DailyMaxAmount',
  'DailyMaxCount',
  'FeeMax',
  'FirstMaxAmount',
  'SiteDailyMaxAmount',
  'UsdtMinAmount',
  'UsdtMaxAmount',
]);

/** Whole numbers (counts, seconds, per mille); the others are amounts in currency units. */
const countRules: ReadonlySet<TRuleName> = new Set<TRuleName>([
  'DailyMaxCount',
  'IntervalSeconds',
  'FeePerMille',
  'AccountLimit',
]);

export const draftOf = (rules: TRulesWire): TRulesDraft =>
  Object.fromEntries(
    Object.entries(rules).map(([name, value]) => [name, value === null ? '' : String(value)]),
  ) as TRulesDraft;

/**
 * The PUT body of a draft, for the contract to check: an empty optional field is null, an empty
 * required one is left out (the contract then names it), counts are numbers, amounts stay text
 * so that thousandths arrive exactly.
 */
export function requestOf(draft: TRulesDraft): TRulesRequest {
  const entries = Object.entries(draft).flatMap(
    ([key, text]): (readonly [TRuleName, string | number | null])[] => {
      const name = key as TRuleName;
      const value = text.trim();
      if (value === '') return optionalRules.has(name) ? [[name, null]] : [];
      return [[name, countRules.has(name) ? Number(value) : value]];
    },
  );
  return Object.fromEntries(entries) as TRulesRequest;
}

/** The pairs whose upper end must not be below the lower one: [upper, lower]. */
export const orderedPairs: readonly (readonly [TRuleName, TRuleName])[] = [
  ['MaxAmount', 'MinAmount'],
  ['FeeMax', 'FeeMin'],
  ['UsdtMaxAmount', 'UsdtMinAmount'],
];

/** The upper limits set below their lower one (the server refuses them too, with 7468). */
export function misorderedPairs(draft: TRulesDraft): (readonly [TRuleName, TRuleName])[] {
  return orderedPairs.filter(([upper, lower]) => {
    const [high, low] = [Number(draft[upper]), Number(draft[lower])];
    return draft[upper].trim() !== '' && draft[lower].trim() !== '' && high < low;
  });
}
