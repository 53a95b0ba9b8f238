import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { TBoardSummary, TPickedTicket } from '../logic/board-tickets.ts';
import { formatMoney, nameIn } from '../logic/format-board.ts';

export interface TBoardSummaryProps {
  summary: TBoardSummary;
  /** Why the picks cannot go to the cart now (translated), or null. */
  blockedBy: string | null;
  /** The picks include an outcome whose odds moved since they were last acknowledged. */
  hasOddsChanged: boolean;
  /** lottery_games.max_stake_per_issue, thousandths. */
  maxStakePerIssue: bigint;
  /** How many tickets the last add handed to the cart (a status line), or null. */
  addedCount: number | null;
  onRemove(ticket: TPickedTicket): void;
  onClear(): void;
  onAdd(): void;
}

function TicketLine({ ticket, onRemove }: { ticket: TPickedTicket; onRemove(): void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const money = (amount: bigint) => formatMoney(amount, language);
  const betType = nameIn(ticket.betType.name, language);
  const items = ticket.chips.map((chip) => nameIn(chip.name, language)).join(' ');
  const { price } = ticket;
  const fault =
    price.ok === false
      ? t(
          `twoSided.summary.fault.${price.fault === 'tooFew' || price.fault === 'tooMany' ? price.fault : 'other'}`,
        )
      : ticket.stake > ticket.maxStake
        ? t('twoSided.summary.overMaxStake', { amount: money(ticket.maxStake) })
        : null;
  return (
    <li className={fault ? 'picked-ticket has-error' : 'picked-ticket'}>
      <div className="picked-ticket-head">
        <span>{t('twoSided.summary.ticket', { betType, items })}</span>
        <button
          type="button"
          className="text-button"
          aria-label={t('twoSided.summary.remove', { betType, items })}
          onClick={onRemove}
        >
          ✕
        </button>
      </div>
      {price.ok && (
        <p className="picked-ticket-figures">
          <span>
            {t('twoSided.summary.stakeUnits', {
              stake: money(ticket.stake),
              units: price.units,
              amount: money(price.amount),
            })}
          </span>
          <span>{t('twoSided.summary.win', { amount: money(ticket.win) })}</span>
          <span className="muted">
            {t('twoSided.summary.maxStake', { amount: money(ticket.maxStake) })}
          </span>
        </p>
      )}
      {fault && (
        <p className="field-error" role="alert">
          {fault}
        </p>
      )}
    </li>
  );
}

/** The picks as tickets, their totals and the limits, and the way to the cart. */
export function BoardSummary(props: TBoardSummaryProps) {
  const { summary, blockedBy, maxStakePerIssue } = props;
  const { t, i18n } = useTranslation();
  const money = (amount: bigint) => formatMoney(amount, i18n.language);
  const headingId = useId();
  const blockedId = useId();
  const winHintId = useId();
  const isEmpty = summary.tickets.length === 0;
  return (
    <section className="two-sided-summary" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('twoSided.summary.title')}</h3>
      {isEmpty ? (
        <p className="muted">{t('twoSided.summary.empty')}</p>
      ) : (
        <ul className="picked-tickets">
          {summary.tickets.map((ticket) => (
            <TicketLine
              key={`${ticket.betType.id}|${ticket.stake}`}
              ticket={ticket}
              onRemove={() => props.onRemove(ticket)}
            />
          ))}
        </ul>
      )}
      <dl className="two-sided-totals">
        <div>
          <dt>{t('twoSided.summary.totalStake')}</dt>
          <dd>{money(summary.amount)}</dd>
        </div>
        <div>
          <dt>{t('twoSided.summary.totalWin')}</dt>
          <dd aria-describedby={winHintId}>{money(summary.win)}</dd>
        </div>
        <div>
          <dt>{t('twoSided.summary.issueLimit')}</dt>
          <dd>{money(maxStakePerIssue)}</dd>
        </div>
      </dl>
      <p id={winHintId} className="muted">
        {t('twoSided.summary.totalWinHint')}
      </p>
      {props.hasOddsChanged && (
        <p className="odds-changed-notice" role="status">
          {t('twoSided.summary.oddsChanged')}
        </p>
      )}
      {blockedBy && !isEmpty && (
        <p id={blockedId} className="field-error">
          {blockedBy}
        </p>
      )}
      <div className="two-sided-actions">
        <button type="button" className="button" disabled={isEmpty} onClick={props.onClear}>
          {t('twoSided.summary.clear')}
        </button>
        <button
          type="button"
          className="button primary"
          disabled={isEmpty || blockedBy !== null}
          aria-describedby={blockedBy && !isEmpty ? blockedId : undefined}
          onClick={props.onAdd}
        >
          {t('twoSided.summary.add')}
        </button>
      </div>
      <p className="muted" role="status">
        {props.addedCount !== null && t('twoSided.summary.added', { count: props.addedCount })}
      </p>
    </section>
  );
}
