import { ZWithdrawRulesUpdate } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { checkContract, type TFieldErrors } from '../../shared/forms/check-contract.ts';
import { fill } from '../../shared/i18n/define-texts.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { Form, FormField } from '../../shared/ui/form-field.tsx';
import { uiTexts } from '../../shared/ui/ui-texts.ts';
import {
  draftOf,
  misorderedPairs,
  optionalRules,
  requestOf,
  type TRuleName,
  type TRulesDraft,
} from './rules-draft.ts';
import { useSaveWithdrawRules, withdrawRulesQuery, type TRulesWire } from './withdraw-rules-api.ts';
import { withdrawRulesTexts } from './withdraw-rules-texts.ts';

/** The rules in the groups of SPEC §5's withdraw checks, in the order a request meets them. */
const groups: readonly (readonly [
  keyof ReturnType<typeof withdrawRulesTexts.useTexts>['groups'],
  readonly TRuleName[],
])[] = [
  ['perTime', ['MinAmount', 'MaxAmount']],
  ['perDay', ['DailyMaxAmount', 'DailyMaxCount', 'IntervalSeconds']],
  ['fee', ['FeePerMille', 'FeeMin', 'FeeMax']],
  ['first', ['FirstMaxAmount']],
  ['site', ['SiteDailyMaxAmount']],
  ['usdt', ['UsdtMinAmount', 'UsdtMaxAmount', 'UsdtChainFee']],
  ['accounts', ['AccountLimit']],
];

/** Withdrawal rules: every limit a withdrawal request is checked against, edited at once. */
export default function WithdrawRulesPage() {
  const texts = withdrawRulesTexts.useTexts();
  const ui = uiTexts.useTexts();
  const rules = useQuery(withdrawRulesQuery);
  return (
    <section className="settings-page">
      <div className="page-head">
        <h1>{texts.title}</h1>
      </div>
      <p className="form-hint">{texts.intro}</p>
      {rules.error ? (
        <ErrorNotice error={rules.error} onRetry={() => void rules.refetch()} />
      ) : rules.data === undefined ? (
        <p aria-busy="true">{ui.loading}</p>
      ) : (
        <RulesForm initial={rules.data} />
      )}
    </section>
  );
}

function RulesForm({ initial }: { initial: TRulesWire }) {
  const texts = withdrawRulesTexts.useTexts();
  const save = useSaveWithdrawRules();
  const [draft, setDraft] = useState<TRulesDraft>(() => draftOf(initial));
  const [errors, setErrors] = useState<TFieldErrors>({});

  function submit(event: FormEvent) {
    event.preventDefault();
    const checked = checkContract(ZWithdrawRulesUpdate, requestOf(draft), currentLanguage());
    const found: Record<string, string> = checked.ok ? {} : { ...checked.errors };
    for (const [upper, lower] of misorderedPairs(draft))
      found[upper] ??= fill(texts.mustNotBeBelow, { other: texts.fields[lower] });
    setErrors(found);
    if (checked.ok && Object.keys(found).length === 0) save.mutate(requestOf(draft));
  }

  return (
    <Form onSubmit={submit} submitLabel={texts.save} isBusy={save.isPending} error={save.error}>
      {groups.map(([group, names]) => (
        <fieldset key={group} className="form-fieldset">
          <legend>{texts.groups[group]}</legend>
          {names.map((name) => (
            <FormField
              key={name}
              label={texts.fields[name]}
              hint={optionalRules.has(name) ? texts.noLimit : undefined}
              error={errors[name]}
            >
              <input
                inputMode="decimal"
                autoComplete="off"
                value={draft[name]}
                onChange={(event) => {
                  save.reset();
                  setDraft({ ...draft, [name]: event.target.value });
                }}
              />
            </FormField>
          ))}
        </fieldset>
      ))}
      {save.isSuccess && <p role="status">{texts.saved}</p>}
    </Form>
  );
}
