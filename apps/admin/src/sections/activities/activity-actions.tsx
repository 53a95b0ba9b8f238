import { useState } from 'react';
import { Link } from 'react-router';
import { formatThousandths } from '../../shared/format/money.ts';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { fill } from '../../shared/i18n/define-texts.ts';
import { currentLanguage } from '../../shared/i18n/i18n.ts';
import { ConfirmDialog } from '../../shared/ui/confirm-dialog.tsx';
import { parseThousandths } from '@lottery/contracts';
import { useScheduleActivity, useStopActivity } from './activities-api.ts';
import { activitiesTexts } from './activities-texts.ts';
import type { TActivityView } from './activity-draft.ts';
import { activitiesPath } from './section.ts';

const amountText = (amount: number) =>
  formatThousandths(parseThousandths(amount) ?? 0n, currentLanguage());

/**
 * What activities.manage may do to an activity in its state: edit or schedule a draft, stop a
 * scheduled or running one. Each change names its effect in a confirm dialog; a stop asks why.
 */
export function ActivityActions({ activity, title }: { activity: TActivityView; title: string }) {
  const texts = activitiesTexts.useTexts().actions;
  const time = useSiteTime();
  const schedule = useScheduleActivity();
  const stop = useStopActivity();
  const [dialog, setDialog] = useState<'schedule' | 'stop' | null>(null);
  const close = () => setDialog(null);
  const isDraft = activity.State === 'draft';
  const isStoppable = activity.State === 'scheduled' || activity.State === 'running';
  return (
    <div className="page-actions">
      {isDraft && (
        <>
          <Link to={`/${activitiesPath}/${activity.ActivityId}/edit`}>{texts.edit}</Link>
          <button type="button" className="button-primary" onClick={() => setDialog('schedule')}>
            {texts.schedule}
          </button>
        </>
      )}
      {isStoppable && (
        <button type="button" className="button-danger" onClick={() => setDialog('stop')}>
          {texts.stop}
        </button>
      )}
      {dialog === 'schedule' && (
        <ConfirmDialog
          title={fill(texts.scheduleTitle, { title })}
          effect={fill(texts.scheduleEffect, {
            starts: time.format(activity.StartsAt),
            ends: time.format(activity.EndsAt),
            budget: amountText(activity.Budget),
          })}
          confirmLabel={texts.schedule}
          isBusy={schedule.isPending}
          error={schedule.error}
          onCancel={close}
          onConfirm={() => schedule.mutate(activity.ActivityId, { onSuccess: close })}
        />
      )}
      {dialog === 'stop' && (
        <ConfirmDialog
          title={fill(texts.stopTitle, { title })}
          effect={fill(texts.stopEffect, { paid: amountText(activity.Paid) })}
          confirmLabel={texts.stop}
          reason={{ label: texts.stopReason, isRequired: true }}
          isDangerous
          isBusy={stop.isPending}
          error={stop.error}
          onCancel={close}
          onConfirm={(reason) =>
            stop.mutate({ activityId: activity.ActivityId, reason }, { onSuccess: close })
          }
        />
      )}
    </div>
  );
}
