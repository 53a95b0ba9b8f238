import { useTranslation } from 'react-i18next';
import { FormRow } from '../../../shared/ui/form-row.tsx';

export type TMemberRole = 'player' | 'agent';

/** The prize group sent: the one typed, else the agent's own (the field shows it until changed). */
export const prizeGroupOf = (typed: string, own: number | undefined) => Number(typed || own || 0);

/**
 * The terms a new member starts with, on /CreatePlayer (an account opened now) and /RegisterLink
 * (an account an invite opens later): player or agent, and a prize group of at most the agent's
 * own, which the field starts at (the server checks the bound again).
 */
export function MemberTermsFields({
  roleLabel,
  role,
  onRole,
  group,
  onGroup,
  own,
}: {
  roleLabel: string;
  role: TMemberRole;
  onRole(role: TMemberRole): void;
  group: string;
  onGroup(group: string): void;
  own: number | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      <FormRow label={roleLabel}>
        <select value={role} onChange={(event) => onRole(event.target.value as TMemberRole)}>
          <option value="player">{t('agentTeam.roles.player')}</option>
          <option value="agent">{t('agentTeam.roles.agent')}</option>
        </select>
      </FormRow>
      <FormRow
        label={t('agentTeam.create.prizeGroup')}
        hint={own !== undefined && t('agentTeam.create.prizeGroupHint', { own })}
      >
        <input
          name="prizeGroup"
          type="number"
          inputMode="numeric"
          min={1700}
          max={own}
          required
          value={group || (own ?? '')}
          onChange={(event) => onGroup(event.target.value)}
        />
      </FormRow>
    </>
  );
}
