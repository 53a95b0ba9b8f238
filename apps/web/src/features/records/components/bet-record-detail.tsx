import { useTranslation } from 'react-i18next';
import { Dialog } from '@lottery/client-kit';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import type { TBetRecord } from '../api/search-bet-records.ts';
import { betStateNameOf } from '../logic/bet-state.ts';
import { useSiteTime } from '../../../shared/format/use-site-time.ts';
import { DetailField } from './detail-field.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { SelectionLines } from '../../../shared/lottery/selection-lines.tsx';

/**
 * Everything about one ticket, with its cancel button while it can still be cancelled and a way to
 * share it in a chat room (the chat asks which room).
 */
export function BetRecordDetail({
  record,
  isCancelling,
  onCancel,
  onClose,
}: {
  record: TBetRecord;
  isCancelling: boolean;
  onCancel(): void;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const siteTime = useSiteTime();
  const state = betStateNameOf(record.State);
  const isOfficial = record.Book === 'official';
  return (
    <Dialog
      title={t('records.bets.detailTitle', { serial: record.SerialNumber })}
      onClose={onClose}
      isBodyDescription={false}
      className="records-dialog"
      actions={
        <>
          {record.CanCancel && (
            <button type="button" className="button" disabled={isCancelling} onClick={onCancel}>
              {t('records.bets.cancel')}
            </button>
          )}
          <Link className="button" to={paths.chat.getHref({ shareTicket: record.TicketId })}>
            {t('records.bets.shareToChat')}
          </Link>
          <button type="button" className="button primary" data-autofocus onClick={onClose}>
            {t('common.close')}
          </button>
        </>
      }
    >
      <dl className="records-detail">
        <DetailField term={t('records.bets.fields.serial')}>{record.SerialNumber}</DetailField>
        <DetailField term={t('records.bets.fields.state')}>
          <span className={`records-badge is-${state}`}>{t(`records.bets.states.${state}`)}</span>
        </DetailField>
        <DetailField term={t('records.bets.fields.game')}>{record.GameName}</DetailField>
        <DetailField term={t('records.bets.fields.issue')}>
          {record.IssueSerialNumber ?? t('records.bets.instant')}
        </DetailField>
        <DetailField term={t('records.bets.fields.betType')}>{record.BetTypeName}</DetailField>
        <DetailField term={t('records.bets.fields.selection')}>
          <SelectionLines betTypeId={record.BetTypeId} selection={record.Selection} />
        </DetailField>
        <DetailField term={t('records.bets.fields.units')}>{record.Units}</DetailField>
        {isOfficial ? (
          <>
            <DetailField term={t('records.bets.fields.mode')}>
              {t(`records.modes.${record.Mode}`)}
            </DetailField>
            <DetailField term={t('records.bets.fields.multiple')}>{record.Multiple}</DetailField>
            <DetailField term={t('records.bets.fields.prizeGroup')}>
              {record.PrizeGroup ?? '–'}
            </DetailField>
          </>
        ) : (
          <DetailField term={t('records.bets.fields.book')}>
            {t('records.bets.twoSidedBook')}
          </DetailField>
        )}
        <DetailField term={t('records.bets.fields.amount')}>
          <Money amount={record.Amount} />
        </DetailField>
        {record.SelfRebate > 0 && (
          <DetailField term={t('records.bets.fields.selfRebate')}>
            <Money amount={record.SelfRebate} />
          </DetailField>
        )}
        <DetailField term={t('records.bets.fields.winningNumber')}>
          {record.WinningNumber ?? t('records.bets.notDrawn')}
        </DetailField>
        <DetailField term={t('records.bets.fields.prize')}>
          <Money amount={record.Prize} />
        </DetailField>
        <DetailField term={t('records.bets.fields.createdAt')}>
          {siteTime.dateTime(record.CreatedAt)}
        </DetailField>
        {record.SettledAt !== null && (
          <DetailField term={t('records.bets.fields.settledAt')}>
            {siteTime.dateTime(record.SettledAt)}
          </DetailField>
        )}
      </dl>
    </Dialog>
  );
}
