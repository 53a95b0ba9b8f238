import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatAmount } from '../../../shared/format/format-amount.ts';
import type { TContestPlaceView } from './contest-api.ts';

/** The players whose place is better than on the board before (or who entered it). */
export function risenPlayers(
  before: readonly TContestPlaceView[],
  after: readonly TContestPlaceView[],
): Set<string> {
  const ranks = new Map(before.map((place) => [place.Player, place.Rank]));
  return new Set(
    after
      .filter((place) => {
        const rank = ranks.get(place.Player);
        return rank === undefined ? before.length > 0 : place.Rank < rank;
      })
      .map((place) => place.Player),
  );
}

/** Which rows rose with the last board (kept from the previous render, as React advises). */
function useRisen(places: readonly TContestPlaceView[]) {
  const [shown, setShown] = useState(places);
  const [risen, setRisen] = useState<Set<string>>(() => new Set());
  if (shown !== places) {
    setShown(places);
    setRisen(risenPlayers(shown, places));
  }
  return risen;
}

/**
 * The places of a leaderboard: rank, masked player, net turnover and the place's prize, the
 * player's own row marked; a row that rose flashes once. A table on every width: four short
 * columns fit a phone.
 */
export function LeaderboardTable({
  places,
  caption,
}: {
  places: readonly TContestPlaceView[];
  caption: string;
}) {
  const { t, i18n } = useTranslation();
  const risen = useRisen(places);
  return (
    <table className="contest-table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('activityContest.rank')}</th>
          <th scope="col">{t('activityContest.player')}</th>
          <th scope="col" className="is-number">
            {t('activityContest.turnover')}
          </th>
          <th scope="col" className="is-number">
            {t('activityContest.prize')}
          </th>
        </tr>
      </thead>
      <tbody>
        {places.map((place) => (
          <tr
            key={`${place.Rank}-${place.Player}`}
            className={[
              place.IsMe ? 'is-me' : '',
              risen.has(place.Player) ? 'is-risen' : '',
              place.Rank <= 3 ? `is-top is-top-${place.Rank}` : '',
            ]
              .filter(Boolean)
              .join(' ')}
            aria-current={place.IsMe ? 'true' : undefined}
          >
            <th scope="row">{place.Rank}</th>
            <td>
              {place.Player}
              {place.IsMe && <span className="contest-me"> ({t('activityContest.me')})</span>}
            </td>
            <td className="is-number">{formatAmount(place.Turnover, i18n.language)}</td>
            <td className="is-number">
              {place.Prize === null ? '—' : formatAmount(place.Prize, i18n.language)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
