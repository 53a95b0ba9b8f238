import { ZUsdtChainSettingUpdate, type TUsdtSettings } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { fill } from '../../shared/i18n/define-texts.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { useUpdateUsdtChain } from './usdt-api.ts';
import { usdtTexts } from './usdt-texts.ts';

type TChainSetting = TUsdtSettings['Chains'][number];

/** BIP-44 account paths the xpub must come from (ERC20 and BSC share Ethereum's). */
const accountPaths: Record<string, string> = {
  ERC20: "m/44'/60'/0'",
  BSC: "m/44'/60'/0'",
  TRC20: "m/44'/195'/0'",
};

/** One chain's key or shared address and confirmations; the server checks both by the chain's rules. */
export function UsdtChainForm({ setting, onDone }: { setting: TChainSetting; onDone(): void }) {
  const texts = usdtTexts.useTexts();
  const update = useUpdateUsdtChain();
  const [key, setKey] = useState((setting.Derived ? setting.Xpub : setting.SharedAddress) ?? '');
  const [confirmations, setConfirmations] = useState(String(setting.Confirmations));
  const [errors, setErrors] = useState<TFieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const value = key.trim() === '' ? null : key.trim();
    const checked = checkContract(
      ZUsdtChainSettingUpdate,
      {
        Chain: setting.Chain,
        ...(setting.Derived ? { Xpub: value } : { SharedAddress: value }),
        Confirmations: Number(confirmations),
      },
      currentLanguage(),
    );
    setErrors(checked.ok ? {} : checked.errors);
    if (checked.ok) update.mutate(checked.value, { onSuccess: onDone });
  }

  return (
    <Form onSubmit={submit} submitLabel={texts.save} isBusy={update.isPending} error={update.error}>
      <FormField
        label={
          setting.Derived
            ? fill(texts.fields.xpub, { path: accountPaths[setting.Chain] ?? '' })
            : texts.fields.sharedAddress
        }
        error={setting.Derived ? errors.Xpub : errors.SharedAddress}
        hint={setting.Derived ? texts.xpubHint : undefined}
      >
        <input
          value={key}
          onChange={(e) => setKey(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </FormField>
      <FormField label={texts.fields.confirmations} error={errors.Confirmations}>
        <input
          type="number"
          min={1}
          max={10000}
          value={confirmations}
          onChange={(e) => setConfirmations(e.target.value)}
        />
      </FormField>
    </Form>
  );
}
