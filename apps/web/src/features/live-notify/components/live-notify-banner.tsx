import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { liveNotificationsQuery } from '../api/get-live-notifications.ts';
import { loadDismissals, saveDismissals } from '../live-notify-dismissals.ts';
import {
  dismissalEndMs,
  scheduleLiveNotifications,
  type TDismissals,
  type TVisibleLiveNotice,
} from '../live-notify-schedule.ts';

/** setTimeout fires at once for delays past 2^31 - 1 ms; the schedule never needs that long. */
const maxTimerMs = 2_147_483_647;

/**
 * The streaming banner of live notifications (SPEC §4). One timeout, set to the schedule's next
 * change, re-evaluates it: no per-second polling.
 */
export function LiveNotifyBanner() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: notifications } = useQuery(liveNotificationsQuery);
  const [nowMs, setNowMs] = useState(() => Date.now());
  const [dismissals, setDismissals] = useState<TDismissals>(() => loadDismissals(Date.now()));
  const schedule = useMemo(
    () => scheduleLiveNotifications({ notifications: notifications ?? [], nowMs, dismissals }),
    [notifications, nowMs, dismissals],
  );

  useEffect(() => {
    if (schedule.nextChangeAtMs === null) return;
    const delayMs = Math.min(Math.max(schedule.nextChangeAtMs - Date.now(), 0), maxTimerMs);
    const timer = setTimeout(() => setNowMs(Date.now()), delayMs);
    return () => clearTimeout(timer);
  }, [schedule.nextChangeAtMs, nowMs]);

  function dismiss({ key, notification }: TVisibleLiveNotice) {
    const at = Date.now();
    const untilMs = dismissalEndMs(notification, at);
    if (untilMs === null) return;
    const next = { ...loadDismissals(at), [key]: untilMs };
    saveDismissals(next);
    setDismissals(next);
    setNowMs(at);
  }

  if (schedule.visible.length === 0) return null;
  return (
    <section className="live-notify" aria-label={t('liveNotify.region')}>
      <ul className="live-notify-track">
        {schedule.visible.map((item) => (
          <li className="live-notify-item" key={item.key}>
            <button
              type="button"
              className="live-notify-link"
              onClick={() => {
                dismiss(item);
                void navigate(paths.bet.getHref(item.notification.GameId));
              }}
            >
              <span className="live-notify-text">
                <strong>{item.notification.Title}</strong> {item.notification.Content}
              </span>
            </button>
            <button
              type="button"
              className="notice-close"
              aria-label={t('liveNotify.dismiss', { title: item.notification.Title })}
              onClick={() => dismiss(item)}
            >
              <span aria-hidden="true">×</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
