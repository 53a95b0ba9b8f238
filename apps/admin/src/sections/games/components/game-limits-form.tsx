import { parseThousandths, type TAdminGameWire } from '@lottery/contracts';
import { useState, type FormEvent } from 'react';
import { DetailPanel } from '../../../shared/ui/detail-panel.tsx';
import { Form, FormField } from '../../../shared/ui/form-field.tsx';
import { Money } from '../../../shared/ui/money.tsx';
import { useSetGameLimits } from '../api/set-game-limits.ts';
import { gamesTexts } from '../games-texts.ts';

const isPositiveAmount = (text: string) => {
  const thousandths = parseThousandths(text.trim());
  return thousandths !== null && thousandths > 0n;
};

/** The payout cap per ticket and the stake cap per player and issue. */
export function GameLimitsForm(props: { game: TAdminGameWire; canManage: boolean }) {
  const texts = gamesTexts.useTexts().limits;
  const save = useSetGameLimits();
  const [payout, setPayout] = useState(String(props.game.MaxPayoutPerTicket));
  const [stake, setStake] = useState(String(props.game.MaxStakePerIssue));
  const [isTouched, setIsTouched] = useState(false);
  if (!props.canManage)
    return (
      <div className="game-panel">
        <DetailPanel
          title={texts.heading}
          items={[
            { label: texts.maxPayout, value: <Money amount={props.game.MaxPayoutPerTicket} /> },
            { label: texts.maxStake, value: <Money amount={props.game.MaxStakePerIssue} /> },
          ]}
        />
      </div>
    );
  const payoutError = isTouched && !isPositiveAmount(payout);
  const stakeError = isTouched && !isPositiveAmount(stake);
  function submit(event: FormEvent) {
    event.preventDefault();
    setIsTouched(true);
    if (!isPositiveAmount(payout) || !isPositiveAmount(stake)) return;
    save.mutate({
      GameId: props.game.GameId,
      MaxPayoutPerTicket: payout.trim(),
      MaxStakePerIssue: stake.trim(),
    });
  }
  return (
    <div className="game-panel">
      <h2>{texts.heading}</h2>
      <p className="panel-hint">{texts.hint}</p>
      <Form onSubmit={submit} submitLabel={texts.save} isBusy={save.isPending} error={save.error}>
        <FormField label={texts.maxPayout} error={payoutError ? texts.positive : undefined}>
          <input inputMode="decimal" value={payout} onChange={(e) => setPayout(e.target.value)} />
        </FormField>
        <FormField label={texts.maxStake} error={stakeError ? texts.positive : undefined}>
          <input inputMode="decimal" value={stake} onChange={(e) => setStake(e.target.value)} />
        </FormField>
        {save.isSuccess && <p role="status">{texts.saved}</p>}
      </Form>
    </div>
  );
}
