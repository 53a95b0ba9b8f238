import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useSecurityCenter } from '../api/security-center.ts';
import { AuthenticatorPanel } from '../components/authenticator-panel.tsx';
import { LoginHistoryList } from '../components/login-history-list.tsx';
import { ScoreChecklist } from '../components/score-checklist.tsx';
import { SecurityQuestionsForm } from '../components/security-questions-form.tsx';
import '../styles/account.css';

/**
 * /AccountSecurity: the score and what raises it, the authenticator with its recovery codes,
 * the security questions and the login history.
 */
export default function AccountSecurityPage() {
  const { t } = useTranslation();
  const titleId = useId();
  const center = useSecurityCenter();
  return (
    <section className="page-column account-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('account.security.title')}</h1>
      {!center.data ? (
        <QueryStatus
          status={center.isError ? 'error' : 'loading'}
          error={center.error}
          onRetry={() => void center.refetch()}
        />
      ) : (
        <>
          <ScoreChecklist data={center.data} />
          <AuthenticatorPanel data={center.data} />
          <SecurityQuestionsForm data={center.data} />
        </>
      )}
      <LoginHistoryList />
    </section>
  );
}
