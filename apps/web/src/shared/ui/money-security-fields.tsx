import { useTranslation } from 'react-i18next';
import { FormRow } from './form-row.tsx';

/**
 * What a money form (a transfer, a withdrawal, binding a payout account, a bonus) sends to prove
 * the caller: the fund password, and the authenticator code when the account's flag asks for one
 * (`secondFactor` given). The browser never fills either in from a saved login.
 */
export function MoneySecurityFields({
  fundPassword,
  onFundPassword,
  secondFactor,
}: {
  fundPassword: string;
  onFundPassword(value: string): void;
  secondFactor?: { code: string; onCode(value: string): void } | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormRow label={t('moneyForm.fundPassword')}>
        <input
          type="password"
          autoComplete="off"
          maxLength={64}
          value={fundPassword}
          onChange={(event) => onFundPassword(event.target.value)}
          required
        />
      </FormRow>
      {secondFactor && (
        <FormRow label={t('moneyForm.secondFactor')} hint={t('moneyForm.secondFactorHint')}>
          <input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={32}
            value={secondFactor.code}
            onChange={(event) => secondFactor.onCode(event.target.value)}
            required
          />
        </FormRow>
      )}
    </>
  );
}
