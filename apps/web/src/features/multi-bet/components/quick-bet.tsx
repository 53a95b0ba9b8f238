import type { TGameCatalogueEntry } from '@lottery/contracts';
import { useTranslation } from 'react-i18next';
import type { TGamePhaseState } from '../draws-parts.ts';
import { quickBetOf } from '../logic/board-types.ts';
import { ItemBetForm } from './item-bet-form.tsx';
import { RandomPickForm } from './random-pick-form.tsx';

/** The issue a bet goes on: the current one while it is open, else none. */
export const openIssueSerialOf = (state: TGamePhaseState | undefined) =>
  state?.phase === 'open' ? (state.currentIssue?.SerialNumber ?? null) : null;

/**
 * A multi-bet row's quick bet (board-types.ts quickBetOf): two-sided chips with a stake, or an
 * official random pick with a multiple. An instant game draws per bet on its own page.
 */
export function QuickBet({
  game,
  state,
}: {
  game: TGameCatalogueEntry;
  state: TGamePhaseState | undefined;
}) {
  const { t } = useTranslation();
  if (game.DrawSource === 'instant') return <p className="muted">{t('multiBet.instantNote')}</p>;
  const quick = quickBetOf(game);
  const issueSerial = openIssueSerialOf(state);
  if (quick === null) return <p className="muted">{t('multiBet.noQuickBet')}</p>;
  if (quick.kind === 'items')
    return <ItemBetForm game={game} board={quick.board} issueSerial={issueSerial} />;
  return <RandomPickForm game={game} type={quick.type} issueSerial={issueSerial} />;
}
