import { fill } from '../../../shared/i18n/define-texts.ts';
import { errorsBelow, type TConfigEditor, type TConfigEditorProps } from './config-editor-types.ts';
import { wholeOf } from './field-error.tsx';
import { ListEnd } from './list-end.tsx';
import { newPrize, PrizesGroup } from './prize-table-editor.tsx';
import { rainEditorTexts } from './rain-editor-texts.ts';

/** The contract's bounds: rains a day, grabs per rain. */
const maxRains = 24;
const maxGrabs = 50;

/**
 * redPackRain: the day's rains (start in site time and length), the grabs a player may make in
 * one rain, the budget of one rain, and the packets' weighted amounts.
 */
function RedPackRainEditor({ value, onChange, errors }: TConfigEditorProps<'redPackRain'>) {
  const texts = rainEditorTexts.useTexts().rain;
  const rains = value.Rains;
  const rainErrors = errorsBelow('Rains', errors);
  const setRains = (Rains: typeof rains) => onChange({ ...value, Rains });
  const change = (index: number, patch: Partial<(typeof rains)[number]>) =>
    setRains(rains.map((rain, at) => (at === index ? { ...rain, ...patch } : rain)));
  const messagesOf = (index: number) =>
    [
      rainErrors[String(index)],
      rainErrors[`${index}.Start`],
      rainErrors[`${index}.Seconds`],
    ].filter(Boolean);
  return (
    <div className="config-editor">
      <fieldset className="config-group">
        <legend>{texts.rains}</legend>
        <p className="form-hint">{texts.rainsHint}</p>
        {rains.map((rain, index) => (
          <div key={index} className="config-row">
            <label>
              {fill(texts.start, { n: index + 1 })}{' '}
              <input
                type="time"
                aria-invalid={messagesOf(index).length > 0 ? true : undefined}
                value={rain.Start}
                onChange={(event) => change(index, { Start: event.target.value })}
              />
            </label>{' '}
            <label>
              {fill(texts.seconds, { n: index + 1 })}{' '}
              <input
                type="number"
                min={10}
                max={3600}
                step={1}
                aria-invalid={rainErrors[`${index}.Seconds`] ? true : undefined}
                value={Number.isFinite(rain.Seconds) ? String(rain.Seconds) : ''}
                onChange={(event) => change(index, { Seconds: wholeOf(event.target.value) })}
              />
            </label>{' '}
            <button
              type="button"
              className="button-link"
              disabled={rains.length <= 1}
              onClick={() => setRains(rains.filter((_, at) => at !== index))}
            >
              {fill(texts.removeRain, { n: index + 1 })}
            </button>
            {messagesOf(index).map((message) => (
              <span key={message} className="form-error" role="alert">
                {message}
              </span>
            ))}
          </div>
        ))}
        <ListEnd
          error={rainErrors['']}
          addLabel={texts.addRain}
          isFull={rains.length >= maxRains}
          onAdd={() => setRains([...rains, { Start: '20:00', Seconds: 180 }])}
        />
      </fieldset>
      <fieldset className="config-group">
        <legend>{texts.grabs}</legend>
        <label>
          {texts.grabs}{' '}
          <input
            type="number"
            min={1}
            max={maxGrabs}
            step={1}
            aria-invalid={errors.GrabsPerRain ? true : undefined}
            value={Number.isFinite(value.GrabsPerRain) ? String(value.GrabsPerRain) : ''}
            onChange={(event) => onChange({ ...value, GrabsPerRain: wholeOf(event.target.value) })}
          />
        </label>
        {errors.GrabsPerRain && (
          <p className="form-error" role="alert">
            {errors.GrabsPerRain}
          </p>
        )}
        <label>
          {texts.rainBudget}{' '}
          <input
            inputMode="decimal"
            aria-invalid={errors.RainBudget ? true : undefined}
            value={String(value.RainBudget)}
            onChange={(event) => onChange({ ...value, RainBudget: event.target.value })}
          />
        </label>
        <p className="form-hint">{texts.rainBudgetHint}</p>
        {errors.RainBudget && (
          <p className="form-error" role="alert">
            {errors.RainBudget}
          </p>
        )}
      </fieldset>
      <PrizesGroup legend={texts.prizes} config={value} errors={errors} onChange={onChange} />
    </div>
  );
}

export const redPackRainEditor: TConfigEditor<'redPackRain'> = {
  Editor: RedPackRainEditor,
  initial: () => ({
    Type: 'redPackRain',
    Rains: [{ Start: '20:00', Seconds: 180 }],
    GrabsPerRain: 3,
    Prizes: [newPrize()],
    RainBudget: '',
  }),
};
