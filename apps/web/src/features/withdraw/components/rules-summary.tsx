import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import type { TInitData } from '../api/withdraw-api.ts';

/** The rules in force, in a short list under the form (the server enforces them). */
export function RulesSummary({ data }: { data: TInitData }) {
  const { t, i18n } = useTranslation();
  const money = (amount: number) => formatAmount(amount, i18n.language);
  const { Rules: rules } = data;
  const lines = [
    t('withdraw.request.ruleMin', { amount: money(rules.MinAmount) }),
    rules.MaxAmount !== null && t('withdraw.request.ruleMax', { amount: money(rules.MaxAmount) }),
    rules.DailyMaxAmount !== null &&
      t('withdraw.request.ruleDaily', { amount: money(rules.DailyMaxAmount) }),
    rules.DailyMaxCount !== null &&
      t('withdraw.request.ruleCount', { count: rules.DailyMaxCount, used: data.TodayCount }),
    rules.IntervalSeconds > 0 &&
      t('withdraw.request.ruleInterval', { seconds: rules.IntervalSeconds }),
    t('withdraw.request.ruleFee', { rate: rules.FeePerMille, min: money(rules.FeeMin) }) +
      (rules.FeeMax !== null ? t('withdraw.request.ruleFeeMax', { max: money(rules.FeeMax) }) : ''),
  ].filter((line): line is string => typeof line === 'string');
  return (
    <section className="withdraw-rules" aria-labelledby="withdraw-rules-title">
      <h2 id="withdraw-rules-title">{t('withdraw.request.rules')}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}
