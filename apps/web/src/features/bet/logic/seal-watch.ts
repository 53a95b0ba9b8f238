import type { TDrawIssue } from '@lottery/contracts';

/**
 * The seal-issue alert (SPEC §2, 封单提醒) follows the issue seen on sale. That issue has sealed
 * once its close time has passed and it is no longer the one on sale. An issue that stops being
 * on sale before its close time (the game went into maintenance, the server dropped it) is let
 * go without an alert: nothing sealed.
 */
export interface TSealWatch {
  /** The issue on sale at this look, to compare with at the next. */
  watched: TDrawIssue | undefined;
  /** The watched issue, when it sealed since the last look. */
  sealed: TDrawIssue | undefined;
}

export function watchSeal(
  watched: TDrawIssue | undefined,
  onSale: TDrawIssue | undefined,
  serverNowMs: number,
): TSealWatch {
  const hasSealed =
    watched !== undefined &&
    watched.SerialNumber !== onSale?.SerialNumber &&
    serverNowMs >= watched.CloseTimeStamp;
  return { watched: onSale, sealed: hasSealed ? watched : undefined };
}
