import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { TransferForm } from '../components/transfer-form.tsx';
import { TransferRecords } from '../components/transfer-records.tsx';
import '../styles/agent-transfers.css';

/**
 * /AgentTransfer (agent menu "Transfer"): the transfer form, the member chosen by login ID
 * (prefilled from ?member= when a row of /Player links here), and the transfer records.
 */
export default function AgentTransferPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const member = params.get('member') ?? undefined;
  return (
    <section className="transfer-page" aria-labelledby="transfer-title">
      <h1 id="transfer-title">{t('agentTransfers.transfer.title')}</h1>
      <TransferForm key={member ?? ''} {...(member ? { member } : {})} />
      <TransferRecords />
    </section>
  );
}
