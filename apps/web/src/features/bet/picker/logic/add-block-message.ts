import type { TBetType } from '@lottery/lottery';
import type { TFunction } from 'i18next';
import type { TAddBlock } from './add-block.ts';
import { faultMessage } from './fault-message.ts';
import { formatThousandths } from './format-money.ts';

/** Why the add button is disabled, as the line shown under it, in the page's language. */
export function addBlockMessage(
  reason: TAddBlock,
  type: TBetType,
  t: TFunction,
  language: string,
): string {
  switch (reason.kind) {
    case 'pick':
      return t('bet.picker.blocked.pick');
    case 'normalising':
      return t('bet.picker.blocked.normalising');
    case 'fault':
      return faultMessage(reason.fault, type, t, language);
    case 'noIssue':
      return t('bet.picker.blocked.noIssue');
    case 'overStake':
      return t('bet.picker.blocked.overStake', {
        max: formatThousandths(reason.maxStake, language),
      });
  }
}
