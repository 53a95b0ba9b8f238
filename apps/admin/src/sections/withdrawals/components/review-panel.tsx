import { useSiteTime } from '../../../shared/format/site-time.ts';
import { DetailPanel } from '../../../shared/ui/detail-panel.tsx';
import { ErrorNotice } from '../../../shared/ui/error-notice.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useWithdrawalReview } from '../api/withdrawals-api.ts';
import { withdrawalsTexts } from '../withdrawals-texts.ts';

/** Beside one request: what a reviewer weighs before deciding. */
export function ReviewPanel({ id, onClose }: { id: number; onClose(): void }) {
  const texts = withdrawalsTexts.useTexts();
  const time = useSiteTime();
  const review = useWithdrawalReview(id);
  if (review.error)
    return <ErrorNotice error={review.error} onRetry={() => void review.refetch()} />;
  const data = review.data;
  if (!data) return <p aria-busy="true">…</p>;
  const lines = (items: typeof data.RecentWins) =>
    items.length === 0 ? (
      texts.none
    ) : (
      <ul className="plain-list">
        {items.map((item, index) => (
          <li key={index}>
            {time.format(item.At)} <Money amount={item.Amount} /> {item.Note}
          </li>
        ))}
      </ul>
    );
  const names = (list: string[]) => (list.length === 0 ? texts.none : list.join(', '));
  const w = data.Withdrawal;
  return (
    <>
      <DetailPanel
        title={`${texts.review} ${w.OrderNo}`}
        items={[
          { label: texts.columns.player, value: w.LoginId },
          { label: texts.columns.account, value: `${w.Provider} ${w.AccountNumber}` },
          { label: texts.holder, value: w.HolderName },
          { label: texts.branch, value: w.Branch },
          { label: texts.payoutRef, value: w.PayoutRef },
          { label: texts.balance, value: <Money amount={data.Balance} /> },
          {
            label: texts.turnover,
            value: (
              <>
                <Money amount={data.TurnoverRequired} /> / <Money amount={data.TurnoverAchieved} />{' '}
                / <Money amount={data.TurnoverRemaining} />
              </>
            ),
          },
          { label: texts.recentWins, value: lines(data.RecentWins), isWide: true },
          { label: texts.recentDeposits, value: lines(data.RecentDeposits), isWide: true },
          { label: texts.recentWithdrawals, value: lines(data.RecentWithdrawals), isWide: true },
          { label: texts.sameAddress, value: names(data.SameAddressLogins), isWide: true },
          { label: texts.sameAccount, value: names(data.SameAccountLogins), isWide: true },
        ]}
      />
      <button type="button" onClick={onClose}>
        {texts.close}
      </button>
    </>
  );
}
