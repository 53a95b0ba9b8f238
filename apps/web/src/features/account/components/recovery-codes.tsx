import { useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Freshly minted recovery codes, shown this once, with a copy of all of them at one go. */
export function RecoveryCodes({ codes }: { codes: readonly string[] }) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  return (
    <div
      className="account-recovery"
      role="region"
      aria-label={t('account.security.recoveryTitle')}
    >
      <p className="account-warning">{t('account.security.recoveryShownOnce')}</p>
      <ol className="account-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button"
        onClick={() =>
          void navigator.clipboard?.writeText(codes.join('\n')).then(() => setIsCopied(true))
        }
      >
        {isCopied ? t('account.security.copied') : t('account.security.copy')}
      </button>
    </div>
  );
}
