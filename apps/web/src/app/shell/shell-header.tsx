import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useUserInfo } from '../../shared/user-info/user-info-store.ts';
import { apiPost } from '../../shared/api/http-client.ts';
import { askConfirm } from '../../shared/dialogs/dialogs-store.ts';
import { formatAmount } from '../../shared/format/format-amount.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { BetOptionsButton } from './bet-options-button.tsx';
import { NavDrawer } from './nav-drawer.tsx';

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
 * One row: the menu, the brand, the account line (name, wallet, unread counts) and, from 768 px,
 * the actions, which a phone finds in the menu instead (its header stays one short row).
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

  const actions = (
    <>
      <BetOptionsButton />
      <LanguageSwitch />
      <button type="button" className="header-button" onClick={() => void logout()}>
        {t('shell.logout')}
      </button>
    </>
  );

  return (
    <header className="shell-header">
      <NavDrawer settings={actions} />
      <Link className="shell-brand" to={paths.home.getHref()}>
        {t('shell.home')}
      </Link>
      <div className="shell-account">
        {/* One column on a phone (the name above the level) so the name keeps its width. */}
        <span className="shell-identity">
          <span className="user-name" data-testid="user-name">
            {info.nickName || info.userName}
          </span>
          {info.vipinfo && (
            <span
              className="vip-level"
              data-testid="vip-level"
              title={t('shell.vipLevelName', { name: info.vipinfo.LevelName })}
            >
              {t('shell.vipLevel', { level: info.vipinfo.Level })}
              <span className="visually-hidden">
                {' '}
                {t('shell.vipLevelName', { name: info.vipinfo.LevelName })}
              </span>
            </span>
          )}
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
          <Link className="badge" to={paths.announcement.getHref()}>
            <span className="visually-hidden">{t('shell.unreadAnnouncements')}</span>
            {info.unreadAnnouncement}
          </Link>
        )}
        {info.unreadActivityCount > 0 && (
          <Link className="badge" to={paths.activity.getHref()} data-testid="activity-unread-badge">
            <span className="visually-hidden">{t('shell.unreadActivities')}</span>
            {info.unreadActivityCount}
          </Link>
        )}
      </div>
      <div className="shell-actions">{actions}</div>
    </header>
  );
}
