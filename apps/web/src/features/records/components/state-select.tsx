import { useTranslation } from 'react-i18next';
import { FormRow } from '../../../shared/ui/form-row.tsx';

/** A records filter's state choice: every state, or one of `states`, named by `labelOf`. */
export function StateSelect<TState extends string>({
  value,
  states,
  labelOf,
  onChange,
}: {
  value: TState | undefined;
  states: readonly TState[];
  labelOf(state: TState): string;
  onChange(state: TState | undefined): void;
}) {
  const { t } = useTranslation();
  return (
    <FormRow label={t('records.filters.state')}>
      <select
        value={value ?? ''}
        onChange={(event) =>
          onChange(event.target.value === '' ? undefined : (event.target.value as TState))
        }
      >
        <option value="">{t('records.filters.allStates')}</option>
        {states.map((state) => (
          <option key={state} value={state}>
            {labelOf(state)}
          </option>
        ))}
      </select>
    </FormRow>
  );
}
