import type { TDrawIssue, TGameInfo } from '@lottery/contracts';
import { compareSerials } from '@lottery/lottery';

/**
 * Every issue a game-info answer carries (old, current, upcoming), once each, in schedule
 * order (serial order, SPEC §4's "list order"). A later copy of a serial wins, so a State
 * patched in any of the lists is the one kept.
 */
export function issueListOf(info: TGameInfo): TDrawIssue[] {
  const bySerial = new Map<string, TDrawIssue>();
  const lists = [info.OldIssues, info.CurrentIssue ? [info.CurrentIssue] : [], info.Issues];
  for (const list of lists) for (const issue of list ?? []) bySerial.set(issue.SerialNumber, issue);
  return [...bySerial.values()].sort((a, b) => compareSerials(a.SerialNumber, b.SerialNumber));
}

/**
 * The latest serial known to be closed: the last drawn issue, or any listed issue the server
 * already drew or cancelled (SPEC §4 "closed-issue serial").
 */
export function closedSerialOf(info: TGameInfo, issues: readonly TDrawIssue[]): string | undefined {
  const serials = issues
    .filter((issue) => issue.State !== 'scheduled')
    .map((issue) => issue.SerialNumber);
  if (info.LastIssue) serials.push(info.LastIssue.SerialNumber);
  return serials.reduce<string | undefined>(
    (latest, serial) =>
      latest === undefined || compareSerials(serial, latest) > 0 ? serial : latest,
    undefined,
  );
}
