import { useState, type FormEvent } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import {
  useDividendRules,
  useSaveDividendRule,
  useSaveShareholderRule,
  type TTier,
} from './agent-dividends-api.ts';
import { agentDividendsTexts } from './agent-dividends-texts.ts';

const newTier = (): TTier => ({ MinTeamLoss: 0, MinTurnover: 0, RatePercent: 10, Either: false });

/**
 * The rules (agents.configure): top-level agents' dividend tiers (a member agent follows its
 * contract) and shareholder bonus rules; each save is audited by the server.
 */
export function DividendRules() {
  const texts = agentDividendsTexts.useTexts();
  const rules = useDividendRules();
  const save = useSaveDividendRule();
  const saveShareholder = useSaveShareholderRule();
  const [loginId, setLoginId] = useState('');
  const [periodKind, setPeriodKind] = useState(2);
  const [tiers, setTiers] = useState<TTier[]>([newTier()]);
  const [holder, setHolder] = useState({
    LoginId: '',
    Type: 'LOTTERY' as 'LOTTERY' | 'EXTERNALGAME',
    PeriodKind: 2,
    RatePercent: 1,
    Content: '',
  });
  const setTier = (index: number, change: Partial<TTier>) =>
    setTiers(tiers.map((tier, i) => (i === index ? { ...tier, ...change } : tier)));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    save.mutate({ LoginId: loginId.trim(), PeriodKind: periodKind, Tiers: tiers });
  };
  const number = (value: string) => (value === '' ? 0 : Number(value));
  return (
    <>
      <h2>{texts.rules}</h2>
      {rules.error ? (
        <ErrorNotice error={rules.error} onRetry={() => void rules.refetch()} />
      ) : (
        <ul>
          {rules.data?.Items.map((rule) => (
            <li key={rule.LoginId}>
              <strong>{rule.LoginId}</strong> · {texts.periodKinds[String(rule.PeriodKind)]}:{' '}
              {rule.Tiers.map((tier) =>
                fill(texts.tier, {
                  loss: tier.MinTeamLoss,
                  turnover: tier.MinTurnover,
                  mode: tier.Either ? texts.either : texts.both,
                  rate: tier.RatePercent,
                }),
              ).join('; ')}
            </li>
          ))}
        </ul>
      )}
      <form className="form" onSubmit={submit}>
        <label className="form-field">
          <span className="form-label">{texts.form.loginId}</span>
          <input required value={loginId} onChange={(event) => setLoginId(event.target.value)} />
        </label>
        <label className="form-field">
          <span className="form-label">{texts.form.periodKind}</span>
          <select
            value={periodKind}
            onChange={(event) => setPeriodKind(Number(event.target.value))}
          >
            <option value={1}>{texts.periodKinds['1']}</option>
            <option value={2}>{texts.periodKinds['2']}</option>
          </select>
        </label>
        {tiers.map((tier, index) => (
          <fieldset key={index} className="form-fieldset">
            <label className="form-field">
              <span className="form-label">{texts.form.minTeamLoss}</span>
              <input
                inputMode="decimal"
                value={tier.MinTeamLoss}
                onChange={(event) => setTier(index, { MinTeamLoss: number(event.target.value) })}
              />
            </label>
            <label className="form-field">
              <span className="form-label">{texts.form.minTurnover}</span>
              <input
                inputMode="decimal"
                value={tier.MinTurnover}
                onChange={(event) => setTier(index, { MinTurnover: number(event.target.value) })}
              />
            </label>
            <label className="form-field">
              <span className="form-label">{texts.form.rate}</span>
              <input
                inputMode="decimal"
                value={tier.RatePercent}
                onChange={(event) => setTier(index, { RatePercent: number(event.target.value) })}
              />
            </label>
            <label className="form-check">
              <input
                type="checkbox"
                checked={tier.Either}
                onChange={(event) => setTier(index, { Either: event.target.checked })}
              />
              {texts.form.either}
            </label>
            {tiers.length > 1 && (
              <button type="button" onClick={() => setTiers(tiers.filter((_, i) => i !== index))}>
                {texts.form.removeTier}
              </button>
            )}
          </fieldset>
        ))}
        <div className="form-actions">
          <button type="button" onClick={() => setTiers([...tiers, newTier()])}>
            {texts.form.addTier}
          </button>
          <button type="submit" className="button-primary" disabled={save.isPending}>
            {texts.form.save}
          </button>
          {save.isSuccess && <span role="status">{texts.form.saved}</span>}
        </div>
        {save.error && <ErrorNotice error={save.error} />}
      </form>

      <h2>{texts.shareholder}</h2>
      <form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          saveShareholder.mutate({ ...holder, LoginId: holder.LoginId.trim() });
        }}
      >
        <label className="form-field">
          <span className="form-label">{texts.filters.loginId}</span>
          <input
            required
            value={holder.LoginId}
            onChange={(event) => setHolder({ ...holder, LoginId: event.target.value })}
          />
        </label>
        <label className="form-field">
          <span className="form-label">{texts.form.type}</span>
          <select
            value={holder.Type}
            onChange={(event) =>
              setHolder({ ...holder, Type: event.target.value as 'LOTTERY' | 'EXTERNALGAME' })
            }
          >
            <option value="LOTTERY">LOTTERY</option>
            <option value="EXTERNALGAME">EXTERNALGAME</option>
          </select>
        </label>
        <label className="form-field">
          <span className="form-label">{texts.form.periodKind}</span>
          <select
            value={holder.PeriodKind}
            onChange={(event) => setHolder({ ...holder, PeriodKind: Number(event.target.value) })}
          >
            <option value={1}>{texts.periodKinds['1']}</option>
            <option value={2}>{texts.periodKinds['2']}</option>
          </select>
        </label>
        <label className="form-field">
          <span className="form-label">{texts.form.rate}</span>
          <input
            inputMode="decimal"
            value={holder.RatePercent}
            onChange={(event) => setHolder({ ...holder, RatePercent: number(event.target.value) })}
          />
        </label>
        <label className="form-field">
          <span className="form-label">{texts.form.content}</span>
          <textarea
            maxLength={2000}
            value={holder.Content}
            onChange={(event) => setHolder({ ...holder, Content: event.target.value })}
          />
        </label>
        <div className="form-actions">
          <button type="submit" className="button-primary" disabled={saveShareholder.isPending}>
            {texts.form.save}
          </button>
          {saveShareholder.isSuccess && <span role="status">{texts.form.saved}</span>}
        </div>
        {saveShareholder.error && <ErrorNotice error={saveShareholder.error} />}
      </form>
    </>
  );
}
