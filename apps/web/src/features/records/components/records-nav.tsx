import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { paths } from '../../../config/paths.ts';

const screens = [
  { id: 'bets', href: paths.betRecord.getHref() },
  { id: 'schedules', href: paths.scheduleRecord.getHref() },
  { id: 'cashFlow', href: paths.cashFlowRecord.getHref() },
  { id: 'profit', href: paths.profitReport.getHref() },
] as const;

/** The four records screens, one tap apart; the current one is marked for screen readers too. */
export function RecordsNav() {
  const { t } = useTranslation();
  return (
    <nav className="records-nav" aria-label={t('shell.recordsNav.label')}>
      {screens.map((screen) => (
        <NavLink
          key={screen.id}
          to={screen.href}
          className={({ isActive }) =>
            isActive ? 'records-nav-link is-current' : 'records-nav-link'
          }
        >
          {t(`shell.recordsNav.${screen.id}`)}
        </NavLink>
      ))}
    </nav>
  );
}
