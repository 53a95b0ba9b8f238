import { useTranslation } from 'react-i18next';
import { useUserInfo } from '../../shared/user-info/user-info-store.ts';

export default function HomePage() {
  const { t } = useTranslation();
  const name = useUserInfo((s) => s.nickName || s.userName);
  return (
    <section className="card">
      <h1>{t('shell.greeting', { name })}</h1>
    </section>
  );
}
