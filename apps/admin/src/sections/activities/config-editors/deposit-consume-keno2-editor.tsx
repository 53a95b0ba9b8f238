import { fill } from '../../../shared/i18n/define-texts.ts';
import { errorsBelow, type TConfigEditor, type TConfigEditorProps } from './config-editor-types.ts';
import { FieldError } from './field-error.tsx';
import { tiersEditorTexts } from './tiers-editor-texts.ts';

/** Most tiers an activity may have (the contract's bound). */
const maxTiers = 10;

type TTierField = 'Deposit' | 'KenoTurnover' | 'Prize';

/** depositConsumeKeno2: tiers of (deposit, KENO bets) in the period and the prize of each. */
function DepositKenoEditor({ value, onChange, errors }: TConfigEditorProps<'depositConsumeKeno2'>) {
  const texts = tiersEditorTexts.useTexts();
  const tiers = value.Tiers;
  const tierErrors = errorsBelow('Tiers', errors);
  const setTiers = (Tiers: typeof tiers) => onChange({ ...value, Tiers });
  const fields: { field: TTierField; label: string }[] = [
    { field: 'Deposit', label: texts.keno.deposit },
    { field: 'KenoTurnover', label: texts.keno.turnover },
    { field: 'Prize', label: texts.keno.prize },
  ];
  return (
    <div className="config-editor">
      <fieldset className="config-group">
        <legend>{texts.keno.tiers}</legend>
        <p className="form-hint">{texts.keno.hint}</p>
        {tiers.map((tier, index) => (
          <div key={index} className="config-row">
            {fields.map(({ field, label }) => (
              <label key={field}>
                {fill(label, { n: index + 1 })}{' '}
                <input
                  inputMode="decimal"
                  aria-invalid={tierErrors[`${index}.${field}`] ? true : undefined}
                  value={String(tier[field])}
                  onChange={(event) =>
                    setTiers(
                      tiers.map((old, at) =>
                        at === index ? { ...old, [field]: event.target.value } : old,
                      ),
                    )
                  }
                />{' '}
              </label>
            ))}
            <button
              type="button"
              className="button-link"
              disabled={tiers.length <= 1}
              onClick={() => setTiers(tiers.filter((_, at) => at !== index))}
            >
              {texts.remove}
            </button>
            {fields.map(({ field }) => (
              <FieldError key={field} errors={tierErrors} path={`${index}.${field}`} />
            ))}
          </div>
        ))}
        <FieldError errors={tierErrors} path="" />
        <button
          type="button"
          disabled={tiers.length >= maxTiers}
          onClick={() => setTiers([...tiers, { Deposit: '', KenoTurnover: '', Prize: '' }])}
        >
          {texts.keno.add}
        </button>
      </fieldset>
    </div>
  );
}

export const depositConsumeKeno2Editor: TConfigEditor<'depositConsumeKeno2'> = {
  Editor: DepositKenoEditor,
  initial: () => ({
    Type: 'depositConsumeKeno2',
    Tiers: [{ Deposit: '', KenoTurnover: '', Prize: '' }],
  }),
};
