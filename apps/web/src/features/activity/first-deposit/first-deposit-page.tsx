import { depositCategories, type TDepositTypeName } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { Money } from '../../../shared/ui/money.tsx';
import { ActivityFrame, type TActivityProgressContext } from '../shared/activity-frame.tsx';
import '../steps/steps.css';
import './first-deposit.css';

const isCategory = (key: string): key is TDepositTypeName =>
  (depositCategories as readonly string[]).includes(key);

/**
 * /FirstDepositByCategoryActivity: the bonus each payment method earns on a first deposit, the
 * player's own first deposit with its method and bonus, and where the bonus is paid (main
 * wallet, or the bonus wallet with its turnover); the frame's button claims it.
 */
export default function FirstDepositPage() {
  return (
    <ActivityFrame
      type="firstDepositByCategory"
      renderProgress={(context) => <FirstDepositProgress context={context} />}
    />
  );
}

function FirstDepositProgress({ context }: { context: TActivityProgressContext }) {
  const { t, i18n } = useTranslation();
  const { detail } = context;
  if (detail.Config.Type !== 'firstDepositByCategory') return null;
  const { Categories, BonusWallet } = detail.Config;
  const step = detail.Progress.Steps[0];
  const categoryName = (key: string) =>
    t(`activityTiers.firstDeposit.category.${isCategory(key) ? key : 'none'}`);
  return (
    <>
      <section
        className="first-deposit-rates-section"
        aria-label={t('activityTiers.firstDeposit.rates')}
      >
        <h3>{t('activityTiers.firstDeposit.rates')}</h3>
        <ul className="first-deposit-rates">
          {Categories.map((rule) => (
            <li key={rule.Category} className={step?.Key === rule.Category ? 'is-yours' : ''}>
              <span>{categoryName(rule.Category)}</span>
              <strong>
                {t('activityTiers.firstDeposit.rate', {
                  percent: rule.PercentBps / 100,
                  cap: formatAmount(rule.Cap, i18n.language),
                })}
              </strong>
            </li>
          ))}
        </ul>
      </section>
      <div className="first-deposit-yours" data-testid="first-deposit-yours">
        <h3>{t('activityTiers.firstDeposit.yourDeposit')}</h3>
        {!step || step.Reached === null ? (
          <p>
            {t('activityTiers.firstDeposit.noDeposit')}{' '}
            <Link to={paths.deposit.getHref()}>{t('activityTiers.firstDeposit.depositNow')}</Link>
          </p>
        ) : (
          <p>
            {categoryName(step.Key)} <Money amount={step.Reached} />
            {' · '}
            {step.Prize !== null
              ? t('activityTiers.firstDeposit.bonus', {
                  amount: formatAmount(step.Prize, i18n.language),
                })
              : t('activityTiers.firstDeposit.notEligible')}
          </p>
        )}
      </div>
      <p className="muted activity-note">
        {BonusWallet ? (
          <>
            {t('activityTiers.firstDeposit.paidTo.bonus', {
              multiple: BonusWallet.TurnoverMultiple,
              days: BonusWallet.ExpiresInDays,
            })}{' '}
            <Link to={paths.bonusWallet.getHref()}>
              {t('activityTiers.firstDeposit.bonusWallet')}
            </Link>
          </>
        ) : (
          t('activityTiers.firstDeposit.paidTo.main')
        )}
      </p>
    </>
  );
}
