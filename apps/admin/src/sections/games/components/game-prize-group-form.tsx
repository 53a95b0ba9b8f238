import { ZSetGamePrizeGroupRequest, type TAdminGameWire } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { DetailPanel } from '../../../shared/ui/detail-panel.tsx';
import { Form, FormField } from '../../../shared/ui/form-field.tsx';
import { useSetGamePrizeGroup } from '../api/set-game-prize-group.ts';
import { gamesTexts } from '../games-texts.ts';

/**
 * The typed cap as the route takes it: empty is no cap (null), else a whole number the contract
 * accepts (1..2000); undefined when it is neither.
 */
export function prizeGroupOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const parsed = ZSetGamePrizeGroupRequest.shape.MaxPrizeGroup.safeParse(Number(trimmed));
  return parsed.success ? parsed.data : undefined;
}

/** The highest prize group the game pays official tickets at (none: the player's own). */
export function GamePrizeGroupForm(props: { game: TAdminGameWire; canManage: boolean }) {
  const texts = gamesTexts.useTexts().prizeGroup;
  const save = useSetGamePrizeGroup();
  const [draft, setDraft] = useState(String(props.game.MaxPrizeGroup ?? ''));
  const [isTouched, setIsTouched] = useState(false);
  if (!props.canManage)
    return (
      <div className="game-panel">
        <DetailPanel
          title={texts.heading}
          items={[{ label: texts.maxGroup, value: props.game.MaxPrizeGroup ?? texts.none }]}
        />
      </div>
    );
  const group = prizeGroupOf(draft);
  function submit(event: FormEvent) {
    event.preventDefault();
    setIsTouched(true);
    if (group === undefined) return;
    save.mutate({ GameId: props.game.GameId, MaxPrizeGroup: group });
  }
  return (
    <div className="game-panel">
      <h2>{texts.heading}</h2>
      <p className="panel-hint">{texts.hint}</p>
      <Form onSubmit={submit} submitLabel={texts.save} isBusy={save.isPending} error={save.error}>
        <FormField
          label={texts.maxGroup}
          error={isTouched && group === undefined ? texts.invalid : undefined}
        >
          <input
            inputMode="numeric"
            value={draft}
            placeholder={texts.none}
            onChange={(e) => setDraft(e.target.value)}
          />
        </FormField>
        {save.isSuccess && <p role="status">{texts.saved}</p>}
      </Form>
    </div>
  );
}
