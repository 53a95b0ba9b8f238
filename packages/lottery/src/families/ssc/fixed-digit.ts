import type { TBetType } from '../../core/bet-type.ts';
import type { TFamilyId } from '../../core/family.ts';
import { fraction } from '../../core/fraction.ts';
import { positionBet } from '../../core/kit/position-bet.ts';
import { names, type TNames } from '../../core/names.ts';
import { fault } from '../../core/selection.ts';

/**
 * 定位胆 (一星) of the digit families: the shared 定位胆 factory over digits 0-9, one row per
 * position. p = 1/10 (18 at 1800). `positions` names the family's positions (SSC/P5 five, 3D
 * three). Position check-boxes belong to 任选 types, so a selection carrying them is refused.
 */
export function fixedDigitType(family: TFamilyId, positions: readonly TNames[]): TBetType {
  const type = positionBet({
    id: `${family}.fixed.digit`,
    family,
    name: names('定位胆', 'fixed position'),
    group: names('定位胆', 'Fixed position'),
    places: positions.map((_, index) => index),
    labels: positions,
    balls: { min: 0, max: 9 },
    probability: fraction(1, 10),
  });
  return {
    ...type,
    validate: (selection) =>
      selection.positions !== undefined ? fault('shape', 'positions') : type.validate(selection),
  };
}
