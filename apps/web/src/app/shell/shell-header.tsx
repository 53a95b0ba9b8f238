import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useUserInfo } from '../../shared/user-info/user-info-store.ts';
import { apiPost } from '../../shared/api/http-client.ts';
import { askConfirm } from '../../shared/dialogs/dialogs-store.ts';
import { formatAmount } from '../../shared/format/format-amount.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { BetOptionsButton } from './bet-options-button.tsx';

/** Eye, crossed out while the wallet is hidden; decorative, the button has its text. */
function EyeIcon({ isCrossed }: { isCrossed: boolean }) {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        d="M1 12s4-7 11-7 11 7 11 7-4 7-11 7S1 12 1 12z"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="3" fill="currentColor" />
      {isCrossed && <path d="M3 3l18 18" stroke="currentColor" strokeWidth="2" />}
    </svg>
  );
}

/**
 * Two rows on a phone (brand and actions, then the account line), one row from 768 px. The
 * account line keeps name, wallet and unread counts visible at 320 px.
 */
export function ShellHeader() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const info = useUserInfo();

  async function logout() {
    if (!(await askConfirm(t('shell.logoutConfirm')))) return;
    await apiPost('/api/Token/Logout').catch(() => undefined);
    // Arriving at /Login clears the token, the user info and the cache (the route's guard).
    await navigate(paths.login.getHref(), { replace: true });
  }

  return (
    <header className="shell-header">
      <Link className="shell-brand" to={paths.home.getHref()}>
        {t('shell.home')}
      </Link>
      <div className="shell-account">
        <span className="user-name" data-testid="user-name">
          {info.nickName || info.userName}
        </span>
        <span className="visually-hidden">{t('shell.wallet')}</span>
        <span className="wallet" data-testid="wallet-amount">
          {info.hideWalletAmount
            ? '******'
            : info.walletAmount === null
              ? '…'
              : formatAmount(info.walletAmount, i18n.language)}
        </span>
        <button
          type="button"
          className="header-button is-small"
          onClick={() => info.setHideWalletAmount(!info.hideWalletAmount)}
        >
          <EyeIcon isCrossed={info.hideWalletAmount} />
          <span className="header-button-text">
            {info.hideWalletAmount ? t('shell.showWallet') : t('shell.hideWallet')}
          </span>
        </button>
        {info.unreadAnnouncement > 0 && (
          <span className="badge">
            <span className="visually-hidden">{t('shell.unreadAnnouncements')}</span>
            {info.unreadAnnouncement}
          </span>
        )}
        {info.unreadActivityCount > 0 && (
          <span className="badge">
            <span className="visually-hidden">{t('shell.unreadActivities')}</span>
            {info.unreadActivityCount}
          </span>
        )}
      </div>
      <div className="shell-actions">
        <BetOptionsButton />
        <LanguageSwitch />
        <button type="button" className="header-button" onClick={() => void logout()}>
          {t('shell.logout')}
        </button>
      </div>
      <nav className="shell-nav" aria-label={t('shell.recordsNav.label')}>
        <Link to={paths.betRecord.getHref()}>{t('shell.recordsNav.bets')}</Link>
        <Link to={paths.scheduleRecord.getHref()}>{t('shell.recordsNav.schedules')}</Link>
        <Link to={paths.cashFlowRecord.getHref()}>{t('shell.recordsNav.cashFlow')}</Link>
        <Link to={paths.profitReport.getHref()}>{t('shell.recordsNav.profit')}</Link>
      </nav>
    </header>
  );
}
