import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';

export interface TStreakDay {
  day: number;
  min: number;
  max: number;
  isSigned: boolean;
  isToday: boolean;
}

/**
 * The days of the streak as the configuration pays them (day 1, 2, … to the last table), which
 * are signed, and which is today's: the day after the streak before today's sign-in, the streak's
 * last day after it. A streak longer than the tables stays on the last day.
 */
export function streakDays(
  tables: readonly (readonly { Amount: number }[])[],
  streak: number,
  isSignedToday: boolean,
): TStreakDay[] {
  const today = Math.min(isSignedToday ? streak : streak + 1, tables.length);
  return tables.map((table, index) => {
    const amounts = table.map((prize) => prize.Amount);
    const day = index + 1;
    return {
      day,
      min: Math.min(...amounts),
      max: Math.max(...amounts),
      isSigned: day < today || (day === today && isSignedToday),
      isToday: day === today,
    };
  });
}

/** The sign-in calendar: one cell per streak day with its packet's range. */
export function SignInCalendar({ days }: { days: readonly TStreakDay[] }) {
  const { t, i18n } = useTranslation();
  const amount = (value: number) => formatAmount(value, i18n.language);
  return (
    <ol className="sign-in-calendar" aria-label={t('activity.signIn.calendar')}>
      {days.map((day) => (
        <li
          key={day.day}
          className={`sign-in-day${day.isSigned ? ' is-signed' : ''}${day.isToday ? ' is-today' : ''}`}
          aria-current={day.isToday ? 'date' : undefined}
        >
          <span className="sign-in-day-name">
            {day.isToday ? t('activity.signIn.today') : t('activity.signIn.day', { day: day.day })}
          </span>
          <span className="sign-in-day-prize">
            {day.min === day.max ? amount(day.min) : `${amount(day.min)}–${amount(day.max)}`}
          </span>
          {day.isSigned && (
            <span className="sign-in-tick">
              <span aria-hidden="true">✓</span>
              <span className="visually-hidden">{t('activity.signIn.signed')}</span>
            </span>
          )}
        </li>
      ))}
    </ol>
  );
}
