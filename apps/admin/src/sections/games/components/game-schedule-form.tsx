import type { TAdminGameWire } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { DetailPanel } from '../../../shared/ui/detail-panel.tsx';
import { Form, FormField } from '../../../shared/ui/form-field.tsx';
import { useSetGameSchedule } from '../api/set-game-schedule.ts';
import { gamesTexts } from '../games-texts.ts';

/** Issue length and count (read only), seal seconds and the result timeout (editable). */
export function GameScheduleForm(props: { game: TAdminGameWire; canManage: boolean }) {
  const all = gamesTexts.useTexts();
  const texts = all.schedule;
  const save = useSetGameSchedule();
  const [seal, setSeal] = useState(String(props.game.SealSeconds ?? ''));
  const [resultTimeout, setResultTimeout] = useState(String(props.game.ResultTimeoutSeconds));
  if (props.game.CycleSeconds === null)
    return (
      <div className="game-panel">
        <h2>{texts.heading}</h2>
        <p className="panel-hint">{texts.none}</p>
      </div>
    );
  const facts = [
    { label: texts.cycle, value: fill(all.list.seconds, { n: props.game.CycleSeconds }) },
    { label: texts.issuesPerDay, value: props.game.IssuesPerDay },
  ];
  if (!props.canManage)
    return (
      <div className="game-panel">
        <DetailPanel
          title={texts.heading}
          items={[
            ...facts,
            { label: texts.seal, value: props.game.SealSeconds },
            { label: texts.timeout, value: props.game.ResultTimeoutSeconds },
          ]}
        />
      </div>
    );
  function submit(event: FormEvent) {
    event.preventDefault();
    save.mutate({
      GameId: props.game.GameId,
      SealSeconds: Number(seal),
      ResultTimeoutSeconds: Number(resultTimeout),
    });
  }
  return (
    <div className="game-panel">
      <h2>{texts.heading}</h2>
      <DetailPanel items={facts} />
      <p className="panel-hint">{texts.hint}</p>
      <Form onSubmit={submit} submitLabel={texts.save} isBusy={save.isPending} error={save.error}>
        <FormField label={texts.seal}>
          <input type="number" min={0} value={seal} onChange={(e) => setSeal(e.target.value)} />
        </FormField>
        <FormField label={texts.timeout}>
          <input
            type="number"
            min={60}
            value={resultTimeout}
            onChange={(e) => setResultTimeout(e.target.value)}
          />
        </FormField>
        {save.isSuccess && <p role="status">{texts.saved}</p>}
      </Form>
    </div>
  );
}
