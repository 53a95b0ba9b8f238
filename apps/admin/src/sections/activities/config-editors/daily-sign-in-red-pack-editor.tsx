import { fill } from '../../../shared/i18n/define-texts.ts';
import { configEditorTexts } from './config-editor-texts.ts';
import { errorsBelow, type TConfigEditor, type TConfigEditorProps } from './config-editor-types.ts';
import { newPrize, PrizeTableEditor } from './prize-table-editor.tsx';

/** Most streak days a configuration may list (the contract's bound). */
const maxStreakDays = 31;

/** dailySignInRedPack: one prize table per day of the sign-in streak. */
function DailySignInRedPackEditor({
  value,
  onChange,
  errors,
}: TConfigEditorProps<'dailySignInRedPack'>) {
  const texts = configEditorTexts.useTexts().streak;
  const days = value.StreakPrizes;
  const set = (StreakPrizes: typeof days) => onChange({ ...value, StreakPrizes });
  const last = days.at(-1);
  return (
    <div className="config-editor">
      {days.map((prizes, index) => (
        <fieldset key={index} className="config-group">
          <legend>{fill(texts.day, { day: index + 1 })}</legend>
          <PrizeTableEditor
            label={fill(texts.day, { day: index + 1 })}
            prizes={prizes}
            errors={errorsBelow(`StreakPrizes.${index}`, errors)}
            onChange={(next) => set(days.map((day, at) => (at === index ? next : day)))}
          />
        </fieldset>
      ))}
      {errorsBelow('StreakPrizes', errors)[''] && (
        <p className="form-error" role="alert">
          {errorsBelow('StreakPrizes', errors)['']}
        </p>
      )}
      <p className="form-hint">{texts.lastDayHint}</p>
      <div className="config-actions">
        <button
          type="button"
          disabled={days.length >= maxStreakDays}
          onClick={() => set([...days, last ? last.map((prize) => ({ ...prize })) : [newPrize()]])}
        >
          {texts.addDay}
        </button>
        <button type="button" disabled={days.length <= 1} onClick={() => set(days.slice(0, -1))}>
          {texts.removeDay}
        </button>
      </div>
    </div>
  );
}

export const dailySignInRedPackEditor: TConfigEditor<'dailySignInRedPack'> = {
  Editor: DailySignInRedPackEditor,
  initial: () => ({ Type: 'dailySignInRedPack', StreakPrizes: [[newPrize()]] }),
};
