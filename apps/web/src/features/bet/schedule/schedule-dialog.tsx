import type { TGameCatalogueEntry } from '@lottery/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@lottery/client-kit';
import { useBetOutcomes } from '../cart/bet-outcomes-store.ts';
import { baseAmountOf, formatThousandths } from '../cart/cart-amounts.ts';
import type { TCartTicket } from '../cart/cart-ticket.ts';
import { usePendingBets } from '../cart/pending-bets-store.ts';
import { upcomingIssuesQuery } from './api/get-upcoming-issues.ts';
import { IssueTargetFields } from './issue-target-fields.tsx';
import { MultiplePlanFields } from './multiple-plan-fields.tsx';
import { formProblemOf, isPreviewable, multipleProblemOf } from './plan-problems.ts';
import { confirmSchedules } from './schedule-flow.ts';
import { initialScheduleForm, readScheduleForm, type TScheduleForm } from './schedule-form.ts';
import { schedulePreview } from './schedule-plan.ts';
import { SchedulePreviewTable } from './schedule-preview-table.tsx';
import { StopRuleFields } from './stop-rule-fields.tsx';
import './schedule.css';

export interface TScheduleDialogProps {
  game: TGameCatalogueEntry;
  /** The checked cart tickets: each gets the same plan. */
  tickets: readonly TCartTicket[];
  onClose(): void;
}

/** 追号: the checked tickets bet on several issues, with a cost preview before anything is held. */
export function ScheduleDialog({ game, tickets, onClose }: TScheduleDialogProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const problemId = useId();
  const [form, setForm] = useState<TScheduleForm>(initialScheduleForm);
  const [refusal, setRefusal] = useState<string | null>(null);
  const isSending = useBetOutcomes((s) => s.sendingCount > 0);
  // An unanswered request waits in the journal: a new confirmation would be a second bet.
  const hasPending = usePendingBets((s) => s.entries.length > 0);
  const issuesQuery = useQuery(upcomingIssuesQuery(game.GameId));
  const serials = useMemo(
    () => issuesQuery.data?.map((issue) => issue.SerialNumber) ?? null,
    [issuesQuery.data],
  );

  const read = readScheduleForm(form, serials);
  const formProblem = formProblemOf(read.problemInput);
  const preview = isPreviewable(formProblem)
    ? schedulePreview(tickets, read.plan, read.target, serials ?? [])
    : null;
  const problem = formProblem ?? (preview && multipleProblemOf(preview.rows, tickets));
  const baseThousandths = tickets.reduce((sum, ticket) => sum + baseAmountOf(ticket), 0n);
  const canSend = problem === null && tickets.length > 0 && !isSending && !hasPending;

  const onChange = (patch: Partial<TScheduleForm>) =>
    setForm((current) => ({ ...current, ...patch }));
  /**
   * A refusal keeps the dialog open with the server's message, to change the plan; otherwise the
   * cart shows the outcome (plans placed, or no answer yet with "send again").
   */
  async function submit() {
    setRefusal(null);
    const outcome = await confirmSchedules(
      { game, tickets, plan: read.plan, target: read.target, stops: read.stops },
      queryClient,
    );
    if (outcome?.refusal) setRefusal(outcome.refusal);
    else onClose();
  }

  return (
    <Dialog
      title={t('cart.schedule.title')}
      className="schedule-dialog"
      isBodyDescription={false}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={!canSend}
            aria-describedby={problem ? problemId : undefined}
            onClick={() => void submit()}
          >
            {isSending ? t('cart.schedule.sending') : t('cart.schedule.submit')}
          </button>
        </>
      }
    >
      <p>
        {t('cart.schedule.tickets', {
          count: tickets.length,
          amount: formatThousandths(baseThousandths, i18n.language),
        })}
      </p>
      <IssueTargetFields
        form={form}
        onChange={onChange}
        issues={issuesQuery.data}
        isIssuesError={issuesQuery.isError}
        onRetryIssues={() => void issuesQuery.refetch()}
      />
      <MultiplePlanFields form={form} onChange={onChange} />
      <StopRuleFields form={form} onChange={onChange} />
      {preview && preview.rows.length > 0 && (
        <SchedulePreviewTable rows={preview.rows} totalThousandths={preview.totalThousandths} />
      )}
      {problem && (
        <p className="schedule-problem" id={problemId} aria-live="polite">
          {t(`cart.schedule.invalid.${problem.key}`, {
            min: problem.values?.min,
            max: problem.values?.max,
            available: problem.values?.available,
            issue: problem.values?.issue,
            multiple: problem.values?.multiple,
            betType: problem.values?.betType,
          })}
        </p>
      )}
      {refusal && (
        <p className="schedule-refusal" role="alert">
          {refusal}
        </p>
      )}
    </Dialog>
  );
}
