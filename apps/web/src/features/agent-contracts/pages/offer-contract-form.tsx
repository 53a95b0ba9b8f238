import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { showWarning } from '../../../shared/dialogs/dialogs-store.ts';
import { useOfferContract } from '../api/contracts-api.ts';
import { errorText } from '../logic/error-text.ts';
import { contractTypeKey, periodKindKey } from '../logic/label-keys.ts';

interface TTierDraft {
  loss: string;
  turnover: string;
  rate: string;
}
const emptyTier: TTierDraft = { loss: '0', turnover: '0', rate: '' };

/** An agent's offer to a direct member: type, period and tiers; the server checks the rates. */
export function OfferContractForm({ member }: { member: string }) {
  const { t } = useTranslation();
  const offer = useOfferContract();
  const [contractType, setContractType] = useState('1');
  const [periodKind, setPeriodKind] = useState('2');
  const [tiers, setTiers] = useState<TTierDraft[]>([emptyTier]);
  const [done, setDone] = useState(false);
  const setTier = (index: number, next: Partial<TTierDraft>) =>
    setTiers(tiers.map((tier, i) => (i === index ? { ...tier, ...next } : tier)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(false);
    offer.mutate(
      {
        Member: member,
        ContractType: Number(contractType),
        PeriodKind: Number(periodKind),
        Tiers: tiers.map((tier) => ({
          MinTeamLoss: tier.loss,
          MinTurnover: tier.turnover,
          Rate: Number(tier.rate),
        })),
      },
      {
        onSuccess: () => setDone(true),
        onError: (error) => void showWarning(errorText(error, t('common.loadError'))),
      },
    );
  };
  return (
    <form className="contract-offer" onSubmit={submit} aria-labelledby="contract-offer-title">
      <h2 id="contract-offer-title">{t('agentContracts.contract.offerTitle')}</h2>
      <div className="contract-offer-row">
        <label className="contract-field">
          <span>{t('agentContracts.contract.typeLabel')}</span>
          <select value={contractType} onChange={(e) => setContractType(e.target.value)}>
            {[1, 2, 3].map((type) => (
              <option key={type} value={String(type)}>
                {t(contractTypeKey(type))}
              </option>
            ))}
          </select>
        </label>
        <label className="contract-field">
          <span>{t('agentContracts.contract.periodLabel')}</span>
          <select value={periodKind} onChange={(e) => setPeriodKind(e.target.value)}>
            {[1, 2].map((kind) => (
              <option key={kind} value={String(kind)}>
                {t(periodKindKey(kind))}
              </option>
            ))}
          </select>
        </label>
      </div>
      {tiers.map((tier, index) => (
        <fieldset key={index} className="contract-tier-fields">
          <legend>{t('agentContracts.contract.tier', { tier: index + 1 })}</legend>
          <label className="contract-field">
            <span>{t('agentContracts.contract.minTeamLoss')}</span>
            <input
              inputMode="decimal"
              value={tier.loss}
              onChange={(e) => setTier(index, { loss: e.target.value })}
            />
          </label>
          <label className="contract-field">
            <span>{t('agentContracts.contract.minTurnover')}</span>
            <input
              inputMode="decimal"
              value={tier.turnover}
              onChange={(e) => setTier(index, { turnover: e.target.value })}
            />
          </label>
          <label className="contract-field">
            <span>{t('agentContracts.contract.rate')} (%)</span>
            <input
              inputMode="decimal"
              required
              name={`rate-${index}`}
              value={tier.rate}
              onChange={(e) => setTier(index, { rate: e.target.value })}
            />
          </label>
          {tiers.length > 1 && (
            <button
              type="button"
              className="button"
              onClick={() => setTiers(tiers.filter((_, i) => i !== index))}
            >
              {t('agentContracts.contract.removeTier')}
            </button>
          )}
        </fieldset>
      ))}
      <div className="contract-actions">
        {tiers.length < 10 && (
          <button type="button" className="button" onClick={() => setTiers([...tiers, emptyTier])}>
            {t('agentContracts.contract.addTier')}
          </button>
        )}
        <button type="submit" className="button primary" disabled={offer.isPending}>
          {t('agentContracts.contract.offer')}
        </button>
      </div>
      {done && <p role="status">{t('agentContracts.contract.offered')}</p>}
    </form>
  );
}
