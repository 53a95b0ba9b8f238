import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A labelled value the player copies into their bank or wallet app, with a copy button. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const { t } = useTranslation();
  const [isCopied, setCopied] = useState(false);
  const copy = () =>
    void navigator.clipboard
      ?.writeText(value)
      .then(() => setCopied(true))
      .catch(() => undefined);
  return (
    <div className="deposit-copy">
      <dt>{label}</dt>
      <dd>
        <span className="deposit-copy-value">{value}</span>
        <button
          type="button"
          className="button"
          aria-label={`${t('deposit.order.copy')} ${label}`}
          onClick={copy}
        >
          {isCopied ? t('deposit.order.copied') : t('deposit.order.copy')}
        </button>
      </dd>
    </div>
  );
}
