import type { TDrawIssue, TGameCatalogueEntry } from '@lottery/contracts';
import { useDrawAlert } from '../alerts/use-draw-alert.ts';
import { BetBarProvider } from '../bar/bet-bar.tsx';
import { useSealAlert } from '../alerts/use-seal-alert.ts';
import { CartPanel } from '../cart/cart-panel.tsx';
import { useHandedOffTickets } from '../handoff/use-handed-off-tickets.ts';
import { BetHeader } from '../header/bet-header.tsx';
import { useGameResults } from '../hooks/use-game-results.ts';
import { useGameStatus } from '../hooks/use-game-status.ts';
import { closedReasonOf } from '../logic/closed-reason.ts';
import { issueOnSaleOf } from '../logic/issue-on-sale.ts';
import { useScratchCover } from '../scratch/use-scratch-cover.ts';
import { BookBoard } from './book-board.tsx';
import { ClosedNotice } from './closed-notice.tsx';
import { TrendsPanel } from './trends-panel.tsx';

/**
 * The bet screen of one known game: the header, then the picker (or the two-sided board) with
 * the bet bar under it and, beside it on a wide screen, the cart and the road. The pickers and the cart get the issue on
 * sale now, null while none is (sealed, waiting) and for an instant game, which has no issues.
 * A game that takes no bets (maintenance, offline) shows why instead.
 */
export function BetScreen({ game }: { game: TGameCatalogueEntry }) {
  const { state, info, serverNowMs, schedules } = useGameStatus(game);
  const scratch = useScratchCover();
  const announceResult = useDrawAlert(game.CategoryId);
  useGameResults(game.GameId, (issue: TDrawIssue) => {
    announceResult(issue);
    scratch.cover(issue, info?.LastIssue?.SerialNumber);
  });
  useSealAlert(state, serverNowMs);

  const closedReason = closedReasonOf(game, state);
  useHandedOffTickets(game, closedReason);
  const issueSerial = issueOnSaleOf(state)?.SerialNumber ?? null;
  return (
    <section className="bet-page" aria-labelledby="bet-title">
      <BetHeader
        game={game}
        state={state}
        info={info}
        schedulesStatus={schedules.status}
        onRetry={schedules.refetch}
        coveredSerial={scratch.coveredSerial}
        onReveal={scratch.reveal}
      />
      {closedReason ? (
        <ClosedNotice reason={closedReason} gameId={game.GameId} />
      ) : (
        <BetBarProvider>
          {(bar) => (
            <>
              <div className="bet-main">
                <BookBoard
                  game={game}
                  issueSerial={issueSerial}
                  coveredSerial={scratch.coveredSerial}
                />
                {bar}
              </div>
              <aside className="bet-side">
                <CartPanel game={game} issueSerial={issueSerial} />
                {game.DrawSource !== 'instant' && (
                  <TrendsPanel game={game} coveredSerial={scratch.coveredSerial} />
                )}
              </aside>
            </>
          )}
        </BetBarProvider>
      )}
    </section>
  );
}
