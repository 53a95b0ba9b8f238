import { useTranslation } from 'react-i18next';
import { Dialog } from '@lottery/client-kit';
import { useDrawProof } from '../api/get-draw-proof.ts';
import { checkDrawProof } from '../logic/check-draw-proof.ts';
import {
  CheckMark,
  ExternalProofFields,
  FairProofFields,
  HashProofFields,
} from './proof-fields.tsx';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';

/**
 * The verify panel of one issue: DrawProof/Get, then the browser's own recomputation
 * (check-draw-proof.ts) with a ✓/✗ for the seed against its commitment and for the number.
 */
export function VerifyDialog({
  gameId,
  serialNumber,
  categoryId,
  onClose,
}: {
  gameId: number;
  serialNumber: string;
  categoryId: number;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const proof = useDrawProof({ GameId: gameId, SerialNumber: serialNumber });
  const data = proof.data;
  const check = data ? checkDrawProof(data, categoryId) : null;
  return (
    <Dialog
      title={t('draws.proof.title', { serial: serialNumber })}
      onClose={onClose}
      className="verify-dialog"
      isBodyDescription={false}
      actions={
        <button type="button" className="button primary" data-autofocus onClick={onClose}>
          {t('common.close')}
        </button>
      }
    >
      {!data || !check ? (
        <QueryStatus
          status={proof.isError ? 'error' : 'loading'}
          onRetry={() => void proof.refetch()}
        />
      ) : data.State === 'cancelled' ? (
        <p>{t('draws.proof.cancelledNote')}</p>
      ) : (
        <>
          <dl className="proof-checks" aria-live="polite">
            {data.DrawSource === 'fair' && (
              <CheckMark label={t('draws.proof.seedMatches')} check={check.seedMatchesCommitment} />
            )}
            <CheckMark label={t('draws.proof.numberMatches')} check={check.numberMatches} />
            {data.DrawSource === 'fair' && (
              <CheckMark
                label={t('draws.proof.serverVerified')}
                check={data.State === 'scheduled' ? 'pending' : data.Verified ? 'pass' : 'fail'}
              />
            )}
          </dl>
          <dl className="proof-fields">
            {data.DrawSource === 'fair' ? (
              <FairProofFields proof={data} check={check} />
            ) : data.DrawSource === 'hash' ? (
              <HashProofFields proof={data} check={check} />
            ) : (
              <ExternalProofFields proof={data} />
            )}
          </dl>
          {data.DrawSource === 'fair' && (
            <p className="muted proof-how">{t('draws.proof.howTo')}</p>
          )}
        </>
      )}
    </Dialog>
  );
}
