import type {
  TDrawStatistics,
  TGameStateChangedEvent,
  TWinningNumberEvent,
} from '@lottery/contracts';

/**
 * Shape checks of the hub payloads this feature reads (contracts: ZWinningNumberEvent and the
 * UpdateStatistic payload). Light on purpose: the server builds them from the same contracts;
 * this only keeps a malformed message from breaking a screen.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

export function isWinningNumberEvent(value: unknown): value is TWinningNumberEvent {
  return (
    isRecord(value) &&
    typeof value.GameId === 'number' &&
    isRecord(value.Issue) &&
    typeof value.Issue.SerialNumber === 'string' &&
    typeof value.Issue.State === 'string'
  );
}

export interface TStatisticEvent {
  GameId: number;
  Statistics: TDrawStatistics;
}

export function isStatisticEvent(value: unknown): value is TStatisticEvent {
  return (
    isRecord(value) &&
    typeof value.GameId === 'number' &&
    isRecord(value.Statistics) &&
    Array.isArray(value.Statistics.Positions)
  );
}

export function isGameStateChangedEvent(value: unknown): value is TGameStateChangedEvent {
  return isRecord(value) && typeof value.GameId === 'number' && typeof value.State === 'number';
}
