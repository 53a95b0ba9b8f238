import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAttemptKey } from '../../../shared/api/use-attempt-key.ts';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useBuyShares, type TOneDollarBought, type TOneDollarRoundView } from './one-dollar-api.ts';
import { shareRanges } from './round-proof.ts';

/**
 * Buying shares of the open round: a count (at most what the round and my limit leave), its cost,
 * and the purchase with the attempt's Idempotency-Key (pressing again after no answer resends the
 * same key, so the debit happens once). The answer names my share numbers, and if this purchase
 * sold the round out, its winner.
 */
export function BuyShares({
  round,
  maxShares,
  canBuy,
}: {
  round: TOneDollarRoundView;
  maxShares: number;
  canBuy: boolean;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatAmount(amount, i18n.language);
  const held = round.MyShares.reduce((sum, purchase) => sum + purchase.Shares, 0);
  const most = Math.max(0, Math.min(round.SharesTotal - round.SharesSold, maxShares - held));
  const [wanted, setWanted] = useState(1);
  const shares = Math.max(1, Math.min(wanted, Math.max(most, 1)));
  const buy = useBuyShares();
  const attempt = useAttemptKey();
  const [bought, setBought] = useState<TOneDollarBought | null>(null);

  async function onBuy() {
    setBought(null);
    try {
      const result = await buy.mutateAsync({
        activityId: round.ActivityId,
        shares,
        idempotencyKey: attempt.key,
      });
      attempt.renew();
      setBought(result);
      setWanted(1);
    } catch (error) {
      attempt.settle(error);
    }
  }

  const drawn = bought?.Round.State === 'drawn' ? bought.Round : null;
  return (
    <form
      className="one-dollar-buy"
      onSubmit={(event) => {
        event.preventDefault();
        void onBuy();
      }}
    >
      <label htmlFor="one-dollar-shares">{t('activityLuck.oneDollar.shares')}</label>
      <div className="one-dollar-stepper">
        <button
          type="button"
          className="button"
          aria-label={t('activityLuck.oneDollar.fewer')}
          disabled={shares <= 1}
          onClick={() => setWanted(shares - 1)}
        >
          −
        </button>
        <input
          id="one-dollar-shares"
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(most, 1)}
          value={shares}
          onChange={(event) => setWanted(Math.trunc(Number(event.target.value)) || 1)}
        />
        <button
          type="button"
          className="button"
          aria-label={t('activityLuck.oneDollar.more')}
          disabled={shares >= most}
          onClick={() => setWanted(shares + 1)}
        >
          +
        </button>
      </div>
      <p className="muted">
        {t('activityLuck.oneDollar.cost', { amount: money(shares * round.SharePrice) })} ·{' '}
        {t('activityLuck.oneDollar.limit', { count: maxShares })}
      </p>
      <button
        type="submit"
        className="button is-primary"
        disabled={!canBuy || most === 0 || buy.isPending}
        aria-busy={buy.isPending}
      >
        {buy.isPending ? t('activityLuck.oneDollar.buying') : t('activityLuck.oneDollar.buy')}
      </button>
      {buy.isError && <QueryStatus status="error" error={buy.error} />}
      {bought && (
        <p role="status" data-testid="bought">
          {t('activityLuck.oneDollar.bought', {
            count: bought.Shares,
            numbers: shareRanges([{ FirstShare: bought.FirstShare, Shares: bought.Shares }]),
          })}
          {drawn && drawn.WinningShare !== null && (
            <>
              {' · '}
              {drawn.IsMine
                ? t('activityLuck.oneDollar.youWon', {
                    share: drawn.WinningShare + 1,
                    amount: money(drawn.Prize),
                  })
                : t('activityLuck.oneDollar.winner', {
                    name: drawn.Winner ?? '',
                    share: drawn.WinningShare + 1,
                  })}
            </>
          )}
        </p>
      )}
    </form>
  );
}
