import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useSessionStore } from '../../../shared/session/session-store.ts';
import { QueryStatus } from '../../../shared/ui/query-status.tsx';
import { useMemberContracts, useMyContracts } from '../api/contracts-api.ts';
import { ContractCard } from './contract-card.tsx';
import { OfferContractForm } from './offer-contract-form.tsx';
import '../styles/agent-contracts.css';

/**
 * /MyContract: the contracts offered to me (terms, sign or reject, history); with
 * `?member=<loginId>` an agent's view of a direct member's contracts and a new offer to it.
 */
export default function MyContractPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const member = params.get('member');
  const mine = useMyContracts();
  const theirs = useMemberContracts(member);
  const query = member === null ? mine : theirs;
  const contracts = query.data?.Contracts;
  const isAgent = useSessionStore((state) => state.session?.isAgent ?? false);
  return (
    <section className="contract-page" aria-labelledby="contract-title">
      <h1 id="contract-title">
        {member === null
          ? t('agentContracts.contract.title')
          : t('agentContracts.contract.memberTitle', { member })}
      </h1>
      {member !== null && <OfferContractForm member={member} />}
      {member === null && isAgent && (
        <p className="contract-meta">
          <Link to={paths.player.getHref()}>{t('agentContracts.contract.offerHint')}</Link>
        </p>
      )}
      {!contracts ? (
        <QueryStatus
          status={query.isError ? 'error' : 'loading'}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : contracts.length === 0 ? (
        <QueryStatus status="empty" emptyText={t('agentContracts.contract.empty')} />
      ) : (
        <ul className="contract-list">
          {contracts.map((item) => (
            <ContractCard key={item.Id} item={item} side={member === null ? 'member' : 'agent'} />
          ))}
        </ul>
      )}
    </section>
  );
}
