import { useTranslation } from 'react-i18next';
import { StatusPage } from './status-page.tsx';

export default function IpRestrictedPage() {
  const { t } = useTranslation();
  return (
    <StatusPage title={t('status.ipTitle')} action={<></>}>
      <p>{t('status.ipText')}</p>
    </StatusPage>
  );
}
