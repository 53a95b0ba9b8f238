import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.tsx';

export default function LinkFailurePage() {
  const { t } = useTranslation();
  return (
    <StatusPage
      title={t('status.linkFailureTitle')}
      action={
        <button className="button primary" type="button" onClick={() => window.location.reload()}>
          {t('common.retry')}
        </button>
      }
    >
      <p>{t('status.linkFailureText')}</p>
    </StatusPage>
  );
}
