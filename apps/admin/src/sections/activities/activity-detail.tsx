import type { TBuiltActivityType } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { useSiteTime } from '../../shared/format/site-time.ts';
import { fill } from '../../shared/i18n/define-texts.ts';
import { usePermissions } from '../../shared/session/session-store.ts';
import { DetailPanel } from '../../shared/ui/detail-panel.tsx';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { uiTexts } from '../../shared/ui/ui-texts.ts';
import { activitiesQuery } from './activities-api.ts';
import { activitiesTexts } from './activities-texts.ts';
import { ActivityActions } from './activity-actions.tsx';
import { ActivityClaims } from './activity-claims.tsx';
import type { TActivityView } from './activity-draft.ts';
import { ActivityPreview } from './activity-preview.tsx';
import { configEditors, type TConfigEditorProps } from './config-editors/index.ts';
import { activitiesPath } from './section.ts';
import { ActivityStateBadge } from './state-badge.tsx';

/** The activity of the address, from the list (a site's activities fit one answer). */
export function useActivityOfPath() {
  const id = Number(useParams().activityId);
  const list = useQuery(activitiesQuery);
  return { list, activity: list.data?.Items.find((item) => item.ActivityId === id) };
}

/** One activity: its state and budget, settings, prizes, preview, actions and claims. */
export function ActivityDetail() {
  const texts = activitiesTexts.useTexts();
  const ui = uiTexts.useTexts();
  const { i18n } = useTranslation();
  const canManage = usePermissions().has('activities.manage');
  const { list, activity } = useActivityOfPath();
  if (list.error) return <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <p aria-busy="true">{ui.loading}</p>;
  if (!activity)
    return (
      <p>
        {texts.notFound} · <Link to={`/${activitiesPath}`}>{texts.back}</Link>
      </p>
    );
  const title = i18n.language === 'en' ? activity.TitleEn : activity.TitleZh;
  return (
    <section>
      <div className="page-head">
        <h1>
          {title} <ActivityStateBadge state={activity.State} />
        </h1>
        <div className="page-actions">
          <Link to={`/${activitiesPath}`}>{texts.back}</Link>
        </div>
      </div>
      {canManage && <ActivityActions activity={activity} title={title} />}
      <ActivitySettings activity={activity} />
      <ActivityPreview activityId={activity.ActivityId} budget={activity.Budget} />
      <ActivityConfigView activity={activity} />
      <ActivityClaims activityId={activity.ActivityId} />
    </section>
  );
}

function ActivitySettings({ activity }: { activity: TActivityView }) {
  const texts = activitiesTexts.useTexts();
  const time = useSiteTime();
  const rules = activity.Eligibility;
  const money = (amount: number | null | undefined) =>
    amount === null || amount === undefined ? texts.detail.none : <Money amount={amount} />;
  return (
    <DetailPanel
      title={texts.detail.fields}
      items={[
        { label: texts.columns.type, value: texts.types[activity.Type] },
        { label: texts.detail.periodKind, value: texts.periodKinds[activity.PeriodKind] },
        { label: texts.detail.starts, value: time.format(activity.StartsAt) },
        { label: texts.detail.ends, value: time.format(activity.EndsAt) },
        { label: texts.columns.budget, value: <Money amount={activity.Budget} /> },
        { label: texts.columns.paid, value: <Money amount={activity.Paid} /> },
        { label: texts.columns.remaining, value: <Money amount={activity.Remaining} /> },
        { label: texts.columns.claims, value: activity.Claims },
        {
          label: texts.detail.turnover,
          value: fill(texts.detail.turnoverValue, { percent: activity.TurnoverPercent }),
        },
        { label: texts.detail.minVip, value: rules.MinVipLevel },
        { label: texts.detail.agent, value: rules.AgentLoginId ?? texts.detail.none },
        { label: texts.detail.minDeposit, value: money(rules.MinDeposit as number | null) },
        { label: texts.detail.minTurnover, value: money(rules.MinTurnover as number | null) },
        {
          label: texts.detail.registeredAfter,
          value:
            rules.RegisteredAfter === null ? texts.detail.none : time.format(rules.RegisteredAfter),
        },
        {
          label: texts.detail.rulesZh,
          value: <pre className="rules-text">{activity.RulesZh}</pre>,
          isWide: true,
        },
        {
          label: texts.detail.rulesEn,
          value: <pre className="rules-text">{activity.RulesEn}</pre>,
          isWide: true,
        },
      ]}
    />
  );
}

/** The prizes as the type's editor shows them, in a disabled fieldset: read, not changed. */
function ActivityConfigView({ activity }: { activity: TActivityView }) {
  const texts = activitiesTexts.useTexts();
  const editor = configEditors[activity.Type as TBuiltActivityType] as
    { Editor: ComponentType<TConfigEditorProps<TBuiltActivityType>> } | undefined;
  return (
    <section className="detail-panel">
      <h3 className="detail-title">{texts.detail.config}</h3>
      {editor ? (
        <fieldset disabled className="config-view">
          <editor.Editor value={activity.Config} errors={{}} onChange={() => undefined} />
        </fieldset>
      ) : (
        <p>{texts.form.noEditor}</p>
      )}
    </section>
  );
}
