import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';

export type TPacketState = 'closed' | 'opening' | 'open';

/**
 * Today's red packet: closed until signed in, shaking open while the claim's animation plays
 * (activity.css; none under prefers-reduced-motion), then open with the amount inside.
 */
export function RedPacket({ state, amount }: { state: TPacketState; amount: number | null }) {
  const { t, i18n } = useTranslation();
  return (
    <figure className={`red-packet is-${state}`} data-testid="red-packet" data-state={state}>
      <div className="red-packet-body" aria-hidden="true">
        <span className="red-packet-seal">福</span>
      </div>
      <figcaption>
        {state === 'open' && amount !== null ? (
          <>
            {t('activity.signIn.packetOpened')}{' '}
            <strong data-testid="red-packet-amount">{formatAmount(amount, i18n.language)}</strong>
          </>
        ) : (
          t('activity.signIn.packetLabel')
        )}
      </figcaption>
    </figure>
  );
}
