import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.tsx';

export default function TimeoutPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('status.timeoutTitle')}>
      <p>{t('status.timeoutText')}</p>
    </StatusPage>
  );
}
