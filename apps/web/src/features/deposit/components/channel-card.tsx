import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import type { TChannelOffer } from '../api/deposit-api.ts';
import { chargeRuleText } from './charge-text.ts';

/** One channel as a radio choice: its range, hours (and whether open now), fee or bonus. */
export function ChannelCard({
  channel,
  isSelected,
  onSelect,
  name,
}: {
  channel: TChannelOffer;
  isSelected: boolean;
  onSelect(): void;
  name: string;
}) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatAmount(amount, i18n.language);
  const rule = chargeRuleText(channel.Charge, money);
  const cap =
    channel.Charge.Cap === null ? '' : ` (${t('deposit.cap', { cap: money(channel.Charge.Cap) })})`;
  return (
    <label
      className={`deposit-channel${isSelected ? ' is-selected' : ''}${channel.IsOpen ? '' : ' is-closed'}`}
    >
      <input
        type="radio"
        name={name}
        checked={isSelected}
        disabled={!channel.IsOpen}
        onChange={onSelect}
      />
      <span className="deposit-channel-name">{channel.Name}</span>
      <span className="deposit-channel-facts">
        <span>
          {t('deposit.range', { min: money(channel.MinAmount), max: money(channel.MaxAmount) })}
        </span>
        {channel.OpenFrom && channel.OpenTo && (
          <span>{t('deposit.hours', { from: channel.OpenFrom, to: channel.OpenTo })}</span>
        )}
        {!channel.IsOpen && <span className="deposit-closed">{t('deposit.closedNow')}</span>}
        {rule && (
          <span>
            {t(channel.Charge.Kind === 'fee' ? 'deposit.fee' : 'deposit.bonus', { rule })}
            {cap}
          </span>
        )}
      </span>
    </label>
  );
}
