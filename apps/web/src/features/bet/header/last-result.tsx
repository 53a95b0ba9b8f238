import type { TDrawIssue } from '@lottery/contracts';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { IssueResult } from '../../draws/components/issue-result.tsx';
import { ScratchCard } from '../scratch/scratch-card.tsx';

/**
 * The latest result with its issue, covered by a scratch card while `isCovered`; and the issue
 * whose draw is due, while its result has not come. After a reveal the focus moves to the
 * result, as the card it was on is gone.
 */
export function LastResult({
  lastIssue,
  pendingIssue,
  categoryId,
  isCovered,
  onReveal,
}: {
  lastIssue: TDrawIssue | null;
  pendingIssue: TDrawIssue | undefined;
  categoryId: number;
  isCovered: boolean;
  onReveal(): void;
}) {
  const { t } = useTranslation();
  const result = useRef<HTMLSpanElement>(null);
  const isFocusDue = useRef(false);
  useEffect(() => {
    if (isCovered || !isFocusDue.current) return;
    isFocusDue.current = false;
    result.current?.focus();
  }, [isCovered]);

  const serial = lastIssue?.SerialNumber ?? '';
  return (
    <div className="bet-last-result">
      <span className="bet-last-result-label">
        {lastIssue ? t('bet.header.lastResultOf', { serial }) : t('bet.header.lastResult')}
      </span>
      {!lastIssue ? (
        <span className="muted">{t('draws.noResult')}</span>
      ) : isCovered ? (
        <ScratchCard
          label={t('bet.scratch.reveal', { serial })}
          onReveal={() => {
            isFocusDue.current = true;
            onReveal();
          }}
        >
          <IssueResult issue={lastIssue} categoryId={categoryId} />
        </ScratchCard>
      ) : (
        <span className="bet-last-result-value" ref={result} tabIndex={-1}>
          <IssueResult issue={lastIssue} categoryId={categoryId} />
        </span>
      )}
      {pendingIssue && (
        <span className="pending-result">
          {t('draws.pendingResult', { serial: pendingIssue.SerialNumber })}
        </span>
      )}
    </div>
  );
}
