import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TActivityDetailView } from '../api/activity-api.ts';
import { RedPacket, type TPacketState } from '../daily-signin/red-packet.tsx';
import { SignInCalendar, streakDays } from '../daily-signin/sign-in-calendar.tsx';
import { ActivityFrame, type TActivityProgressContext } from '../shared/activity-frame.tsx';
import { afterAnimation } from '../shared/motion.ts';

/** How long the packet takes to open (activity.css red-packet-open). */
const openingMs = 900;

/** Today's packet if this period's has been claimed: the award of the current period. */
const todaysAward = (detail: TActivityDetailView) =>
  detail.MyAwards.find((award) => award.PeriodKey === detail.PeriodKey) ?? null;

/**
 * /DailySigninRedPackActivity: the streak calendar and today's red packet; signing in claims the
 * packet, which opens (animated) and then shows the amount.
 */
export default function DailySigninPage() {
  const { t } = useTranslation();
  const [isOpening, setIsOpening] = useState(false);
  const onClaimed = async () => {
    setIsOpening(true);
    await afterAnimation(openingMs);
    setIsOpening(false);
  };
  return (
    <ActivityFrame
      type="dailySignInRedPack"
      claimText={t('activity.signIn.openPacket')}
      onClaimed={onClaimed}
      renderProgress={(context) => <SignInProgress context={context} isOpening={isOpening} />}
    />
  );
}

function SignInProgress({
  context,
  isOpening,
}: {
  context: TActivityProgressContext;
  isOpening: boolean;
}) {
  const { t } = useTranslation();
  const { detail, lastClaim } = context;
  const award = lastClaim?.Award ?? todaysAward(detail);
  const isSignedToday = detail.Progress.ClaimedThisPeriod > 0 || lastClaim !== null;
  // The detail reloads after the claim: until it has, the streak is yesterday's.
  const streak =
    lastClaim && detail.Progress.ClaimedThisPeriod === 0
      ? (lastClaim.Award.StreakDay ?? detail.Progress.StreakDays + 1)
      : detail.Progress.StreakDays;
  const tables = detail.Config.Type === 'dailySignInRedPack' ? detail.Config.StreakPrizes : [];
  const state: TPacketState = isOpening ? 'opening' : award ? 'open' : 'closed';
  return (
    <>
      <p className="sign-in-streak" data-testid="sign-in-streak">
        {t('activity.signIn.streak', { days: streak })}
        {isSignedToday && <span className="muted"> · {t('activity.signIn.signedToday')}</span>}
      </p>
      <SignInCalendar days={streakDays(tables, streak, isSignedToday)} />
      <RedPacket state={state} amount={award?.Amount ?? null} />
    </>
  );
}
