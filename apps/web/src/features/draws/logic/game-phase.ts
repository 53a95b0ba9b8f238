import type { TDrawIssue, TGameInfo } from '@lottery/contracts';
import { compareSerials, drawScheduleState } from '@lottery/lottery';
import { closedSerialOf, issueListOf } from './issue-list.ts';

/**
 * Where a game stands for the player, computed on the client at every tick from the issue list
 * and the server clock offset (SPEC §4 via packages/lottery drawScheduleState):
 * - open: the current issue takes bets; the countdown runs to its seal (封单).
 * - sealed (封盘中): the latest issue has closed and its draw time has not come; the countdown
 *   runs to the draw.
 * - drawing: its draw time has passed and its result has not arrived.
 * - waiting: no issue takes bets and none awaits a draw; the countdown runs to the next start,
 *   or is 0 when no issue is known.
 * - maintenance, offline (offline or official offline), instant (MiaoMiao: drawn per bet).
 * An open game can still await the previous issue's result (its start is that issue's draw):
 * `pendingIssue` is then set, for a "drawing…" result line.
 */
export type TGamePhase =
  'open' | 'sealed' | 'drawing' | 'waiting' | 'maintenance' | 'offline' | 'instant';

export interface TGamePhaseState {
  phase: TGamePhase;
  /** The issue taking bets (open) or the next to start (waiting, sealed, drawing). */
  currentIssue: TDrawIssue | undefined;
  /** The latest closed issue whose result has not arrived. */
  pendingIssue: TDrawIssue | undefined;
  /**
   * Client time of the change the phase counts down to (the countdown reads the clock itself, so
   * the state stays the same object from tick to tick); null when nothing is counted down.
   */
  countdownEndsAtMs: number | null;
  /** Server time of the next draw (pending issue's, else the current's); null when none. */
  nextDrawAtMs: number | null;
}

export interface TPhaseClock {
  clientNowMs: number;
  serverOffsetMs: number;
}

const stateMaintain = 1;

/** The game state, from GameState or, when the answer left it out, from the flags. */
export function gameStateOf(info: TGameInfo): number {
  if (info.GameState !== undefined) return info.GameState;
  if (info.IsMaintain) return stateMaintain;
  if (info.IsOfficialOffline) return 3;
  return 0;
}

const still = (phase: TGamePhase): TGamePhaseState => ({
  phase,
  currentIssue: undefined,
  pendingIssue: undefined,
  countdownEndsAtMs: null,
  nextDrawAtMs: null,
});

export function gamePhaseOf(info: TGameInfo, clock: TPhaseClock): TGamePhaseState {
  if (info.IsMiaoMiao) return still('instant');
  const state = gameStateOf(info);
  if (state === stateMaintain) return still('maintenance');
  if (state !== 0) return still('offline');

  const issues = issueListOf(info);
  const closedSerial = closedSerialOf(info, issues);
  const schedule = drawScheduleState(
    issues.map((issue) => ({
      serialNumber: issue.SerialNumber,
      startTimeStamp: issue.StartTimeStamp,
      closeTimeStamp: issue.CloseTimeStamp,
      issue,
    })),
    {
      clientNowMs: clock.clientNowMs,
      serverOffsetMs: clock.serverOffsetMs,
      ...(closedSerial !== undefined ? { closedSerial } : {}),
    },
  );
  const nowMs = clock.clientNowMs + clock.serverOffsetMs;
  const lastDrawn = info.LastIssue?.SerialNumber;
  const pendingIssue = schedule.old
    .map((entry) => entry.issue)
    .filter(
      (issue) =>
        issue.State === 'scheduled' &&
        (lastDrawn === undefined || compareSerials(issue.SerialNumber, lastDrawn) > 0),
    )
    .at(-1);
  const currentIssue = schedule.current?.issue;
  const nextDrawAtMs =
    pendingIssue && pendingIssue.DrawTimeStamp > nowMs
      ? pendingIssue.DrawTimeStamp
      : (currentIssue?.DrawTimeStamp ?? null);
  const base = { currentIssue, pendingIssue, nextDrawAtMs };
  const endsIn = (ms: number) => (ms > 0 ? clock.clientNowMs + ms : null);

  if (currentIssue && !schedule.waiting)
    return { ...base, phase: 'open', countdownEndsAtMs: endsIn(schedule.countdownMs) };
  if (pendingIssue && nowMs < pendingIssue.DrawTimeStamp)
    return {
      ...base,
      phase: 'sealed',
      countdownEndsAtMs: endsIn(pendingIssue.DrawTimeStamp - nowMs),
    };
  if (pendingIssue) return { ...base, phase: 'drawing', countdownEndsAtMs: null };
  return { ...base, phase: 'waiting', countdownEndsAtMs: endsIn(schedule.countdownMs) };
}

/** Ms left on the state's countdown at a client time; 0 when it has none or it ran out. */
export const countdownMsAt = (state: TGamePhaseState, clientNowMs: number) =>
  state.countdownEndsAtMs === null ? 0 : Math.max(0, state.countdownEndsAtMs - clientNowMs);

/**
 * Whether two looks at a game show the same thing: a tick that only moves the countdown keeps
 * the earlier state object, so what renders it need not render again.
 */
export const isSamePhase = (a: TGamePhaseState, b: TGamePhaseState) =>
  phaseKeyOf(a) === phaseKeyOf(b) &&
  a.currentIssue === b.currentIssue &&
  a.pendingIssue === b.pendingIssue &&
  a.countdownEndsAtMs === b.countdownEndsAtMs &&
  a.nextDrawAtMs === b.nextDrawAtMs;

/** The issue a card names: the one awaiting its draw while sealed or drawing, else the current. */
export const shownIssueOf = (state: TGamePhaseState) =>
  state.phase === 'sealed' || state.phase === 'drawing' ? state.pendingIssue : state.currentIssue;

/**
 * What changes when the phase changes: the schedule hook re-fetches when this text changes
 * (an issue closed, a draw fell due, the next issue started).
 */
export const phaseKeyOf = (state: TGamePhaseState) =>
  `${state.phase}:${state.currentIssue?.SerialNumber ?? ''}:${state.pendingIssue?.SerialNumber ?? ''}`;

/**
 * For a game LotteryGame/Info did not answer: an instant game's phase follows from the
 * catalogue (its state as of the session's Data); any other game has none yet.
 */
export function cataloguePhaseOf(game: {
  DrawSource: string;
  GameState: number;
}): TGamePhaseState | undefined {
  if (game.DrawSource !== 'instant') return undefined;
  if (game.GameState === stateMaintain) return still('maintenance');
  return still(game.GameState === 0 ? 'instant' : 'offline');
}

/** How long after a draw time the schedule keeps asking quickly for the result. */
export const resultWaitMs = 120_000;

/**
 * Whether the game awaits a result that is due: drawing, or open while the previous issue's
 * draw time has passed. Only for two minutes after the draw time, so a late outside source does
 * not keep the lobby asking every few seconds.
 */
export function isAwaitingResult(state: TGamePhaseState, serverNowMs: number): boolean {
  const due = state.pendingIssue?.DrawTimeStamp;
  return due !== undefined && serverNowMs >= due && serverNowMs - due < resultWaitMs;
}
