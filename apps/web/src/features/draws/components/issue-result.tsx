import type { TDrawIssue } from '@lottery/contracts';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { drawNumbersOf, numberShapeOf } from '../logic/draw-numbers.ts';
import { NumberBalls } from './number-balls.tsx';

/**
 * An issue's result: balls (a hash game's derived digits, with the hash under them), "Cancelled"
 * for a cancelled issue, or the raw text when it cannot be read. Memoised: the lobby and the
 * countdowns re-render their cards every second, and a result's balls change only with its issue.
 */
export const IssueResult = memo(function IssueResult({
  issue,
  categoryId,
  size = 'normal',
}: {
  issue: TDrawIssue;
  categoryId: number;
  size?: 'normal' | 'small';
}) {
  const { t } = useTranslation();
  if (issue.State === 'cancelled')
    return <span className="issue-cancelled">{t('draws.cancelled')}</span>;
  const text = issue.WinningNumber;
  if (text === null) return <span className="muted">{t('draws.noResult')}</span>;
  const numbers = drawNumbersOf(categoryId, text);
  const shape = numberShapeOf(categoryId);
  if (!numbers || !shape) return <span className="raw-number">{text}</span>;
  return (
    <span className="issue-result">
      <NumberBalls numbers={numbers} max={shape.max} size={size} />
      {shape.kind === 'hash' && size === 'normal' && (
        <code className="hash-text" title={text}>
          {text}
        </code>
      )}
    </span>
  );
});
