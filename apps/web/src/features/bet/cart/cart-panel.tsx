import type { TGameCatalogueEntry } from '@lottery/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../shared/dialogs/confirm-dialog.tsx';
import { Dialog } from '@lottery/client-kit';
import { phoneQuery, useMediaQuery } from '../../../shared/ui/use-media-query.ts';
import { InBetBar, useHasBetBar } from '../bar/bet-bar.tsx';
import { ScheduleDialog } from '../schedule/schedule-dialog.tsx';
import { ScheduleOutcomeNotice } from '../schedule/schedule-outcome-notice.tsx';
import { betBlockOf } from './bet-block.ts';
import {
  clearTicketFaults,
  setPlaceOutcome,
  setScheduleOutcome,
  useBetOutcomes,
} from './bet-outcomes-store.ts';
import { checkedTotalsOf, formatThousandths } from './cart-amounts.ts';
import { useCartStore } from './cart-store.ts';
import { CartTicketRow } from './cart-ticket-row.tsx';
import { ConfirmBetsDialog } from './confirm-bets-dialog.tsx';
import { usePendingBets } from './pending-bets-store.ts';
import { PlaceOutcomeNotice } from './place-outcome-notice.tsx';
import { confirmPlaceBets, isInstantGame, maxTicketsPerBet } from './place-bets-flow.ts';
import { resendPendingBets } from './resend-pending-bets.ts';
import { useResendPendingBets } from './use-resend-pending-bets.ts';
import { useSlipVoucher } from '../voucher/use-slip-voucher.ts';
import { VoucherChoice } from '../voucher/voucher-choice.tsx';
import { VoucherSplit } from '../voucher/voucher-split.tsx';
import './cart.css';

export interface TCartPanelProps {
  game: TGameCatalogueEntry;
  /** The issue on sale now; null while none is (sealed, waiting) or for an instant game. */
  issueSerial: string | null;
}

type TOpenDialog = 'confirm' | 'clear' | 'schedule' | null;

/**
 * The bet cart of one game: its tickets, totals, "Bet now" and the chained bet (追号). On the bet
 * screen "Bet now" sits in the bet bar; on a phone the cart itself is a sheet opened from the
 * bar's cart button, so the board keeps the screen.
 */
