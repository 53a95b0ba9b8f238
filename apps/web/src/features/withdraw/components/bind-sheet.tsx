import { bankCategories, eWalletProviders, usdtChainNames } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../shared/api/http-client.ts';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { MoneySecurityFields } from '../../../shared/ui/money-security-fields.tsx';
import { useBindPayoutAccount, type TBindKind } from '../api/withdraw-api.ts';

type TTab = 'card' | 'usdt' | 'eWallet';
const kindOf: Record<TTab, TBindKind> = {
  card: 'BindBankCard',
  usdt: 'BindUsdtAddress',
  eWallet: 'BindElectronicPurse',
};

/**
 * Binding a card, USDT address or e-wallet, in a panel over the withdraw form: each kind's
 * fields, then the fund password (and the authenticator code when the account asks for one).
 * The server checks everything; its refusal is shown in its own words.
 */
export function BindSheet({
  needsSecondFactor,
  onDone,
  onCancel,
}: {
  needsSecondFactor: boolean;
  onDone(id: number): void;
  onCancel(): void;
}) {
  const { t, i18n } = useTranslation();
  const bind = useBindPayoutAccount();
  const [tab, setTab] = useState<TTab>('card');
  const [fields, setFields] = useState<Record<string, string>>({
    BankCode: bankCategories[0]?.code ?? '',
    Chain: 'TRC20',
    Provider: eWalletProviders[0],
  });
  const setValue = (name: string) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }));
  const set = (name: string) => (event: { target: { value: string } }) =>
    setValue(name)(event.target.value);
  const value = (name: string) => fields[name] ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const credentials: Record<string, string> = {
      FundPassword: value('FundPassword'),
      ...(needsSecondFactor ? { SecondFactorCode: value('SecondFactorCode') } : {}),
    };
    const body: Record<string, string> = {
      card: {
        BankCode: value('BankCode'),
        CardNumber: value('CardNumber'),
        Branch: value('Branch'),
        HolderName: value('HolderName'),
      },
      usdt: { Chain: value('Chain'), Address: value('Address') },
      eWallet: { Provider: value('Provider'), Account: value('Account') },
    }[tab];
    bind.mutate(
      { kind: kindOf[tab], body: { ...body, ...credentials } },
      { onSuccess: (account) => onDone(account.Id) },
    );
  };

  return (
    <form className="withdraw-sheet" onSubmit={submit} aria-labelledby="withdraw-bind-title">
      <h2 id="withdraw-bind-title">{t('withdraw.bind.title')}</h2>
      <div className="withdraw-tabs" role="tablist">
        {(['card', 'usdt', 'eWallet'] as const).map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={tab === name ? 'withdraw-tab is-active' : 'withdraw-tab'}
            onClick={() => setTab(name)}
          >
            {t(`withdraw.bind.${name}`)}
          </button>
        ))}
      </div>
      {tab === 'card' && (
        <>
          <FormRow label={t('withdraw.bind.bank')}>
            <select value={value('BankCode')} onChange={set('BankCode')}>
              {bankCategories.map((bank) => (
                <option key={bank.code} value={bank.code}>
                  {i18n.language === 'en' ? bank.en : bank.zh}
                </option>
              ))}
            </select>
          </FormRow>
          <FormRow label={t('withdraw.bind.cardNumber')}>
            <input
              inputMode="numeric"
              autoComplete="off"
              value={value('CardNumber')}
              onChange={set('CardNumber')}
              required
            />
          </FormRow>
          <FormRow label={t('withdraw.bind.branch')}>
            <input value={value('Branch')} onChange={set('Branch')} required />
          </FormRow>
          <FormRow label={t('withdraw.bind.holder')}>
            <input value={value('HolderName')} onChange={set('HolderName')} required />
          </FormRow>
        </>
      )}
      {tab === 'usdt' && (
        <>
          <FormRow label={t('withdraw.bind.chain')}>
            <select value={value('Chain')} onChange={set('Chain')}>
              {usdtChainNames.map((chain) => (
                <option key={chain} value={chain}>
                  {chain}
                </option>
              ))}
            </select>
          </FormRow>
          <FormRow label={t('withdraw.bind.address')}>
            <input
              autoComplete="off"
              spellCheck={false}
              value={value('Address')}
              onChange={set('Address')}
              required
            />
          </FormRow>
        </>
      )}
      {tab === 'eWallet' && (
        <>
          <FormRow label={t('withdraw.bind.provider')}>
            <select value={value('Provider')} onChange={set('Provider')}>
              {eWalletProviders.map((provider) => (
                <option key={provider} value={provider}>
                  {provider}
                </option>
              ))}
            </select>
          </FormRow>
          <FormRow label={t('withdraw.bind.walletAccount')}>
            <input value={value('Account')} onChange={set('Account')} required />
          </FormRow>
        </>
      )}
      <MoneySecurityFields
        fundPassword={value('FundPassword')}
        onFundPassword={setValue('FundPassword')}
        secondFactor={
          needsSecondFactor
            ? { code: value('SecondFactorCode'), onCode: setValue('SecondFactorCode') }
            : null
        }
      />
      {bind.error && (
        <p className="form-error" role="alert">
          {(bind.error instanceof ApiError && bind.error.body?.Message) || t('common.loadError')}
        </p>
      )}
      <div className="withdraw-actions">
        <button type="submit" className="button primary" disabled={bind.isPending}>
          {t('withdraw.bind.submit')}
        </button>
        <button type="button" className="button" onClick={onCancel}>
          {t('withdraw.bind.cancel')}
        </button>
      </div>
    </form>
  );
}
