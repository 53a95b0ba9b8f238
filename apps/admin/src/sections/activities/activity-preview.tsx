import { useQuery } from '@tanstack/react-query';
import { fill } from '../../shared/i18n/define-texts.ts';
import { DetailPanel } from '../../shared/ui/detail-panel.tsx';
import { ErrorNotice } from '../../shared/ui/error-notice.tsx';
import { Money } from '../../shared/ui/money.tsx';
import { uiTexts } from '../../shared/ui/ui-texts.ts';
import { activityPreviewQuery } from './activities-api.ts';
import { activitiesTexts } from './activities-texts.ts';
import { parseThousandths } from '@lottery/contracts';

/** How much of the expected cost the budget covers, in whole percent (integer thousandths). */
export function budgetCoverPercent(budget: number, expectedCost: number): number | null {
  const budgetThousandths = parseThousandths(budget);
  const costThousandths = parseThousandths(expectedCost);
  if (budgetThousandths === null || costThousandths === null || costThousandths === 0n) return null;
  return Number((budgetThousandths * 100n) / costThousandths);
}

/** Players admitted now, the expected cost if all claim every period, and the budget's cover. */
export function ActivityPreview({ activityId, budget }: { activityId: number; budget: number }) {
  const texts = activitiesTexts.useTexts().preview;
  const ui = uiTexts.useTexts();
  const preview = useQuery(activityPreviewQuery(activityId));
  if (preview.error)
    return <ErrorNotice error={preview.error} onRetry={() => void preview.refetch()} />;
  if (!preview.data)
    return (
      <p className="table-state" aria-busy="true">
        {ui.loading}
      </p>
    );
  const data = preview.data;
  const percent = budgetCoverPercent(budget, data.ExpectedCost);
  return (
    <>
      <DetailPanel
        title={texts.title}
        items={[
          { label: texts.eligible, value: data.EligiblePlayers },
          { label: texts.periods, value: data.Periods },
          { label: texts.expectedPrize, value: <Money amount={data.ExpectedPrize} /> },
          { label: texts.expectedCost, value: <Money amount={data.ExpectedCost} /> },
          { label: texts.covers, value: data.BudgetCoversClaims },
        ]}
      />
      <p className="form-hint">
        {percent === null || percent >= 100 ? texts.full : fill(texts.coverage, { percent })}
      </p>
    </>
  );
}
