import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { useUserInfo } from '../../../shared/user-info/user-info-store.ts';

/**
 * The balance the player bets from, as the shell keeps it (refreshed every 10 s, SPEC §4), and
 * hidden the same way when the player hid it in the shell's header.
 */
export function WalletAmount() {
  const { t, i18n } = useTranslation();
  const amount = useUserInfo((s) => s.walletAmount);
  const isHidden = useUserInfo((s) => s.hideWalletAmount);
  return (
    <p className="bet-wallet">
      <span className="bet-wallet-label">{t('bet.header.wallet')}</span>{' '}
      <span className="bet-wallet-amount">
        {isHidden ? '******' : amount === null ? '…' : formatAmount(amount, i18n.language)}
      </span>
    </p>
  );
}
