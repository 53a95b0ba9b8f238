import {
  securityScoreWeights,
  type TSecurityCenterData,
  type TSecuritySafeguard,
} from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

/** Where each safeguard is set: the checklist links there (the same page's sections by anchor). */
const setUpAt: Record<TSecuritySafeguard, string> = {
  loginPassword: paths.accountPassword.getHref(),
  email: paths.accountInfo.getHref(),
  phone: paths.accountInfo.getHref(),
  realName: paths.accountInfo.getHref(),
  fundPassword: `${paths.accountPassword.getHref()}?tab=fund`,
  authenticator: '#authenticator',
  securityQuestions: '#security-questions',
  recoveryCodes: '#authenticator',
};

/** The score as a meter and each safeguard with its weight, done or linking to its form. */
export function ScoreChecklist({ data }: { data: TSecurityCenterData }) {
  const { t } = useTranslation();
  const safeguards = Object.keys(securityScoreWeights) as TSecuritySafeguard[];
  return (
    <section className="card account-card" aria-labelledby="security-score">
      <h2 id="security-score">{t('account.security.score')}</h2>
      <p className="account-score">
        {t('account.security.scoreOf', { score: data.SecurityScore })}
      </p>
      <meter
        className="account-meter"
        min={0}
        max={100}
        low={50}
        high={80}
        optimum={100}
        value={data.SecurityScore}
        aria-label={t('account.security.score')}
      />
      <h3>{t('account.security.checklist')}</h3>
      <ul className="account-checklist">
        {safeguards.map((safeguard) => {
          const isDone = data.Safeguards.includes(safeguard);
          const label = t(`account.security.items.${safeguard}`);
          return (
            <li key={safeguard} className={isDone ? 'is-done' : undefined}>
              <span aria-hidden="true">{isDone ? '✓' : '○'}</span>
              <span className="account-check-label">
                {label} <small className="muted">+{securityScoreWeights[safeguard]}</small>
              </span>
              {isDone ? (
                <span className="muted">{t('account.common.set')}</span>
              ) : setUpAt[safeguard].startsWith('#') ? (
                <a href={setUpAt[safeguard]}>{t('account.security.go')}</a>
              ) : (
                <Link to={setUpAt[safeguard]} aria-label={`${t('account.security.go')}: ${label}`}>
                  {t('account.security.go')}
                </Link>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
