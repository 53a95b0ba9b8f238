import type { TDrawIssue } from '@lottery/contracts';
import { maxScheduleIssues } from '@lottery/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { minScheduleIssues } from './plan-problems.ts';
import { issueCountPresets, type TScheduleForm } from './schedule-form.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';

interface TIssueTargetFieldsProps {
  form: TScheduleForm;
  onChange(patch: Partial<TScheduleForm>): void;
  /** Current then upcoming issues; undefined while loading. */
  issues: readonly TDrawIssue[] | undefined;
  isIssuesError: boolean;
  onRetryIssues(): void;
}

/** Which issues: the next N from the current one, or issues picked from the list on sale. */
export function IssueTargetFields({
  form,
  onChange,
  issues,
  isIssuesError,
  onRetryIssues,
}: TIssueTargetFieldsProps) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <fieldset className="schedule-group">
      <legend>{t('cart.schedule.issues')}</legend>
      <div className="schedule-switch">
        <label>
          <input
            type="radio"
            name="schedule-target"
            checked={form.isByCount}
            onChange={() => onChange({ isByCount: true })}
          />
          {t('cart.schedule.byCount')}
        </label>
        <label>
          <input
            type="radio"
            name="schedule-target"
            checked={!form.isByCount}
            onChange={() => onChange({ isByCount: false })}
          />
          {t('cart.schedule.byChoice')}
        </label>
      </div>
      {form.isByCount ? (
        <div className="schedule-count">
          <div className="schedule-presets">
            {issueCountPresets.map((count) => (
              <button
                key={count}
                type="button"
                className="button"
                aria-pressed={form.countText === String(count)}
                onClick={() => onChange({ countText: String(count) })}
              >
                {t('cart.schedule.presetCount', { count })}
              </button>
            ))}
          </div>
          <label className="schedule-field">
            {t('cart.schedule.issueCount')}
            <input
              type="number"
              inputMode="numeric"
              min={minScheduleIssues}
              max={maxScheduleIssues}
              aria-describedby={hintId}
              value={form.countText}
              onChange={(event) => onChange({ countText: event.target.value })}
            />
          </label>
          <p className="schedule-hint cart-muted" id={hintId}>
            {t('cart.schedule.issueCountHint', { min: minScheduleIssues, max: maxScheduleIssues })}
          </p>
        </div>
      ) : (
        <IssueChooser
          form={form}
          onChange={onChange}
          issues={issues}
          isIssuesError={isIssuesError}
          onRetryIssues={onRetryIssues}
        />
      )}
    </fieldset>
  );
}

function IssueChooser({
  form,
  onChange,
  issues,
  isIssuesError,
  onRetryIssues,
}: TIssueTargetFieldsProps) {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  if (isIssuesError)
    return (
      <p className="schedule-status" role="alert">
        {t('cart.schedule.issuesError')}{' '}
        <button type="button" className="button" onClick={onRetryIssues}>
          {t('common.retry')}
        </button>
      </p>
    );
  if (!issues) return <p className="schedule-status">{t('cart.schedule.issuesLoading')}</p>;
  if (issues.length === 0) return <p className="schedule-status">{t('cart.schedule.noIssues')}</p>;
  const toggle = (serial: string, isChosen: boolean) =>
    onChange({
      chosen: isChosen ? [...form.chosen, serial] : form.chosen.filter((s) => s !== serial),
    });
  const chosenCount = issues.filter((issue) => form.chosen.includes(issue.SerialNumber)).length;
  return (
    <fieldset className="schedule-issues">
      <legend>{t('cart.schedule.chooseIssues', { count: chosenCount })}</legend>
      <ul>
        {issues.map((issue, index) => (
          <li key={issue.SerialNumber}>
            <label>
              <input
                type="checkbox"
                checked={form.chosen.includes(issue.SerialNumber)}
                onChange={(event) => toggle(issue.SerialNumber, event.target.checked)}
              />
              <span className="schedule-issue-serial">{issue.SerialNumber}</span>
              <span className="cart-muted">
                {index === 0
                  ? t('cart.schedule.current')
                  : t('cart.schedule.closesAt', {
                      time: siteTime.clock(issue.CloseTimeStamp),
                    })}
              </span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
