import { errorsBelow, type TConfigEditor, type TConfigEditorProps } from './config-editor-types.ts';
import { ThresholdList } from './luck-editor-fields.tsx';
import { luckEditorTexts } from './luck-editor-texts.ts';
import { newPrize, PrizesGroup } from './prize-table-editor.tsx';

/** lucky7Slot: the weighted prizes, and the turnover and deposit amounts that earn spins. */
function Lucky7SlotEditor({ value, onChange, errors }: TConfigEditorProps<'lucky7Slot'>) {
  const texts = luckEditorTexts.useTexts().slot;
  return (
    <div className="config-editor">
      <PrizesGroup legend={texts.prizes} config={value} errors={errors} onChange={onChange} />
      <ThresholdList
        legend={texts.turnovers}
        hint={texts.turnoversHint}
        values={value.SpinTurnovers}
        errors={errorsBelow('SpinTurnovers', errors)}
        minimum={0}
        onChange={(SpinTurnovers) => onChange({ ...value, SpinTurnovers })}
      />
      <ThresholdList
        legend={texts.deposits}
        hint={texts.depositsHint}
        values={value.SpinDeposits}
        errors={errorsBelow('SpinDeposits', errors)}
        minimum={0}
        onChange={(SpinDeposits) => onChange({ ...value, SpinDeposits })}
      />
    </div>
  );
}

export const lucky7SlotEditor: TConfigEditor<'lucky7Slot'> = {
  Editor: Lucky7SlotEditor,
  initial: () => ({
    Type: 'lucky7Slot',
    Prizes: [newPrize()],
    SpinTurnovers: [0],
    SpinDeposits: [],
  }),
};
