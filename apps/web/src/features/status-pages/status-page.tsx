import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';

/** The frame of the failure pages of SPEC §8: a title, a text and the way back. */
export function StatusPage({
  title,
  children,
  action,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <main className="public-page">
      <LanguageSwitch />
      <section className="card status" aria-labelledby="status-title">
        <h1 id="status-title">{title}</h1>
        {children}
        <div className="actions">
          {action ?? (
            <Link className="button primary" to={paths.login.getHref()}>
              {t('common.backToLogin')}
            </Link>
          )}
        </div>
      </section>
    </main>
  );
}
