import type { TDepositInstructions } from '@lottery/contracts';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { CopyField } from './copy-field.tsx';
import { countdownText } from '../../../shared/format/countdown-text.ts';
import { useCountdown } from './use-countdown.ts';

/**
 * How to pay an order, by the kind of instructions its channel gave (the contract's union, so a
 * new channel kind needs no work here): a bank account, a gateway's page, or a chain address with
 * its QR code and the locked rate.
 */
export function InstructionsView({
  instructions,
  rateLockedUntil,
}: {
  instructions: TDepositInstructions;
  rateLockedUntil: number | null;
}) {
  const { t } = useTranslation();
  const rateLeft = useCountdown(rateLockedUntil);
  if (instructions.Kind === 'redirect')
    return (
      <a className="button primary deposit-submit" href={instructions.PayUrl}>
        {t('deposit.order.pay')}
      </a>
    );
  if (instructions.Kind === 'bank')
    return (
      <dl className="deposit-fields">
        <CopyField
          label={t('deposit.order.amount')}
          value={formatAmount(instructions.Amount, 'en').replaceAll(',', '')}
        />
        <p className="muted deposit-exact">{t('deposit.order.exactAmount')}</p>
        <CopyField label={t('deposit.order.bankName')} value={instructions.BankName} />
        <CopyField label={t('deposit.order.accountName')} value={instructions.AccountName} />
        <CopyField label={t('deposit.order.accountNumber')} value={instructions.AccountNumber} />
        {instructions.Branch && (
          <CopyField label={t('deposit.order.branch')} value={instructions.Branch} />
        )}
      </dl>
    );
  return (
    <>
      <QRCodeSVG
        value={instructions.QrText}
        size={176}
        marginSize={2}
        title={t('deposit.order.qrLabel')}
        className="deposit-qr"
      />
      <dl className="deposit-fields">
        <CopyField
          label={`${t('deposit.order.address')} (${instructions.Chain})`}
          value={instructions.Address}
        />
        {instructions.Memo && (
          <CopyField label={t('deposit.order.memo')} value={instructions.Memo} />
        )}
        <CopyField label={t('deposit.order.cryptoAmount')} value={instructions.CryptoAmount} />
        <div className="deposit-copy">
          <dt>{t('deposit.order.rate')}</dt>
          <dd>{instructions.Rate}</dd>
        </div>
      </dl>
      {rateLockedUntil !== null && (
        <p className="muted" aria-live="polite">
          {rateLeft > 0
            ? t('deposit.order.rateLocked', { time: countdownText(rateLeft) })
            : t('deposit.order.rateExpired')}
        </p>
      )}
    </>
  );
}
