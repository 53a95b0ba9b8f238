import { depositCategories, type TDepositTypeName } from '@lottery/contracts';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { errorsBelow, type TConfigEditor, type TConfigEditorProps } from './config-editor-types.ts';
import { FieldError, wholeOf, wholeText } from './field-error.tsx';
import { tiersEditorTexts } from './tiers-editor-texts.ts';

/** A percent as typed (two decimals at most) to basis points; NaN while empty. */
const bpsOf = (text: string) => (text.trim() === '' ? Number.NaN : Math.round(Number(text) * 100));
const percentText = (bps: number) => (Number.isNaN(bps) ? '' : String(bps / 100));

/**
 * firstDepositByCategory: per payment method the bonus percent and cap on a first deposit, and
 * whether it is paid into the bonus wallet (with its turnover multiple and days of validity).
 */
function FirstDepositEditor({
  value,
  onChange,
  errors,
}: TConfigEditorProps<'firstDepositByCategory'>) {
  const texts = tiersEditorTexts.useTexts();
  const rows = value.Categories;
  const rowErrors = errorsBelow('Categories', errors);
  const setRows = (Categories: typeof rows) => onChange({ ...value, Categories });
  const change = (index: number, patch: Partial<(typeof rows)[number]>) =>
    setRows(rows.map((old, at) => (at === index ? { ...old, ...patch } : old)));
  const unused = depositCategories.filter((name) => !rows.some((row) => row.Category === name));
  const wallet = value.BonusWallet;
  return (
    <div className="config-editor">
      <fieldset className="config-group">
        <legend>{texts.firstDeposit.categories}</legend>
        <p className="form-hint">{texts.firstDeposit.hint}</p>
        {rows.map((row, index) => (
          <div key={index} className="config-row">
            <label>
              {fill(texts.firstDeposit.category, { n: index + 1 })}{' '}
              <select
                value={row.Category}
                onChange={(event) =>
                  change(index, { Category: event.target.value as TDepositTypeName })
                }
              >
                {depositCategories.map((name) => (
                  <option key={name} value={name}>
                    {texts.firstDeposit.names[name]}
                  </option>
                ))}
              </select>
            </label>{' '}
            <label>
              {fill(texts.firstDeposit.percent, { n: index + 1 })}{' '}
              <input
                type="number"
                min={0.01}
                step={0.01}
                aria-invalid={rowErrors[`${index}.PercentBps`] ? true : undefined}
                value={percentText(row.PercentBps)}
                onChange={(event) => change(index, { PercentBps: bpsOf(event.target.value) })}
              />
            </label>{' '}
            <label>
              {fill(texts.firstDeposit.cap, { n: index + 1 })}{' '}
              <input
                inputMode="decimal"
                aria-invalid={rowErrors[`${index}.Cap`] ? true : undefined}
                value={String(row.Cap)}
                onChange={(event) => change(index, { Cap: event.target.value })}
              />
            </label>{' '}
            <button
              type="button"
              className="button-link"
              disabled={rows.length <= 1}
              onClick={() => setRows(rows.filter((_, at) => at !== index))}
            >
              {texts.remove}
            </button>
            <FieldError errors={rowErrors} path={`${index}.PercentBps`} />
            <FieldError errors={rowErrors} path={`${index}.Cap`} />
          </div>
        ))}
        <FieldError errors={rowErrors} path="" />
        <button
          type="button"
          disabled={unused.length === 0}
          onClick={() => {
            const [next] = unused;
            if (next) setRows([...rows, { Category: next, PercentBps: 1000, Cap: '' }]);
          }}
        >
          {texts.firstDeposit.add}
        </button>
      </fieldset>
      <fieldset className="config-group">
        <label>
          <input
            type="checkbox"
            checked={wallet !== null}
            onChange={(event) =>
              onChange({
                ...value,
                BonusWallet: event.target.checked
                  ? { TurnoverMultiple: 1, ExpiresInDays: 30 }
                  : null,
              })
            }
          />{' '}
          {texts.firstDeposit.bonusWallet}
        </label>
        {wallet && (
          <div className="config-row">
            <label>
              {texts.firstDeposit.turnoverMultiple}{' '}
              <input
                type="number"
                min={0}
                max={100}
                step={1}
                value={wholeText(wallet.TurnoverMultiple)}
                onChange={(event) =>
                  onChange({
                    ...value,
                    BonusWallet: { ...wallet, TurnoverMultiple: wholeOf(event.target.value) },
                  })
                }
              />
            </label>{' '}
            <label>
              {texts.firstDeposit.expiresInDays}{' '}
              <input
                type="number"
                min={1}
                max={365}
                step={1}
                value={wholeText(wallet.ExpiresInDays)}
                onChange={(event) =>
                  onChange({
                    ...value,
                    BonusWallet: { ...wallet, ExpiresInDays: wholeOf(event.target.value) },
                  })
                }
              />
            </label>
            <FieldError errors={errors} path="BonusWallet.TurnoverMultiple" />
            <FieldError errors={errors} path="BonusWallet.ExpiresInDays" />
          </div>
        )}
      </fieldset>
    </div>
  );
}

export const firstDepositByCategoryEditor: TConfigEditor<'firstDepositByCategory'> = {
  Editor: FirstDepositEditor,
  initial: () => ({
    Type: 'firstDepositByCategory',
    Categories: [{ Category: 'bank', PercentBps: 1000, Cap: '' }],
    BonusWallet: null,
  }),
};
