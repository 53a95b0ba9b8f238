/**
 * Draw schedule state (SPEC §4 "Draw schedule"): from a game's issue list, where the game stands
 * now. Pure; the web countdown and the server's game-info answer use the same rules.
 *
 * 1. Now is server time: clientNowMs + serverOffsetMs, where serverOffsetMs = server clock −
 *    client clock (the game info's serverTimestamp − clientTimestamp).
 * 2. An issue is closed if its serial is at or before closedSerial (compared by length, then
 *    character by character, so fixed-width numbers like 20250101-0001 and growing counters like
 *    9 < 10 both order correctly), or if now is at or after its close time.
 * 3. The current issue is the first issue, in list order, that is not closed.
 *    - If its start time has passed it is open: waiting = false and the countdown runs to its
 *      close (the seal).
 *    - Otherwise the game is waiting and the countdown runs to its start.
 *    Issues after it are upcoming; issues before it are old.
 * 4. If no issue qualifies, there is no current issue, every issue is old, the game waits and the
 *    countdown is 0.
 * Old issues keep list order (oldest first) and are limited to the last oldIssueLength of them
 * (default 20), in both cases 3 and 4. The list is expected in schedule order.
 */

/** The issue fields the state needs (SPEC §3 "Draw issue"); extra fields are carried along. */
export interface TIssueTimes {
  serialNumber: string;
  startTimeStamp: number;
  closeTimeStamp: number;
}

export interface TDrawScheduleOptions {
  /** The client's clock, epoch ms. */
  clientNowMs: number;
  /** Server clock − client clock, ms (default 0). */
  serverOffsetMs?: number;
  /** The latest issue the server reports closed; it and earlier serials count as closed. */
  closedSerial?: string;
  /** How many old issues to keep (default 20). */
  oldIssueLength?: number;
}

export interface TDrawScheduleState<T extends TIssueTimes> {
  current: T | undefined;
  upcoming: T[];
  old: T[];
  waiting: boolean;
  countdownMs: number;
}

/** Default number of old issues kept (SPEC §4, API notes). */
export const defaultOldIssueLength = 20;

/** Orders issue serials: shorter first, then by character code. */
export const compareSerials = (a: string, b: string) =>
  a.length !== b.length ? a.length - b.length : a < b ? -1 : a > b ? 1 : 0;

export function drawScheduleState<T extends TIssueTimes>(
  issues: readonly T[],
  options: TDrawScheduleOptions,
): TDrawScheduleState<T> {
  const oldIssueLength = options.oldIssueLength ?? defaultOldIssueLength;
  if (!Number.isInteger(oldIssueLength) || oldIssueLength < 0)
    throw new RangeError('oldIssueLength is a non-negative integer');
  const now = options.clientNowMs + (options.serverOffsetMs ?? 0);
  const { closedSerial } = options;
  const lastOld = (list: readonly T[]) =>
    oldIssueLength === 0 ? [] : list.slice(Math.max(0, list.length - oldIssueLength));

  const at = issues.findIndex(
    (issue) =>
      (closedSerial === undefined || compareSerials(issue.serialNumber, closedSerial) > 0) &&
      now < issue.closeTimeStamp,
  );
  if (at < 0)
    return {
      current: undefined,
      upcoming: [],
      old: lastOld(issues),
      waiting: true,
      countdownMs: 0,
    };
  const current = issues[at] as T;
  const waiting = now < current.startTimeStamp;
  return {
    current,
    upcoming: issues.slice(at + 1),
    old: lastOld(issues.slice(0, at)),
    waiting,
    countdownMs: waiting ? current.startTimeStamp - now : current.closeTimeStamp - now,
  };
}
