import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { drawProofQuery } from '../api/activity-api.ts';
import { checkDrawProof, proofEntropy, type TDrawCheck } from './verify-draw.ts';

const verdictKey = (check: TDrawCheck) =>
  check.state === 'verified'
    ? 'activity.verify.verified'
    : check.state === 'notRevealed'
      ? 'activity.verify.notRevealed'
      : check.reason === 'commitment'
        ? 'activity.verify.mismatchCommitment'
        : 'activity.verify.mismatchIndex';

/**
 * "Verify this draw": fetches the proof of one of my claims and recomputes it in the browser
 * (verify-draw.ts). Shows the commitment, the public input, the seed once revealed, the index the
 * server drew and the one computed here, and one verdict: verified, not yet revealed, mismatch.
 * Indexes are shown from 1, as a player counts the wheel's prizes.
 */
export function DrawVerifyPanel({ claimId }: { claimId: number }) {
  const { t } = useTranslation();
  const titleId = useId();
  const proof = useQuery(drawProofQuery(claimId));
  return (
    <section className="draw-verify" aria-labelledby={titleId} data-testid="draw-verify">
      <h3 id={titleId}>{t('activity.verify.title')}</h3>
      {!proof.data ? (
        <QueryStatus
          status={proof.isError ? 'error' : 'loading'}
          error={proof.error}
          onRetry={() => void proof.refetch()}
        />
      ) : (
        <ProofBody proof={proof.data} />
      )}
    </section>
  );
}

function ProofBody({ proof }: { proof: Parameters<typeof checkDrawProof>[0] }) {
  const { t } = useTranslation();
  const check = checkDrawProof(proof);
  const computed = check.state === 'notRevealed' ? null : check.computedIndex;
  return (
    <>
      <p className={`draw-verdict is-${check.state}`} role="status" data-state={check.state}>
        {t(verdictKey(check))}
      </p>
      <dl className="draw-proof">
        <dt>{t('activity.verify.commitment')}</dt>
        <dd className="hash">{proof.Commitment}</dd>
        <dt>{t('activity.verify.seed')}</dt>
        <dd className="hash">{proof.ServerSeed ?? '—'}</dd>
        <dt>{t('activity.verify.entropy')}</dt>
        <dd className="hash">{proofEntropy(proof)}</dd>
        <dt>{t('activity.verify.nonce')}</dt>
        <dd>{proof.Nonce}</dd>
        <dt>{t('activity.verify.drawnIndex')}</dt>
        <dd>{proof.DrawnIndex + 1}</dd>
        <dt>{t('activity.verify.computedIndex')}</dt>
        <dd data-testid="computed-index">{computed === null ? '—' : computed + 1}</dd>
      </dl>
      <p className="muted">{t('activity.verify.how')}</p>
    </>
  );
}
