import { fill } from '../../../shared/i18n/define-texts.ts';
import type { TConfigEditor, TConfigEditorProps } from './config-editor-types.ts';
import { wholeOf } from './field-error.tsx';
import { amountText, ConfigField, thousandthsOf } from './luck-editor-fields.tsx';
import { luckEditorTexts } from './luck-editor-texts.ts';

const wholeText = (value: number) => (Number.isNaN(value) ? '' : value);

/**
 * oneDollar: a round's shares, their price and its prize, and a player's limit; beside them what
 * a sold-out round takes in and keeps after its prize, so the operator sees the margin.
 */
function OneDollarEditor({ value, onChange, errors }: TConfigEditorProps<'oneDollar'>) {
  const texts = luckEditorTexts.useTexts().oneDollar;
  const price = thousandthsOf(value.SharePrice);
  const prize = thousandthsOf(value.Prize);
  const sales =
    price !== null && Number.isInteger(value.SharesPerRound)
      ? price * BigInt(value.SharesPerRound)
      : null;
  return (
    <div className="config-editor">
      <fieldset className="config-group">
        <ConfigField
          label={texts.sharePrice}
          value={value.SharePrice}
          error={errors.SharePrice}
          onChange={(SharePrice) => onChange({ ...value, SharePrice })}
        />
        <ConfigField
          label={texts.shares}
          inputMode="numeric"
          value={wholeText(value.SharesPerRound)}
          error={errors.SharesPerRound}
          onChange={(text) => onChange({ ...value, SharesPerRound: wholeOf(text) })}
        />
        <ConfigField
          label={texts.prize}
          value={value.Prize}
          error={errors.Prize}
          onChange={(Prize) => onChange({ ...value, Prize })}
        />
        <ConfigField
          label={texts.maxShares}
          inputMode="numeric"
          value={wholeText(value.MaxSharesPerPlayer)}
          error={errors.MaxSharesPerPlayer}
          onChange={(text) => onChange({ ...value, MaxSharesPerPlayer: wholeOf(text) })}
        />
        {sales !== null && prize !== null && (
          <p className="form-hint" data-testid="one-dollar-margin">
            {fill(texts.sales, { sales: amountText(sales), margin: amountText(sales - prize) })}
          </p>
        )}
      </fieldset>
    </div>
  );
}

export const oneDollarEditor: TConfigEditor<'oneDollar'> = {
  Editor: OneDollarEditor,
  initial: () => ({
    Type: 'oneDollar',
    SharePrice: 1,
    SharesPerRound: 100,
    Prize: 88,
    MaxSharesPerPlayer: 20,
  }),
};
