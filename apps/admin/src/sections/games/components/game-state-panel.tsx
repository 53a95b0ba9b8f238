import type { TAdminGameWire } from '@lottery/contracts';
import { useState } from 'react';
import { fill } from '../../../shared/i18n/define-texts.ts';
import { ConfirmDialog } from '../../../shared/ui/confirm-dialog.tsx';
import { useSetGameState } from '../api/set-game-state.ts';
import { GameStateBadge } from './game-state-badge.tsx';
import { gamesTexts } from '../games-texts.ts';

const states = [0, 1, 2, 3] as const;

/** The SPEC §4 state of a game, and for games.manage a confirmed switch to another. */
export function GameStatePanel(props: { game: TAdminGameWire; canManage: boolean }) {
  const texts = gamesTexts.useTexts();
  const setState = useSetGameState();
  const [target, setTarget] = useState<number | null>(null);
  const nameOf = (state: number) => texts.states[state as (typeof states)[number]];
  return (
    <div className="game-panel">
      <h2>{texts.state.heading}</h2>
      <p>
        <GameStateBadge state={props.game.State} />
      </p>
      <p className="panel-hint">{texts.state.hint}</p>
      {props.canManage && (
        <div className="state-buttons">
          {states
            .filter((state) => state !== props.game.State)
            .map((state) => (
              <button key={state} type="button" onClick={() => setTarget(state)}>
                {fill(texts.state.set, { state: nameOf(state) })}
              </button>
            ))}
        </div>
      )}
      {target !== null && (
        <ConfirmDialog
          title={fill(texts.state.confirmTitle, { game: props.game.Name, state: nameOf(target) })}
          effect={texts.state.confirmEffect}
          isDangerous={target !== 0}
          isBusy={setState.isPending}
          error={setState.error}
          onCancel={() => {
            setState.reset();
            setTarget(null);
          }}
          onConfirm={() =>
            setState.mutate(
              { gameId: props.game.GameId, state: target },
              { onSuccess: () => setTarget(null) },
            )
          }
        />
      )}
    </div>
  );
}
