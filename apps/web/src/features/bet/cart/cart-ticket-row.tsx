import { parseThousandths } from '@lottery/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatThousandths } from './cart-amounts.ts';
import type { TCartTicket } from './cart-ticket.ts';
import { MultipleInput } from './multiple-input.tsx';

interface TCartTicketRowProps {
  ticket: TCartTicket;
  /** The server's message when it refused this ticket. */
  fault: string | undefined;
  onCheck(isChecked: boolean): void;
  onMultiple(multiple: number): void;
  onRemove(): void;
}

/** One cart ticket: what it is, its multiple (official) or stake (two-sided), its amount. */
export function CartTicketRow({
  ticket,
  fault,
  onCheck,
  onMultiple,
  onRemove,
}: TCartTicketRowProps) {
  const { t, i18n } = useTranslation();
  const faultId = useId();
  const { request } = ticket;
  const names = { betType: ticket.betTypeName, selection: ticket.selectionText };
  return (
    <li className={fault ? 'cart-ticket has-fault' : 'cart-ticket'} data-ticket-id={ticket.id}>
      <label className="cart-check">
        <input
          type="checkbox"
          checked={ticket.checked}
          aria-invalid={fault ? true : undefined}
          aria-describedby={fault ? faultId : undefined}
          onChange={(event) => onCheck(event.target.checked)}
        />
        <span className="visually-hidden">{t('cart.ticketLabel', names)}</span>
      </label>
      <div className="cart-ticket-what">
        <p className="cart-ticket-type">{ticket.betTypeName}</p>
        <p className="cart-ticket-selection" title={ticket.selectionText}>
          {ticket.selectionText}
        </p>
        <p className="cart-ticket-meta">
          {t('cart.units', { count: ticket.units })}
          {request.Book === 'official' && ` · ${t(`cart.modes.${request.Mode}`)}`}
        </p>
      </div>
      {request.Book === 'official' ? (
        <MultipleInput ticket={ticket} multiple={request.Multiple} onChange={onMultiple} />
      ) : (
        <p className="cart-ticket-stake">
          {t('cart.stakePerUnit', {
            amount: formatThousandths(parseThousandths(request.Stake) ?? 0n, i18n.language),
          })}
        </p>
      )}
      <p className="cart-ticket-amount">
        <span className="visually-hidden">{t('cart.amount')} </span>
        {formatThousandths(ticket.amountThousandths, i18n.language)}
      </p>
      <button
        type="button"
        className="cart-remove"
        aria-label={t('cart.removeTicket', names)}
        onClick={onRemove}
      >
        ×
      </button>
      {fault && (
        <p className="cart-ticket-fault" id={faultId}>
          {fault}
        </p>
      )}
    </li>
  );
}
