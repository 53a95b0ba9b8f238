import type { TBetType, TPricingFault } from '@lottery/lottery';
import type { TFunction } from 'i18next';
import { nameIn } from './names.ts';
import { innerShapeOf } from './picks.ts';

const faultPlace = /^(rows|entries|positions|sums|items)(?:\[(\d+)\])?$/;

/**
 * A fault of the rules engine (TFault / TPricingFault: code and where) as a sentence in the
 * page's language, naming the row or entry it is about when it can ("百位：至少选择 1 个号码").
 */
export function faultMessage(
  fault: TPricingFault,
  type: TBetType,
  t: TFunction,
  language: string,
): string {
  const general = t(`bet.picker.fault.code.${fault.code}`);
  const [, field, index] = faultPlace.exec(fault.at) ?? [];
  const { shape } = type;
  const inner = innerShapeOf(shape);
  if (field === 'rows' && index !== undefined && inner.kind === 'rows') {
    const row = inner.rows[Number(index)];
    if (!row) return general;
    const message =
      fault.code === 'tooFew'
        ? t('bet.picker.fault.tooFewInRow', { count: row.minPicks })
        : fault.code === 'tooMany'
          ? t('bet.picker.fault.tooManyInRow', { count: row.maxPicks })
          : general;
    return t('bet.picker.fault.at', { where: nameIn(row.label, language), message });
  }
  if (field === 'positions' && fault.code === 'tooFew' && shape.kind === 'positions')
    return t('bet.picker.fault.tooFewPositions', { count: shape.minPositions });
  if (field === 'items' && fault.code === 'tooMany' && inner.kind === 'items')
    return t('bet.picker.fault.tooManyItems', { count: inner.maxPicks });
  if (field === 'entries' && index !== undefined)
    return t('bet.picker.fault.at', {
      where: t('bet.picker.fault.entryAt', { n: Number(index) + 1 }),
      message: general,
    });
  return general;
}
