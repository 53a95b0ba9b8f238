import { ZPrizeGroup, type TAdminGameWire } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { DetailPanel } from '../../../shared/ui/detail-panel.tsx';
import { Form, FormField } from '../../../shared/ui/form-field.tsx';
import { useSetGamePrizeGroup } from '../api/set-game-prize-group.ts';
import { gamesTexts } from '../games-texts.ts';

/**
 * A typed group as the route takes it: empty is none (null), else a whole number the contract
 * accepts (1..2000); undefined when it is neither.
 */
export function prizeGroupOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const parsed = ZPrizeGroup.safeParse(Number(trimmed));
  return parsed.success ? parsed.data : undefined;
}

/**
 * The game's prize group range for official tickets: the highest it pays at (none: the player's
 * own) and the lowest a ticket may choose (none: no floor), the floor at most the cap.
 */
export function GamePrizeGroupForm(props: { game: TAdminGameWire; canManage: boolean }) {
  const texts = gamesTexts.useTexts().prizeGroup;
  const save = useSetGamePrizeGroup();
  const [maxDraft, setMaxDraft] = useState(String(props.game.MaxPrizeGroup ?? ''));
  const [minDraft, setMinDraft] = useState(String(props.game.MinPrizeGroup ?? ''));
  const [isTouched, setIsTouched] = useState(false);
  if (!props.canManage)
    return (
      <div className="game-panel">
        <DetailPanel
          title={texts.heading}
          items={[
            { label: texts.maxGroup, value: props.game.MaxPrizeGroup ?? texts.none },
            { label: texts.minGroup, value: props.game.MinPrizeGroup ?? texts.noFloor },
          ]}
        />
      </div>
    );
  const max = prizeGroupOf(maxDraft);
  const min = prizeGroupOf(minDraft);
  const isInverted = typeof max === 'number' && typeof min === 'number' && min > max;
  const minError = min === undefined ? texts.invalid : isInverted ? texts.order : undefined;
  function submit(event: FormEvent) {
    event.preventDefault();
    setIsTouched(true);
    if (max === undefined || min === undefined || isInverted) return;
    save.mutate({ GameId: props.game.GameId, MaxPrizeGroup: max, MinPrizeGroup: min });
  }
  return (
    <div className="game-panel">
      <h2>{texts.heading}</h2>
      <p className="panel-hint">{texts.hint}</p>
      <Form onSubmit={submit} submitLabel={texts.save} isBusy={save.isPending} error={save.error}>
        <FormField
          label={texts.maxGroup}
          error={isTouched && max === undefined ? texts.invalid : undefined}
        >
          <input
            inputMode="numeric"
            value={maxDraft}
            placeholder={texts.none}
            onChange={(e) => setMaxDraft(e.target.value)}
          />
        </FormField>
        <FormField label={texts.minGroup} error={isTouched ? minError : undefined}>
          <input
            inputMode="numeric"
            value={minDraft}
            placeholder={texts.noFloor}
            onChange={(e) => setMinDraft(e.target.value)}
          />
        </FormField>
        {save.isSuccess && <p role="status">{texts.saved}</p>}
      </Form>
    </div>
  );
}
