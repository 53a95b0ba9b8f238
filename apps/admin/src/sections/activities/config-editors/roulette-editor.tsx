import { fill } from '../../../shared/i18n/define-texts.ts';
import { configEditorTexts } from './config-editor-texts.ts';
import { errorsBelow, type TConfigEditor, type TConfigEditorProps } from './config-editor-types.ts';
import { ListEnd } from './list-end.tsx';
import { newPrize, PrizesGroup } from './prize-table-editor.tsx';

/** Most spins a period may give (the contract's bound). */
const maxSpins = 10;

/** roulette: the wheel's weighted prizes, and the turnover that earns each spin of a period. */
function RouletteEditor({ value, onChange, errors }: TConfigEditorProps<'roulette'>) {
  const texts = configEditorTexts.useTexts().roulette;
  const spins = value.SpinTurnovers;
  const spinErrors = errorsBelow('SpinTurnovers', errors);
  const setSpins = (SpinTurnovers: typeof spins) => onChange({ ...value, SpinTurnovers });
  return (
    <div className="config-editor">
      <PrizesGroup legend={texts.prizes} config={value} errors={errors} onChange={onChange} />
      <fieldset className="config-group">
        <legend>{texts.spins}</legend>
        <p className="form-hint">{texts.spinsHint}</p>
        {spins.map((turnover, index) => (
          <div key={index} className="config-row">
            <label>
              {fill(texts.spin, { n: index + 1 })}{' '}
              <input
                inputMode="decimal"
                aria-invalid={spinErrors[String(index)] ? true : undefined}
                value={String(turnover)}
                onChange={(event) =>
                  setSpins(spins.map((old, at) => (at === index ? event.target.value : old)))
                }
              />
            </label>{' '}
            <button
              type="button"
              className="button-link"
              disabled={spins.length <= 1}
              onClick={() => setSpins(spins.filter((_, at) => at !== index))}
            >
              {fill(texts.removeSpin, { n: index + 1 })}
            </button>
            {spinErrors[String(index)] && (
              <span className="form-error" role="alert">
                {spinErrors[String(index)]}
              </span>
            )}
          </div>
        ))}
        <ListEnd
          error={spinErrors['']}
          addLabel={texts.addSpin}
          isFull={spins.length >= maxSpins}
          onAdd={() => setSpins([...spins, ''])}
        />
      </fieldset>
    </div>
  );
}

export const rouletteEditor: TConfigEditor<'roulette'> = {
  Editor: RouletteEditor,
  initial: () => ({ Type: 'roulette', Prizes: [newPrize()], SpinTurnovers: [0] }),
};
