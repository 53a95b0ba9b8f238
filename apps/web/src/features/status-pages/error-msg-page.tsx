import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { StatusPage } from './status-page.tsx';

export default function ErrorMsgPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const message = params.get('Msg');
  return (
    <StatusPage title={t('status.errorTitle')}>
      <p className="status-message">{message || t('status.errorDefault')}</p>
    </StatusPage>
  );
}
