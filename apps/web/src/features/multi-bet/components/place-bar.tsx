import { thousandthsToNumber, type TGameCatalogueEntry } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import { nameIn } from '../draws-parts.ts';
import { usePlaceBets } from '../hooks/use-place-bets.ts';
import type { TPriced } from '../logic/price-picks.ts';
import { PlaceStatus } from './place-status.tsx';

/**
 * The count, the amount and the bet button of a quick bet, and what became of the last one.
 * The button asks for confirmation and places the tickets on the issue on sale; without one
 * (sealed, waiting, maintenance) it is disabled and says why.
 */
export function PlaceBar({
  game,
  issueSerial,
  priced,
  betsText,
  hint,
  onPlaced,
}: {
  game: TGameCatalogueEntry;
  /** The issue on sale now, or null. */
  issueSerial: string | null;
  /** The priced picks; null while nothing is picked. */
  priced: TPriced | null;
  /** The picks as the confirm dialog lists them. */
  betsText: string;
  /** Shown instead of the count and amount while nothing is priced ("pick what to bet on"). */
  hint?: string;
  onPlaced(): void;
}) {
  const { t, i18n } = useTranslation();
  const { state, place, retry } = usePlaceBets();
  const ready = priced?.ok ? priced : null;
  const amountText = ready ? formatAmount(thousandthsToNumber(ready.amount), i18n.language) : '';

  async function submit() {
    if (!ready || issueSerial === null) return;
    const confirmText = t('multiBet.place.confirmText', {
      game: nameIn(game.Name, i18n.language),
      serial: issueSerial,
      bets: betsText,
      units: ready.units,
      amount: amountText,
    });
    const request = { GameId: game.GameId, IssueSerialNumber: issueSerial, Tickets: ready.tickets };
    if ((await place(request, confirmText)) === 'placed') onPlaced();
  }

  return (
    <div className="place-bar">
      <p className="place-summary" aria-live="polite">
        {ready ? t('multiBet.summary', { units: ready.units, amount: amountText }) : hint}
      </p>
      <button
        type="button"
        className="button primary"
        disabled={!ready || issueSerial === null || state.status === 'sending'}
        onClick={() => void submit()}
      >
        {state.status === 'sending' ? t('multiBet.place.sending') : t('multiBet.place.submit')}
      </button>
      {issueSerial === null && <p className="muted place-hint">{t('multiBet.notOnSale')}</p>}
      <PlaceStatus state={state} onRetry={() => void retry()} />
    </div>
  );
}
