import { useSiteTime } from '../../../shared/format/site-time.ts';
import { DetailPanel } from '../../../shared/ui/detail-panel.tsx';
import { ErrorNotice } from '../../../shared/ui/error-notice.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useDepositDetail } from '../api/deposits-api.ts';
import { depositsTexts } from '../deposits-texts.ts';

/** One order's fields with the player's recent deposit and withdrawal lines. */
export function DepositDetail({ id }: { id: string }) {
  const texts = depositsTexts.useTexts();
  const time = useSiteTime();
  const detail = useDepositDetail(id);
  if (detail.error)
    return <ErrorNotice error={detail.error} onRetry={() => void detail.refetch()} />;
  if (!detail.data) return null;
  const { Order: order, RecentMoves: moves } = detail.data;
  return (
    <>
      <DetailPanel
        title={`${texts.detail.title} ${order.OrderNo}`}
        items={[
          { label: texts.detail.reviewReason, value: order.ReviewReason },
          { label: texts.detail.cancelReason, value: order.CancelReason },
          { label: texts.detail.externalRef, value: order.ExternalRef },
          {
            label: texts.detail.address,
            value: order.Address ? `${order.Address}${order.Memo ? ` / ${order.Memo}` : ''}` : null,
          },
          {
            label: texts.detail.crypto,
            value: order.CryptoAmount ? `${order.CryptoAmount} @ ${order.Rate ?? '—'}` : null,
          },
          {
            label: texts.detail.decided,
            value: order.DecidedAt
              ? `${order.DecidedBy ?? ''} ${time.format(order.DecidedAt)}`
              : null,
          },
          { label: texts.detail.expires, value: time.format(order.ExpiresAt) },
          {
            label: texts.detail.moves,
            isWide: true,
            value:
              moves.length === 0 ? (
                texts.detail.noMoves
              ) : (
                <ul className="deposit-moves">
                  {moves.map((move, index) => (
                    <li key={index}>
                      {time.format(move.CreatedAt)} ·{' '}
                      {texts.moveTypes[move.CashFlowType] ?? move.CashFlowType} ·{' '}
                      <Money amount={move.Amount} /> {move.Memo ?? ''}
                    </li>
                  ))}
                </ul>
              ),
          },
        ]}
      />
    </>
  );
}
