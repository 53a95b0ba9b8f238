import type { TDrawIssue, TGameInfo } from '@lottery/contracts';
import { compareSerials } from '@lottery/lottery';

const replaceIn = (list: TDrawIssue[] | undefined, issue: TDrawIssue) =>
  list?.map((item) => (item.SerialNumber === issue.SerialNumber ? issue : item));

/**
 * A ReceiveWinningNumber event applied to a game's cached info at once, before the re-fetch
 * answers: the issue becomes the last issue when it is the latest, and its copies in the issue
 * lists take its new State, so the "drawing" phase ends on the event.
 */
export function applyDrawnIssue(info: TGameInfo, issue: TDrawIssue): TGameInfo {
  const isLatest =
    !info.LastIssue || compareSerials(issue.SerialNumber, info.LastIssue.SerialNumber) >= 0;
  const recent = info.RecentIssues;
  return {
    ...info,
    ...(isLatest ? { LastIssue: issue } : {}),
    ...(info.CurrentIssue?.SerialNumber === issue.SerialNumber ? { CurrentIssue: issue } : {}),
    ...(info.Issues ? { Issues: replaceIn(info.Issues, issue) } : {}),
    ...(info.OldIssues ? { OldIssues: replaceIn(info.OldIssues, issue) } : {}),
    ...(recent
      ? {
          // Newest first, as long as it was (one at least): the event's copy replaces its own.
          RecentIssues: [
            ...recent.filter((item) => item.SerialNumber !== issue.SerialNumber),
            issue,
          ]
            .sort((a, b) => compareSerials(b.SerialNumber, a.SerialNumber))
            .slice(0, Math.max(recent.length, 1)),
        }
      : {}),
  };
}
