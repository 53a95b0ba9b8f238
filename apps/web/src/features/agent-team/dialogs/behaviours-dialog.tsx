import { Dialog } from '@lottery/client-kit';
import { memberBehaviours, type TMemberBehaviour } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FormRow } from '../../../shared/ui/form-row.tsx';
import { setMemberBehaviours } from '../api/team-calls.ts';
import { hasBehaviour } from '../logic/member-state.ts';
import type { TTeamMember } from '../api/team-members.ts';
import { useDialogCall } from './use-dialog-call.ts';

type TChoice = 'keep' | 'set' | 'clear';

/**
 * Switches descendant behaviours on one direct member (its current flags shown) or, without a
 * member, on every direct member at once ("keep" leaves a flag as each member has it).
 */
export default function BehavioursDialog({
  member,
  onClose,
}: {
  member?: TTeamMember;
  onClose(changed: boolean): void;
}) {
  const { t } = useTranslation();
  const initial = (behaviour: TMemberBehaviour): TChoice =>
    member ? (hasBehaviour(member.StateFlags, behaviour) ? 'set' : 'clear') : 'keep';
  const [choices, setChoices] = useState(
    () =>
      Object.fromEntries(memberBehaviours.map((b) => [b, initial(b)])) as Record<
        TMemberBehaviour,
        TChoice
      >,
  );
  const { isBusy, error, run } = useDialogCall(onClose);
  const pick = (choice: TChoice) => memberBehaviours.filter((b) => choices[b] === choice);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await run(() =>
      setMemberBehaviours({
        ...(member ? { Members: [{ UserId: member.UserId }] } : { AllDirect: true }),
        Set: pick('set'),
        Clear: pick('clear'),
      }),
    );
  };
  const choicesOf: TChoice[] = member ? ['set', 'clear'] : ['keep', 'set', 'clear'];
  return (
    <Dialog
      title={
        member
          ? t('agentTeam.behaviours.title', { loginId: member.LoginId })
          : t('agentTeam.behaviours.bulkTitle')
      }
      onClose={() => onClose(false)}
      isBodyDescription={false}
    >
      <form className="team-form" onSubmit={(event) => void submit(event)}>
        {memberBehaviours.map((behaviour) => (
          <FormRow key={behaviour} label={t(`agentTeam.behaviours.names.${behaviour}`)}>
            <select
              value={choices[behaviour]}
              onChange={(event) =>
                setChoices({ ...choices, [behaviour]: event.target.value as TChoice })
              }
            >
              {choicesOf.map((choice) => (
                <option key={choice} value={choice}>
                  {t(`agentTeam.behaviours.${choice}`)}
                </option>
              ))}
            </select>
          </FormRow>
        ))}
        {error && (
          <p className="form-error team-message" role="alert">
            {error}
          </p>
        )}
        <div className="team-actions">
          <button type="button" className="button" onClick={() => onClose(false)}>
            {t('agentTeam.cancel')}
          </button>
          <button type="submit" className="button primary" disabled={isBusy}>
            {t('agentTeam.behaviours.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
