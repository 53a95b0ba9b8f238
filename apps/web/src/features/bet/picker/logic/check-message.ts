import type { TFunction } from 'i18next';
import { formatThousandths } from './format-money.ts';
import type { TCheckFinding } from './single-item-check.ts';

/** The single-item check's question: what it found, then whether to add the ticket anyway. */
export function checkMessage(
  findings: readonly TCheckFinding[],
  units: number,
  t: TFunction,
  language: string,
): string {
  const money = (amount: bigint) => formatThousandths(amount, language);
  const found = findings.map((finding) => {
    if (finding.kind === 'coversAll')
      return t('bet.picker.check.coversAll', { units: finding.units.toLocaleString(language) });
    const values = {
      uncapped: money(finding.uncapped),
      cap: money(finding.cap),
      units: units.toLocaleString(language),
    };
    return finding.isExact
      ? t('bet.picker.check.capped', values)
      : t('bet.picker.check.cappedBound', values);
  });
  return [...found, t('bet.picker.check.question')].join(' ');
}
