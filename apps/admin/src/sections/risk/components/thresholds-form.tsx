import { parseThousandths } from '@lottery/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { usePermissions } from '../../../shared/session/session-store.ts';
import { ErrorNotice } from '../../../shared/ui/error-notice.tsx';
import { FormField } from '../../../shared/ui/form-field.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { riskGamesQuery } from '../api/list-games.ts';
import { thresholdsQuery, useSetThreshold } from '../api/win-hold-thresholds.ts';
import { riskTexts } from '../risk-texts.ts';

/** An amount typed for a threshold: empty clears it, else above 0 with at most 3 decimals. */
const isValidAmount = (text: string) => {
  if (text.trim() === '') return true;
  const thousandths = parseThousandths(text.trim());
  return thousandths !== null && thousandths > 0n;
};

/** The site-wide and per-game win-hold thresholds: read, and for risk.manage, edit. */
export function ThresholdsForm() {
  const texts = riskTexts.useTexts().thresholds;
  const canEdit = usePermissions().has('risk.manage');
  const thresholds = useQuery(thresholdsQuery());
  const games = useQuery(riskGamesQuery());
  const save = useSetThreshold();
  const [gameId, setGameId] = useState('');
  const [amount, setAmount] = useState('');
  const [isInvalid, setIsInvalid] = useState(false);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isValidAmount(amount)) {
      setIsInvalid(true);
      return;
    }
    save.mutate({
      gameId: gameId === '' ? null : Number(gameId),
      threshold: amount.trim() === '' ? null : amount.trim(),
    });
  }

  const nameOf = (id: number | null) =>
    id === null ? texts.site : (games.data?.Games.find((g) => g.GameId === id)?.Name ?? `#${id}`);

  return (
    <div>
      <p className="section-intro">{texts.intro}</p>
      {thresholds.error && <ErrorNotice error={thresholds.error} />}
      <div className="data-table">
        <table>
          <thead>
            <tr>
              <th>{texts.game}</th>
              <th>{texts.amount}</th>
            </tr>
          </thead>
          <tbody>
            {(thresholds.data?.Thresholds ?? []).length === 0 && (
              <tr>
                <td colSpan={2} className="table-state">
                  {texts.none}
                </td>
              </tr>
            )}
            {thresholds.data?.Thresholds.map((row) => (
              <tr key={row.GameId ?? 'site'}>
                <td>{nameOf(row.GameId)}</td>
                <td>
                  <Money amount={row.Threshold} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canEdit && (
        <form className="form" noValidate onSubmit={submit}>
          <div className="threshold-row">
            <FormField label={texts.game}>
              <select value={gameId} onChange={(event) => setGameId(event.target.value)}>
                <option value="">{texts.site}</option>
                {games.data?.Games.filter((game) => game.DrawSource !== 'instant').map((game) => (
                  <option key={game.GameId} value={game.GameId}>
                    {game.Name}
                  </option>
                ))}
              </select>
            </FormField>
            <FormField label={texts.amount} error={isInvalid ? texts.invalid : undefined}>
              <input
                inputMode="decimal"
                value={amount}
                placeholder={texts.none}
                onChange={(event) => {
                  setAmount(event.target.value);
                  setIsInvalid(false);
                }}
              />
            </FormField>
            <button type="submit" className="button-primary" disabled={save.isPending}>
              {amount.trim() === '' ? texts.clear : texts.save}
            </button>
          </div>
          {save.isSuccess && <p role="status">{texts.saved}</p>}
          {save.error && <ErrorNotice error={save.error} />}
        </form>
      )}
    </div>
  );
}