export function CartPanel({ game, issueSerial }: TCartPanelProps) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const titleId = useId();
  const reasonId = useId();
  const [dialog, setDialog] = useState<TOpenDialog>(null);
  const [isSheetOpen, setSheetOpen] = useState(false);
  const isPhone = useMediaQuery(phoneQuery);
  const hasBar = useHasBetBar();
  const isSheet = isPhone && hasBar;
  useResendPendingBets();

  const cart = useCartStore();
  const tickets = useMemo(
    () => cart.tickets.filter((ticket) => ticket.gameId === game.GameId),
    [cart.tickets, game.GameId],
  );
  const checked = tickets.filter((ticket) => ticket.checked);
  const totals = checkedTotalsOf(tickets);
  const { place, schedule, ticketFaults, sendingCount } = useBetOutcomes();
  const hasPending = usePendingBets((s) => s.entries.length > 0);
  const isSending = sendingCount > 0;
  const isInstant = isInstantGame(game);
  const isBusy = isSending || hasPending;
  const betBlock = betBlockOf({ totals, isInstant, issueSerial, isBusy });
  const scheduleBlock = isBusy ? 'sending' : totals.count === 0 ? 'noneChecked' : null;
  const voucher = useSlipVoucher({
    gameId: game.GameId,
    isInstant,
    hasTickets: tickets.length > 0,
    totalThousandths: totals.amountThousandths,
  });
  const resend = () => void resendPendingBets(queryClient);
  // On a phone an outcome is in the closed sheet: open it, so the answer is seen where it shows.
  useEffect(() => {
    if (isSheet && (place || schedule)) setSheetOpen(true);
  }, [isSheet, place, schedule]);

  const confirmBets = () => {
    setDialog(null);
    void confirmPlaceBets(
      {
        game,
        issueSerial: isInstant ? null : issueSerial,
        tickets: checked,
        ...(voucher.chosen ? { couponId: voucher.chosen.CouponId } : {}),
      },
      queryClient,
    );
  };

  const betNow = (
    <button
      type="button"
      className="button primary cart-bet-now"
      disabled={betBlock !== null}
      aria-describedby={betBlock && tickets.length > 0 ? reasonId : undefined}
      onClick={() => setDialog('confirm')}
    >
      {isSending ? t('cart.sending') : t('cart.betNow')}
    </button>
  );

  const blockReason = betBlock && tickets.length > 0 && (
    <p className="cart-block-reason" id={reasonId}>
      {t(`cart.disabled.${betBlock}`, { max: maxTicketsPerBet })}
    </p>
  );

  const content = (
    <>
      <div className="cart-head">
        {!isSheet && (
          <h2 id={titleId}>
            {t('cart.title')} <span className="cart-count">({tickets.length})</span>
          </h2>
        )}
        {tickets.length > 0 && (
          <label className="cart-check-all">
            <input
              type="checkbox"
              checked={checked.length === tickets.length}
              onChange={(event) => cart.setAllChecked(game.GameId, event.target.checked)}
            />
            {t('cart.checkAll')}
          </label>
        )}
      </div>

      {place && (
        <PlaceOutcomeNotice
          outcome={place}
          isSending={isSending}
          onResend={resend}
          onDismiss={() => setPlaceOutcome(null)}
        />
      )}
      {schedule && (
        <ScheduleOutcomeNotice
          outcome={schedule}
          isSending={isSending}
          onResend={resend}
          onDismiss={() => setScheduleOutcome(null)}
        />
      )}

      {tickets.length === 0 ? (
        <p className="cart-empty">{t('cart.empty')}</p>
      ) : (
        <ul className="cart-list">
          {tickets.map((ticket) => (
            <CartTicketRow
              key={ticket.id}
              ticket={ticket}
              fault={ticketFaults[ticket.id]}
              onCheck={(isChecked) => cart.setChecked(ticket.id, isChecked)}
              onMultiple={(multiple) => {
                clearTicketFaults([ticket.id]);
                cart.setMultiple(ticket.id, multiple);
              }}
              onRemove={() => {
                clearTicketFaults([ticket.id]);
                cart.remove(ticket.id);
              }}
            />
          ))}
        </ul>
      )}

      {tickets.length > 0 && (
        <VoucherChoice voucher={voucher} totalThousandths={totals.amountThousandths} />
      )}

      <div className="cart-foot">
        <p className="cart-totals" aria-live="polite">
          {t('cart.totals', {
            count: totals.count,
            units: totals.units,
            amount: formatThousandths(totals.amountThousandths, i18n.language),
          })}
        </p>
        <div className="cart-actions">
          <button
            type="button"
            className="button"
            disabled={tickets.length === 0}
            onClick={() => setDialog('clear')}
          >
            {t('cart.clear')}
          </button>
          {!isInstant && (
            <button
              type="button"
              className="button"
              disabled={scheduleBlock !== null}
              onClick={() => setDialog('schedule')}
            >
              {t('cart.schedule.title')}
            </button>
          )}
        </div>
        {!isSheet && blockReason}
      </div>
    </>
  );

  return (
    <>
      {isSheet ? (
        isSheetOpen && (
          <Dialog
            title={`${t('cart.title')} (${tickets.length})`}
            className="cart-sheet"
            isBodyDescription={false}
            onClose={() => setSheetOpen(false)}
            actions={
              <button type="button" className="button" onClick={() => setSheetOpen(false)}>
                {t('cart.closeSheet')}
              </button>
            }
          >
            <div className="cart-panel">{content}</div>
          </Dialog>
        )
      ) : (
        <section className="cart-panel" aria-labelledby={titleId}>
          {content}
        </section>
      )}
      <InBetBar slot="cart">
        {isSheet && (
          <button
            type="button"
            className="button cart-open"
            aria-haspopup="dialog"
            aria-label={t('cart.open', { count: tickets.length })}
            onClick={() => setSheetOpen(true)}
          >
            <span aria-hidden="true">🛒</span>
            <span className="cart-open-count" aria-hidden="true">
              {tickets.length}
            </span>
          </button>
        )}
        {betNow}
        {isSheet && blockReason}
      </InBetBar>
      {dialog === 'confirm' && (
        <ConfirmBetsDialog
          tickets={checked}
          issueSerial={isInstant ? null : issueSerial}
          blockReason={betBlock && t(`cart.disabled.${betBlock}`, { max: maxTicketsPerBet })}
          voucherNote={
            voucher.chosen && (
              <VoucherSplit coupon={voucher.chosen} totalThousandths={totals.amountThousandths} />
            )
          }
          onConfirm={confirmBets}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'clear' && (
        <ConfirmDialog
          text={t('cart.clearConfirm')}
          confirmLabel={t('cart.clear')}
          onConfirm={() => {
            clearTicketFaults(tickets.map((ticket) => ticket.id));
            cart.clear(game.GameId);
            setDialog(null);
          }}
          onCancel={() => setDialog(null)}
        />
      )}
      {dialog === 'schedule' && (
        <ScheduleDialog game={game} tickets={checked} onClose={() => setDialog(null)} />
      )}
    </>
  );
}
