import { contractStates } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { askConfirm, showWarning } from '../../../shared/dialogs/dialogs-store.ts';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { useDecideContract, type TContractView } from '../api/contracts-api.ts';
import { errorText } from '../logic/error-text.ts';
import { contractStateKey, contractTypeKey, periodKindKey } from '../logic/label-keys.ts';

/** One contract: its state, terms by tier and dates; the member may sign or reject it while open. */
export function ContractCard({ item, side }: { item: TContractView; side: 'member' | 'agent' }) {
  const { t, i18n } = useTranslation();
  const time = useSiteTime();
  const decide = useDecideContract();
  const money = (amount: number) => formatAmount(amount, i18n.language);
  const isOpen = item.State === contractStates.waitingConfirmation && !item.Superseded;
  const act = async (decision: 'Sign' | 'Reject') => {
    const ask =
      decision === 'Sign' ? 'agentContracts.contract.signAsk' : 'agentContracts.contract.rejectAsk';
    if (!(await askConfirm(t(ask)))) return;
    decide.mutate(
      { id: item.Id, decision },
      { onError: (error) => void showWarning(errorText(error, t('common.loadError'))) },
    );
  };
  return (
    <li className={`contract-card${item.Superseded ? ' is-history' : ''}`} data-testid="contract">
      <div className="contract-head">
        <strong>{t(contractTypeKey(item.ContractType))}</strong>
        <span className={`contract-state is-${item.State}`}>
          {t(contractStateKey(item.State))}
          {item.InForce && ` · ${t('agentContracts.contract.inForce')}`}
          {item.Superseded && ` · ${t('agentContracts.contract.superseded')}`}
        </span>
      </div>
      <p className="contract-meta">
        {side === 'member'
          ? t('agentContracts.contract.offeredBy', { agent: item.AgentLoginId })
          : t('agentContracts.contract.offeredTo', { member: item.MemberLoginId })}
        {' · '}
        {t('agentContracts.contract.period', {
          period: t(periodKindKey(item.PeriodKind)),
        })}
      </p>
      <table className="contract-tiers">
        <thead>
          <tr>
            <th scope="col">#</th>
            <th scope="col">{t('agentContracts.contract.minTeamLoss')}</th>
            <th scope="col">{t('agentContracts.contract.minTurnover')}</th>
            <th scope="col">{t('agentContracts.contract.rate')}</th>
          </tr>
        </thead>
        <tbody>
          {item.Tiers.map((tier, index) => (
            <tr key={index}>
              <td>{index + 1}</td>
              <td>{money(tier.MinTeamLoss)}</td>
              <td>{money(tier.MinTurnover)}</td>
              <td>{tier.Rate}%</td>
            </tr>
          ))}
        </tbody>
      </table>
      <dl className="contract-dates">
        <div>
          <dt>{t('agentContracts.contract.offeredAt')}</dt>
          <dd>{time.dateTimeWithZone(item.OfferedAt)}</dd>
        </div>
        {item.DecidedAt !== null && (
          <div>
            <dt>{t('agentContracts.contract.decidedAt')}</dt>
            <dd>{time.dateTimeWithZone(item.DecidedAt)}</dd>
          </div>
        )}
      </dl>
      {side === 'member' && isOpen && (
        <div className="contract-actions">
          <button
            type="button"
            className="button primary"
            disabled={decide.isPending}
            onClick={() => void act('Sign')}
          >
            {t('agentContracts.contract.sign')}
          </button>
          <button
            type="button"
            className="button"
            disabled={decide.isPending}
            onClick={() => void act('Reject')}
          >
            {t('agentContracts.contract.reject')}
          </button>
        </div>
      )}
    </li>
  );
}
