import type { TUnit, TWins } from './core/bet-type.ts';
import { fault, type TSelection, type TValidation } from './core/selection.ts';
import { findBetType } from './catalogue.ts';

const unknownType = (id: string): TValidation => fault('shape', `betType ${id}`);

/** Whether a selection is acceptable for the bet type, with the first fault when not. */
export function validateSelection(betTypeId: string, selection: TSelection): TValidation {
  const type = findBetType(betTypeId);
  return type ? type.validate(selection) : unknownType(betTypeId);
}

export type TCounted = { ok: true; units: number } | Extract<TValidation, { ok: false }>;

/** Units (注) of a selection: the number the player pays for. */
export function countUnits(betTypeId: string, selection: TSelection): TCounted {
  const type = findBetType(betTypeId);
  if (!type) return unknownType(betTypeId) as Extract<TValidation, { ok: false }>;
  const validation = type.validate(selection);
  if (!validation.ok) return validation;
  const units = type.count(selection);
  return units > 0
    ? { ok: true, units }
    : (fault('noUnits', 'selection') as Extract<TValidation, { ok: false }>);
}

/** Every unit of a valid selection (throws on an invalid one: validate first). */
export function expandUnits(betTypeId: string, selection: TSelection): Iterable<TUnit> {
  const type = findBetType(betTypeId);
  if (!type) throw new Error(`unknown bet type ${betTypeId}`);
  const validation = type.validate(selection);
  if (!validation.ok)
    throw new Error(`invalid selection: ${validation.fault.code} at ${validation.fault.at}`);
  return type.expand(selection);
}

/** Winning units per prize level of a valid selection against a drawn number. */
export function settle(betTypeId: string, selection: TSelection, draw: readonly number[]): TWins {
  const type = findBetType(betTypeId);
  if (!type) throw new Error(`unknown bet type ${betTypeId}`);
  const validation = type.validate(selection);
  if (!validation.ok)
    throw new Error(`invalid selection: ${validation.fault.code} at ${validation.fault.at}`);
  return type.settle(selection, draw);
}
