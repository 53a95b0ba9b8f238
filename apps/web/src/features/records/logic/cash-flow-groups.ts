import { cashFlowTypes, type TCashFlowTypeName } from '@lottery/contracts';

/** packages/contracts groups cash-flow types by hundreds: 1xx betting, 2xx rebates, … */
const groupNames = {
  1: 'betting',
  2: 'rebates',
  3: 'funds',
  4: 'agent',
  5: 'activities',
  6: 'bonus',
  7: 'coupons',
  9: 'adjustments',
} as const;
export type TCashFlowGroupName = (typeof groupNames)[keyof typeof groupNames];

export interface TCashFlowGroup {
  name: TCashFlowGroupName;
  types: readonly { name: TCashFlowTypeName; code: number }[];
}

/** Every known type under its group, in code order: the type filter's option groups. */
export const cashFlowGroups: readonly TCashFlowGroup[] = Object.entries(groupNames).map(
  ([hundreds, name]) => ({
    name,
    types: (Object.entries(cashFlowTypes) as [TCashFlowTypeName, number][])
      .filter(([, code]) => Math.floor(code / 100) === Number(hundreds))
      .map(([typeName, code]) => ({ name: typeName, code }))
      .sort((a, b) => a.code - b.code),
  }),
);

/**
 * The filter's value: '' for every type, `group:<name>` for a whole group, or one type's code.
 * Kept as text because that is what a select carries.
 */
export function typesOfFilter(value: string): number[] | undefined {
  if (value === '') return undefined;
  const group = cashFlowGroups.find((g) => `group:${g.name}` === value);
  return group ? group.types.map((type) => type.code) : [Number(value)];
}

/** The name of a type code, or null for a code this build does not know. */
export const cashFlowTypeNameOf = (code: number): TCashFlowTypeName | null =>
  (Object.keys(cashFlowTypes) as TCashFlowTypeName[]).find(
    (name) => cashFlowTypes[name] === code,
  ) ?? null;
