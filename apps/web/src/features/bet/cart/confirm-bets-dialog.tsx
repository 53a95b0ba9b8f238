import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '@lottery/client-kit';
import { checkedTotalsOf, formatThousandths } from './cart-amounts.ts';
import type { TCartTicket } from './cart-ticket.ts';

interface TConfirmBetsDialogProps {
  tickets: readonly TCartTicket[];
  /** The issue bet on; null for an instant game. */
  issueSerial: string | null;
  /** Why the bet cannot go now (the issue sealed while the dialog was open), or null. */
  blockReason: string | null;
  /** The bet voucher's share, shown under the total when one is chosen. */
  voucherNote?: ReactNode;
  onConfirm(): void;
  onCancel(): void;
}

/** The last look before money moves: every ticket, the issue and the total. */
export function ConfirmBetsDialog({
  tickets,
  issueSerial,
  blockReason,
  voucherNote,
  onConfirm,
  onCancel,
}: TConfirmBetsDialogProps) {
  const { t, i18n } = useTranslation();
  const totals = checkedTotalsOf(tickets);
  return (
    <Dialog
      role="alertdialog"
      title={t('cart.confirm.title')}
      className="cart-confirm"
      onClose={onCancel}
      actions={
        <>
          <button type="button" className="button" data-autofocus onClick={onCancel}>
            {t('common.cancel')}
          </button>
          <button
            type="button"
            className="button primary"
            disabled={blockReason !== null}
            onClick={onConfirm}
          >
            {t('cart.confirm.submit')}
          </button>
        </>
      }
    >
      <p>
        {issueSerial === null
          ? t('cart.confirm.instant')
          : t('cart.confirm.issue', { issue: issueSerial })}
      </p>
      <ul className="cart-confirm-list">
        {tickets.map((ticket) => (
          <li key={ticket.id}>
            <span className="cart-confirm-what">
              {ticket.betTypeName}{' '}
              <span className="cart-ticket-selection">{ticket.selectionText}</span>
            </span>
            <span className="cart-confirm-terms">
              {t('cart.units', { count: ticket.units })}
              {ticket.request.Book === 'official' &&
                ` · ${t(`cart.modes.${ticket.request.Mode}`)} · ${t('cart.times', {
                  multiple: ticket.request.Multiple,
                })}`}
            </span>
            <span className="cart-confirm-amount">
              {formatThousandths(ticket.amountThousandths, i18n.language)}
            </span>
          </li>
        ))}
      </ul>
      <p className="cart-confirm-total">
        {t('cart.confirm.total', {
          count: totals.count,
          amount: formatThousandths(totals.amountThousandths, i18n.language),
        })}
      </p>
      {voucherNote}
      {blockReason !== null && (
        <p className="cart-block-reason" role="alert">
          {blockReason}
        </p>
      )}
    </Dialog>
  );
}
