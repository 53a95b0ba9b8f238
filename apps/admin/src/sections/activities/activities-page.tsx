import { useState } from 'react';
import './activities.css';
import { Link, Navigate, Route, Routes, useNavigate } from 'react-router';
import { usePermissions } from '../../shared/session/session-store.ts';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { uiTexts } from '../../shared/ui/ui-texts.ts';
import { ActivitiesList } from './activities-list.tsx';
import { activitiesTexts } from './activities-texts.ts';
import { ActivityDetail, useActivityOfPath } from './activity-detail.tsx';
import type { TActivityView } from './activity-draft.ts';
import { ActivityForm } from './activity-form.tsx';
import { activitiesPath } from './section.ts';

/** The activities section: list, a new draft, one activity, and a draft's edit form. */
export default function ActivitiesPage() {
  const canManage = usePermissions().has('activities.manage');
  return (
    <Routes>
      <Route index element={<ActivitiesList />} />
      {canManage && <Route path="new" element={<NewActivity />} />}
      <Route path=":activityId" element={<ActivityDetail />} />
      {canManage && <Route path=":activityId/edit" element={<EditActivity />} />}
      <Route path="*" element={<Navigate to={`/${activitiesPath}`} replace />} />
    </Routes>
  );
}

function useOpenSaved() {
  const navigate = useNavigate();
  return (saved: TActivityView) => void navigate(`/${activitiesPath}/${saved.ActivityId}`);
}

function NewActivity() {
  const texts = activitiesTexts.useTexts();
  // The form's default times count from the moment it opens.
  const [nowMs] = useState(() => Date.now());
  return (
    <section>
      <div className="page-head">
        <h1>{texts.form.newTitle}</h1>
        <div className="page-actions">
          <Link to={`/${activitiesPath}`}>{texts.back}</Link>
        </div>
      </div>
      <ActivityForm activity={null} nowMs={nowMs} onSaved={useOpenSaved()} />
    </section>
  );
}

function EditActivity() {
  const texts = activitiesTexts.useTexts();
  const ui = uiTexts.useTexts();
  const { list, activity } = useActivityOfPath();
  const onSaved = useOpenSaved();
  if (list.error) return <ErrorNotice error={list.error} onRetry={() => void list.refetch()} />;
  if (!list.data) return <p aria-busy="true">{ui.loading}</p>;
  // Only a draft changes; anything else shows as it is.
  if (!activity || activity.State !== 'draft')
    return (
      <Navigate
        to={activity ? `/${activitiesPath}/${activity.ActivityId}` : `/${activitiesPath}`}
        replace
      />
    );
  return (
    <section>
      <div className="page-head">
        <h1>{texts.form.editTitle}</h1>
        <div className="page-actions">
          <Link to={`/${activitiesPath}/${activity.ActivityId}`}>{texts.backToActivity}</Link>
        </div>
      </div>
      <ActivityForm activity={activity} nowMs={activity.UpdatedAt} onSaved={onSaved} />
    </section>
  );
}
