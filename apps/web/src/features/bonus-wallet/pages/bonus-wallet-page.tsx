import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useBonusWallet } from '../api/get-bonus-wallet.ts';
import { BonusGrantCard } from '../components/bonus-grant-card.tsx';
import '../styles/bonus-wallet.css';

/**
 * /BonusWallet: the bonus balance, each active grant with the turnover it still needs, and the
 * released and forfeited ones. Bets are paid from the main wallet; a grant moves there when its
 * turnover is met (the rule text says so).
 */
export default function BonusWalletPage() {
  const { t, i18n } = useTranslation();
  const titleId = useId();
  const wallet = useBonusWallet();
  const active = wallet.data?.Grants.filter((grant) => grant.State === 'active') ?? [];
  const history = wallet.data?.Grants.filter((grant) => grant.State !== 'active') ?? [];
  return (
    <section className="page-column bonus-wallet-page" aria-labelledby={titleId}>
      <h1 id={titleId}>{t('bonusWallet.title')}</h1>
      {!wallet.data ? (
        <QueryStatus
          status={wallet.isError ? 'error' : 'loading'}
          error={wallet.error}
          onRetry={() => void wallet.refetch()}
        />
      ) : (
        <>
          <div className="bonus-balance" data-testid="bonus-balance">
            <span className="muted">{t('bonusWallet.balance')}</span>
            <strong>{formatAmount(wallet.data.Balance, i18n.language)}</strong>
          </div>
          <p className="bonus-rule muted">{t('bonusWallet.rule')}</p>
          <section aria-labelledby={`${titleId}-active`}>
            <h2 id={`${titleId}-active`}>{t('bonusWallet.active')}</h2>
            {active.length === 0 ? (
              <QueryStatus status="empty" emptyText={t('bonusWallet.noActive')} />
            ) : (
              <div className="bonus-grants">
                {active.map((grant) => (
                  <BonusGrantCard key={grant.Id} grant={grant} />
                ))}
              </div>
            )}
          </section>
          {history.length > 0 && (
            <section aria-labelledby={`${titleId}-history`}>
              <h2 id={`${titleId}-history`}>{t('bonusWallet.history')}</h2>
              <div className="bonus-grants">
                {history.map((grant) => (
                  <BonusGrantCard key={grant.Id} grant={grant} />
                ))}
              </div>
            </section>
          )}
        </>
      )}
    </section>
  );
}
