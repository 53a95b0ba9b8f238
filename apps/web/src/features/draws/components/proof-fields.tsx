import type { TDrawProof } from '@lottery/contracts';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TCheck, TProofCheck } from '../logic/check-draw-proof.ts';
import { NumberBalls } from './number-balls.tsx';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="proof-field">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

function Hex({ value, missing }: { value: string | null; missing: string }) {
  return value === null ? <span className="muted">{missing}</span> : <code>{value}</code>;
}

export function CheckMark({ label, check }: { label: string; check: TCheck }) {
  const { t } = useTranslation();
  return (
    <div className={`proof-check is-${check}`}>
      <dt>{label}</dt>
      <dd>{t(`draws.proof.check.${check}`)}</dd>
    </div>
  );
}

/** The fields of a fair (commit–reveal) draw and what the browser recomputed from them. */
export function FairProofFields({ proof, check }: { proof: TDrawProof; check: TProofCheck }) {
  const { t } = useTranslation();
  const notRevealed = t('draws.proof.notRevealed');
  return (
    <>
      <Field label={t('draws.proof.commitment')}>
        <Hex value={proof.Commitment} missing="–" />
      </Field>
      <Field label={t('draws.proof.seed')}>
        <Hex value={proof.ServerSeed} missing={notRevealed} />
      </Field>
      <Field label={t('draws.proof.entropy')}>
        <Hex value={proof.PublicEntropy} missing={notRevealed} />
      </Field>
      <Field label={t('draws.proof.entropyReference')}>{proof.EntropyReference ?? '–'}</Field>
      <Field label={t('draws.proof.nonce')}>{proof.Nonce}</Field>
      {proof.OriginalWinningNumber !== proof.WinningNumber && (
        <>
          <Field label={t('draws.proof.publishedOriginal')}>
            {proof.OriginalWinningNumber ?? '–'}
          </Field>
          <Field label={t('draws.proof.recomputedOriginal')}>
            {check.recomputed?.originalWinningNumber ?? '–'}
          </Field>
        </>
      )}
      <Field label={t('draws.proof.published')}>{proof.WinningNumber ?? '–'}</Field>
      <Field label={t('draws.proof.recomputed')}>{check.recomputed?.winningNumber ?? '–'}</Field>
    </>
  );
}

/** A hash game's block and the digits the browser derived from it. */
export function HashProofFields({ proof, check }: { proof: TDrawProof; check: TProofCheck }) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t('draws.proof.block')}>
        <Hex value={proof.PublicEntropy} missing={t('draws.proof.notRevealed')} />
      </Field>
      <Field label={t('draws.proof.entropyReference')}>{proof.EntropyReference ?? '–'}</Field>
      <Field label={t('draws.proof.published')}>
        <Hex value={proof.WinningNumber} missing="–" />
      </Field>
      <Field label={t('draws.proof.derived')}>
        {check.derivedDigits ? <NumberBalls numbers={check.derivedDigits} max={9} /> : '–'}
      </Field>
    </>
  );
}

/** An outside source's reports, every one kept even when they disagree. */
export function ExternalProofFields({ proof }: { proof: TDrawProof }) {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  return (
    <>
      <Field label={t('draws.proof.published')}>{proof.WinningNumber ?? '–'}</Field>
      <Field label={t('draws.proof.reports')}>
        {proof.Reports.length === 0 ? (
          '–'
        ) : (
          <ul className="proof-reports">
            {proof.Reports.map((report, i) => (
              <li key={i}>
                {report.Source}: {report.WinningNumber} (
                {siteTime.dateTimeWithZone(report.ReportedAt)})
              </li>
            ))}
          </ul>
        )}
      </Field>
      {proof.Disputed && <p className="form-error">{t('draws.proof.disputed')}</p>}
    </>
  );
}
