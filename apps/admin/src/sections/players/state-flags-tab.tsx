import { playerStateFlagNames } from '@lottery/contracts';
import { useState } from 'react';
import { fill } from '../../shared/i18n/define-texts.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { useSetStateFlags } from './players-api.ts';
import { playersTexts } from './players-texts.ts';

const bitOf = (index: number) => 1 << index;

/** The state flags of SPEC §6 as checkboxes; saving asks for confirmation and takes effect at once. */
export function StateFlagsTab({ loginId, flags }: { loginId: string; flags: number }) {
  const texts = playersTexts.useTexts();
  const [draft, setDraft] = useState(flags);
  const [isConfirming, setIsConfirming] = useState(false);
  const save = useSetStateFlags(loginId);
  const changes = playerStateFlagNames
    .map((name, index) => ({ name, bit: bitOf(index) }))
    .filter(({ bit }) => (draft & bit) !== (flags & bit))
    .map(({ name, bit }) => `${texts.flags.names[name]} ${(draft & bit) !== 0 ? '✓' : '✗'}`);
  return (
    <section>
      <h2>{texts.flags.title}</h2>
      <div className="flag-grid">
        {playerStateFlagNames.map((name, index) => (
          <label key={name}>
            <input
              type="checkbox"
              checked={(draft & bitOf(index)) !== 0}
              onChange={(event) =>
                setDraft((current) =>
                  event.target.checked ? current | bitOf(index) : current & ~bitOf(index),
                )
              }
            />{' '}
            {texts.flags.names[name]}
          </label>
        ))}
      </div>
      <p className="form-hint">{texts.flags.disabledNote}</p>
      <button
        type="button"
        className="button-primary"
        disabled={changes.length === 0}
        onClick={() => setIsConfirming(true)}
      >
        {texts.flags.save}
      </button>
      {save.isSuccess && changes.length === 0 && <span role="status"> {texts.flags.saved}</span>}
      {isConfirming && (
        <ConfirmDialog
          title={texts.flags.confirmTitle}
          effect={fill(texts.flags.confirmEffect, { loginId, changes: changes.join('，') })}
          isBusy={save.isPending}
          error={save.error}
          onCancel={() => setIsConfirming(false)}
          onConfirm={() => save.mutate(draft, { onSuccess: () => setIsConfirming(false) })}
        />
      )}
    </section>
  );
}
