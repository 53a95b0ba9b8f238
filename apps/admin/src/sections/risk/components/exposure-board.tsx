import type { TGameExposureWire } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { useSiteTime } from '../../../shared/format/site-time.ts';
import { ErrorNotice } from '../../../shared/ui/error-notice.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { uiTexts } from '../../../shared/ui/ui-texts.ts';
import { exposureQuery } from '../api/get-exposure.ts';
import { riskTexts } from '../risk-texts.ts';

/** Items shown per game: the costliest; the rest matter less to whoever watches the board. */
const itemsShown = 8;

function GameCard({ game }: { game: TGameExposureWire }) {
  const texts = riskTexts.useTexts().exposure;
  const siteTime = useSiteTime();
  return (
    <article className="exposure-card" aria-label={game.GameName}>
      <h2>{game.GameName}</h2>
      <div className="section-intro">
        {fill(texts.issue, {
          serial: game.IssueSerialNumber,
          time: siteTime.format(game.CloseTime),
        })}
      </div>
      <div className="exposure-figures">
        <span>
          {texts.tickets}: <strong>{game.Tickets}</strong>
        </span>
        <span>
          {texts.stake}: <Money amount={game.Stake} />
        </span>
      </div>
      {game.Items.length === 0 ? (
        <p className="table-state">{texts.noTickets}</p>
      ) : (
        <table>
          <thead>
            <tr>
              <th>{texts.item}</th>
              <th>{texts.selection}</th>
              <th className="numeric">{texts.stake}</th>
              <th className="numeric">{texts.payout}</th>
            </tr>
          </thead>
          <tbody>
            {game.Items.slice(0, itemsShown).map((item) => (
              <tr key={`${item.BetTypeId}|${item.Selection}`}>
                <td>{item.BetTypeName}</td>
                <td>
                  <code>{item.Selection}</code>
                </td>
                <td className="numeric">
                  <Money amount={item.Stake} />
                </td>
                <td className="numeric">
                  <Money amount={item.Payout} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {game.WorstResults === null ? (
        <p className="section-intro">{texts.tooMany}</p>
      ) : (
        game.WorstResults.length > 0 && (
          <table aria-label={texts.worst}>
            <thead>
              <tr>
                <th>{texts.worst}</th>
                <th className="numeric">{texts.payout}</th>
              </tr>
            </thead>
            <tbody>
              {game.WorstResults.slice(0, 5).map((result) => (
                <tr key={result.WinningNumber}>
                  <td>
                    <code>{result.WinningNumber}</code>
                  </td>
                  <td className="numeric">
                    <Money amount={result.Payout} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      )}
    </article>
  );
}

export function ExposureBoard() {
  const texts = riskTexts.useTexts().exposure;
  const ui = uiTexts.useTexts();
  const siteTime = useSiteTime();
  const query = useQuery(exposureQuery());
  if (query.error && !query.data)
    return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="table-state">{ui.loading}</p>;
  return (
    <div>
      <p className="section-intro">
        {texts.intro} {fill(texts.updatedAt, { time: siteTime.format(query.data.At) })}
      </p>
      {query.data.Games.length === 0 ? (
        <p className="table-state">{texts.noIssue}</p>
      ) : (
        <div className="exposure-grid">
          {/* Games with open tickets first: those are what an operator watches. */}
          {[...query.data.Games]
            .sort((a, b) => b.Tickets - a.Tickets)
            .map((game) => (
              <GameCard key={game.GameId} game={game} />
            ))}
        </div>
      )}
    </div>
  );
}
