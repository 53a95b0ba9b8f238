import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useUserInfo } from '../../features/user-info/user-info-store.ts';
import { apiPost } from '../../shared/api/http-client.ts';
import { useSessionStore } from '../../shared/session/session-store.ts';
import { LanguageSwitch } from '../../shared/ui/language-switch.tsx';
import { formatAmount } from './format-amount.ts';

export function ShellHeader() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const info = useUserInfo();
  const clear = useSessionStore((s) => s.clear);

  async function logout() {
    if (!window.confirm(t('shell.logoutConfirm'))) return;
    await apiPost('/api/Token/Logout').catch(() => undefined);
    clear();
    info.reset();
    queryClient.clear();
    await navigate(paths.login.getHref(), { replace: true });
  }

  return (
    <header className="shell-header">
      <Link className="shell-brand" to={paths.home.getHref()}>
        {t('shell.home')}
      </Link>
      <div className="shell-user">
        <span className="user-name" data-testid="user-name">
          {info.nickName || info.userName}
        </span>
        <span className="wallet" data-testid="wallet-amount" aria-label={t('shell.wallet')}>
          {info.hideWalletAmount
            ? '******'
            : info.walletAmount === null
              ? '…'
              : formatAmount(info.walletAmount, i18n.language)}
        </span>
        <button
          type="button"
          className="icon-button"
          aria-pressed={info.hideWalletAmount}
          onClick={() => info.setHideWalletAmount(!info.hideWalletAmount)}
        >
          {info.hideWalletAmount ? t('shell.showWallet') : t('shell.hideWallet')}
        </button>
        {info.unreadAnnouncement > 0 && (
          <span className="badge" aria-label={t('shell.unreadAnnouncements')}>
            {info.unreadAnnouncement}
          </span>
        )}
        <LanguageSwitch />
        <button type="button" className="button" onClick={() => void logout()}>
          {t('shell.logout')}
        </button>
      </div>
    </header>
  );
}
