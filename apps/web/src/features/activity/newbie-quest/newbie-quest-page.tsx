import type { TNewbieTask } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { ActivityFrame, type TActivityProgressContext } from '../shared/activity-frame.tsx';
import { StepList, type TActivityStepView } from '../steps/step-list.tsx';
import { stepClaimState } from '../steps/step-progress.ts';

/** Where each task is done in the app. */
const taskHref: Record<TNewbieTask, string> = {
  bindBankCard: paths.withdrawRequest.getHref({ bind: true }),
  setFundPassword: paths.accountSecurity.getHref(),
  setSecurityQuestions: paths.accountSecurity.getHref(),
  firstDeposit: paths.deposit.getHref(),
  firstBet: paths.drawLobby.getHref(),
};

const isTask = (key: string): key is TNewbieTask => key in taskHref;

/**
 * /NewbieQuestActivity: a new player's tasks (bind a card, fund password, security questions,
 * first deposit, first bet), each with its prize; a done task is claimed on its row, a task not
 * done links to where it is done. The prizes close some days after registering.
 */
export default function NewbieQuestPage() {
  return (
    <ActivityFrame
      type="newbieQuest"
      claimsBySteps
      renderProgress={(context) => <NewbieProgress context={context} />}
    />
  );
}

function NewbieProgress({ context }: { context: TActivityProgressContext }) {
  const { t } = useTranslation();
  const { detail } = context;
  if (detail.Config.Type !== 'newbieQuest') return null;
  const steps = detail.Progress.Steps;
  const titleOf = (step: TActivityStepView) =>
    isTask(step.Key) ? t(`activityTiers.newbie.task.${step.Key}`) : step.Key;
  const detailOf = (step: TActivityStepView) =>
    !step.Done && isTask(step.Key) ? (
      <Link to={taskHref[step.Key]}>{t('activityTiers.newbie.go')}</Link>
    ) : null;
  return (
    <>
      <p className="muted activity-note">
        {t('activityTiers.newbie.within', { days: detail.Config.WithinDays })}
      </p>
      <p className="activity-note" data-testid="newbie-done-count">
        {t('activityTiers.newbie.doneCount', {
          done: steps.filter((step) => step.Done).length,
          total: steps.length,
        })}
      </p>
      <StepList
        label={t('activityTiers.newbie.tasks')}
        steps={steps}
        titleOf={titleOf}
        detailOf={detailOf}
        {...stepClaimState(context)}
      />
    </>
  );
}
