import { findBetType } from '@lottery/lottery';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { ErrorNotice } from '../../../shared/ui/error-notice.tsx';
import { uiTexts } from '../../../shared/ui/ui-texts.ts';
import { gameOddsQuery, useSetGameOdds, type TOddsChange } from '../api/game-odds.ts';
import { gamesTexts } from '../games-texts.ts';

const rowKey = (row: { BetTypeId: string; Level: string }) => `${row.BetTypeId}|${row.Level}`;

/** Decimal odds as typed ("1.985") in thousandths, or null when not a number with ≤ 3 decimals. */
function oddsThousandthsOf(text: string): number | null {
  if (!/^\d{1,4}(\.\d{1,3})?$/.test(text.trim())) return null;
  const [whole = '0', fraction = ''] = text.trim().split('.');
  return Number(whole) * 1000 + Number(fraction.padEnd(3, '0'));
}

/**
 * The two-sided odds table of one bet type at a time: edit some outcomes and save the changed
 * ones (SetTwoSidedOdds); the server refuses a table returning more than its stakes.
 */
export function GameOddsEditor(props: { gameId: number; canManage: boolean }) {
  const texts = gamesTexts.useTexts().odds;
  const ui = uiTexts.useTexts();
  const { i18n } = useTranslation();
  const query = useQuery(gameOddsQuery(props.gameId));
  const save = useSetGameOdds(props.gameId);
  const betTypes = useMemo(
    () => [...new Set((query.data?.Odds ?? []).map((row) => row.BetTypeId))],
    [query.data],
  );
  const [picked, setPicked] = useState('');
  const [drafts, setDrafts] = useState<Record<string, string>>({});
  const betTypeId = picked || betTypes[0] || '';
  const rows = (query.data?.Odds ?? []).filter((row) => row.BetTypeId === betTypeId);
  const inLanguage = (names: { zh: string; en: string } | undefined, fallback: string) =>
    (i18n.language === 'en' ? names?.en : names?.zh) ?? fallback;
  const nameOf = (id: string) => inLanguage(findBetType(id)?.name, id);
  /** An outcome by its item's or level's name in the type, else its id. */
  const outcomeOf = (row: { BetTypeId: string; Level: string }) => {
    const type = findBetType(row.BetTypeId);
    const item =
      type?.shape.kind === 'items'
        ? type.shape.items.find((candidate) => candidate.id === row.Level)
        : undefined;
    const level = type?.levels.find((candidate) => candidate.id === row.Level);
    return inLanguage(item?.name ?? level?.name, row.Level);
  };

  if (query.error) return <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data) return <p className="table-state">{ui.loading}</p>;
  if (query.data.Odds.length === 0) return <p className="panel-hint">{texts.none}</p>;

  const changes: TOddsChange[] = rows.flatMap((row) => {
    const draft = drafts[rowKey(row)];
    if (draft === undefined) return [];
    const odds = oddsThousandthsOf(draft);
    return odds === null || odds === row.OddsThousandths ? [] : [{ ...row, OddsThousandths: odds }];
  });
  const invalid = rows.some((row) => {
    const draft = drafts[rowKey(row)];
    return draft !== undefined && oddsThousandthsOf(draft) === null;
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (invalid || changes.length === 0) return;
    save.mutate(changes, { onSuccess: () => setDrafts({}) });
  }

  return (
    <form className="odds-editor" onSubmit={submit} noValidate>
      <label className="form-field">
        <span className="form-label">{texts.betType}</span>
        <select
          value={betTypeId}
          onChange={(event) => {
            setPicked(event.target.value);
            setDrafts({});
          }}
        >
          {betTypes.map((id) => (
            <option key={id} value={id}>
              {nameOf(id)}
            </option>
          ))}
        </select>
      </label>
      <div className="data-table">
        <table>
          <thead>
            <tr>
              <th>{texts.outcome}</th>
              <th>{texts.odds}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                <td>{outcomeOf(row)}</td>
                <td>
                  {props.canManage ? (
                    <input
                      aria-label={fill(texts.oddsOf, { outcome: outcomeOf(row) })}
                      inputMode="decimal"
                      value={drafts[rowKey(row)] ?? (row.OddsThousandths / 1000).toFixed(3)}
                      aria-invalid={
                        drafts[rowKey(row)] !== undefined &&
                        oddsThousandthsOf(drafts[rowKey(row)] ?? '') === null
                          ? true
                          : undefined
                      }
                      onChange={(event) =>
                        setDrafts((current) => ({ ...current, [rowKey(row)]: event.target.value }))
                      }
                    />
                  ) : (
                    (row.OddsThousandths / 1000).toFixed(3)
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {invalid && (
        <p className="form-error" role="alert">
          {texts.invalid}
        </p>
      )}
      {save.error && <ErrorNotice error={save.error} />}
      {save.isSuccess && <p role="status">{texts.saved}</p>}
      {props.canManage && (
        <div className="form-actions">
          <button
            type="submit"
            className="button-primary"
            disabled={save.isPending || invalid || changes.length === 0}
          >
            {fill(texts.save, { count: changes.length })}
          </button>
        </div>
      )}
    </form>
  );
}
