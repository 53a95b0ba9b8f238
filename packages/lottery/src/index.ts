/**
 * @lottery/lottery: the rules of every game the site sells. Pure functions, no I/O: the server
 * charges and pays with them, the web client shows counts and amounts with them, so both agree.
 */
export type { TBetType, TPrizeLevel, TSelectionShape, TUnit, TWins } from './core/bet-type.ts';
export type { TDrawFormat, TFamily, TFamilyId } from './core/family.ts';
export { fraction, fractionToNumber, type TFraction } from './core/fraction.ts';
export type { TNames } from './core/names.ts';
export type { TFault, TFaultCode, TSelection, TValidation } from './core/selection.ts';
export { allBetTypes, betTypesOf, families, findBetType } from './catalogue.ts';
export { countUnits, expandUnits, settle, validateSelection, type TCounted } from './operations.ts';
