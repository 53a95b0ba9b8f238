import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

/** Routes of SPEC §2 whose screens later issues build land here meanwhile. */
export default function NotAvailablePage() {
  const { t } = useTranslation();
  return (
    <section className="card status" aria-labelledby="not-available-title">
      <h1 id="not-available-title">{t('status.notAvailableTitle')}</h1>
      <p>{t('status.notAvailableText')}</p>
      <Link className="button primary" to={paths.home.getHref()}>
        {t('common.backHome')}
      </Link>
    </section>
  );
}
