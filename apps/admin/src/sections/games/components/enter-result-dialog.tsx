import type { TAdminIssueWire } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { Dialog } from '@lottery/client-kit';
import { Form, FormField } from '../../../shared/ui/form-field.tsx';
import { useEnterResult } from '../api/enter-result.ts';
import { gamesTexts } from '../games-texts.ts';

/** An administrator's result for an outside-fed issue (drawn once two sources agree). */
export function EnterResultDialog(props: {
  gameId: number;
  issue: TAdminIssueWire;
  onClose(): void;
}) {
  const texts = gamesTexts.useTexts().issues;
  const enter = useEnterResult();
  const [number, setNumber] = useState('');
  function submit(event: FormEvent) {
    event.preventDefault();
    if (number.trim() === '') return;
    enter.mutate({
      GameId: props.gameId,
      SerialNumber: props.issue.SerialNumber,
      WinningNumber: number.trim(),
    });
  }
  const answer = enter.data;
  return (
    <Dialog
      title={fill(texts.enterTitle, { serial: props.issue.SerialNumber })}
      onClose={props.onClose}
      isBodyDescription={false}
    >
      <p className="panel-hint">{texts.enterHint}</p>
      <Form
        onSubmit={submit}
        submitLabel={texts.submit}
        isBusy={enter.isPending}
        error={enter.error}
      >
        <FormField label={texts.numberLabel}>
          <input data-autofocus value={number} onChange={(e) => setNumber(e.target.value)} />
        </FormField>
      </Form>
      {answer && (
        <p role="status">
          {fill(texts.entered, { state: texts.states[answer.State] })}
          {answer.State === 'scheduled' && ` — ${texts.waiting}`}
          {answer.Disputed && ` — ${texts.disputed}`}
        </p>
      )}
    </Dialog>
  );
}
