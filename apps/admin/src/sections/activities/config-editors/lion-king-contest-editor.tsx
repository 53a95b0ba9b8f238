import { ZAdminGameListWire, maxContestPlaces } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../shared/api/client.ts';
import { defineTexts, fill } from '../../../shared/i18n/define-texts.ts';
import { ErrorNotice } from '../../../shared/ui/error-notice.tsx';
import { errorsBelow, type TConfigEditor, type TConfigEditorProps } from './config-editor-types.ts';
import { ListEnd } from './list-end.tsx';

const texts = defineTexts('activity-contest-editor', {
  'zh-CN': {
    places: '名次奖金',
    placesHint: '本期结束时按有效投注（扣除撤单）排名发放；投注额相同者先达到者在前',
    place: '第 {n} 名',
    addPlace: '添加名次',
    removePlace: '删除第 {n} 名',
    shown: '排行榜显示名次数',
    games: '计入排名的彩种',
    gamesHint: '不选：所有彩种的投注都计入',
    loadingGames: '正在加载彩种…',
  },
  en: {
    places: 'Prizes by place',
    placesHint:
      'Paid when the period ends, by net turnover (bets less cancellations); equal turnovers: the first to reach it ranks higher',
    place: 'Place {n}',
    addPlace: 'Add a place',
    removePlace: 'Remove place {n}',
    shown: 'Places the leaderboard shows',
    games: 'Games that count',
    gamesHint: 'None chosen: bets on every game count',
    loadingGames: 'Loading the games…',
  },
});

/** The games to choose from (operations may view them: games.view). */
const gamesQuery = {
  queryKey: ['games', 'list'],
  queryFn: () => apiGet('/api/Admin/Games', ZAdminGameListWire),
};

/** lionKingContest: the prize of each place, how many places the board shows, the games. */
function LionKingContestEditor({ value, onChange, errors }: TConfigEditorProps<'lionKingContest'>) {
  const t = texts.useTexts();
  const games = useQuery(gamesQuery);
  const prizes = value.RankPrizes;
  const prizeErrors = errorsBelow('RankPrizes', errors);
  const setPrizes = (RankPrizes: typeof prizes) => onChange({ ...value, RankPrizes });
  const chosen = new Set(value.GameIds);
  const toggle = (gameId: number) =>
    onChange({
      ...value,
      GameIds: chosen.has(gameId)
        ? value.GameIds.filter((id) => id !== gameId)
        : [...value.GameIds, gameId],
    });
  return (
    <div className="config-editor">
      <fieldset className="config-group">
        <legend>{t.places}</legend>
        <p className="form-hint">{t.placesHint}</p>
        {prizes.map((prize, index) => (
          <div key={index} className="config-row">
            <label>
              {fill(t.place, { n: index + 1 })}{' '}
              <input
                inputMode="decimal"
                aria-invalid={prizeErrors[String(index)] ? true : undefined}
                value={String(prize)}
                onChange={(event) =>
                  setPrizes(prizes.map((old, at) => (at === index ? event.target.value : old)))
                }
              />
            </label>{' '}
            <button
              type="button"
              className="button-link"
              disabled={prizes.length <= 1}
              onClick={() => setPrizes(prizes.filter((_, at) => at !== index))}
            >
              {fill(t.removePlace, { n: index + 1 })}
            </button>
            {prizeErrors[String(index)] && (
              <span className="form-error" role="alert">
                {prizeErrors[String(index)]}
              </span>
            )}
          </div>
        ))}
        <ListEnd
          error={prizeErrors['']}
          addLabel={t.addPlace}
          isFull={prizes.length >= maxContestPlaces}
          onAdd={() => setPrizes([...prizes, ''])}
        />
      </fieldset>
      <fieldset className="config-group">
        <legend>{t.shown}</legend>
        <input
          type="number"
          min={1}
          step={1}
          aria-label={t.shown}
          aria-invalid={errors.ShownPlaces ? true : undefined}
          value={Number.isFinite(value.ShownPlaces) ? String(value.ShownPlaces) : ''}
          onChange={(event) =>
            onChange({
              ...value,
              ShownPlaces:
                event.target.value.trim() === '' ? Number.NaN : Number(event.target.value),
            })
          }
        />
        {errors.ShownPlaces && (
          <span className="form-error" role="alert">
            {errors.ShownPlaces}
          </span>
        )}
      </fieldset>
      <fieldset className="config-group">
        <legend>{t.games}</legend>
        <p className="form-hint">{t.gamesHint}</p>
        {games.isError ? (
          <ErrorNotice error={games.error} onRetry={() => void games.refetch()} />
        ) : !games.data ? (
          <p role="status">{t.loadingGames}</p>
        ) : (
          games.data.Games.map((game) => (
            <label key={game.GameId} className="config-row">
              <input
                type="checkbox"
                checked={chosen.has(game.GameId)}
                onChange={() => toggle(game.GameId)}
              />{' '}
              {game.Name}
            </label>
          ))
        )}
      </fieldset>
    </div>
  );
}

export const lionKingContestEditor: TConfigEditor<'lionKingContest'> = {
  Editor: LionKingContestEditor,
  initial: () => ({
    Type: 'lionKingContest',
    RankPrizes: [888, 588, 388],
    GameIds: [],
    ShownPlaces: 10,
  }),
};
