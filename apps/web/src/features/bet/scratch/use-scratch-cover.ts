import type { TDrawIssue } from '@lottery/contracts';
import { compareSerials } from '@lottery/lottery';
import { useCallback, useState } from 'react';
import { useBetOptions } from '../../../shared/bet-options/bet-options-store.ts';

/**
 * Scratch draw (SPEC §2, off unless turned on, §5): a result drawn while the player is on the
 * page is shown covered until scratched open. Only the latest: a newer result takes the cover
 * and the one before shows as it is, and a late result of an older issue (an outside source
 * catching up) is not covered, as the header does not show it. Turning the option off uncovers.
 */
export function useScratchCover() {
  const isEnabled = useBetOptions((s) => s.options.scratchDraw);
  const [coveredSerial, setCoveredSerial] = useState<string | null>(null);
  const cover = useCallback(
    (issue: TDrawIssue, lastSerial: string | undefined) => {
      const isLatest =
        lastSerial === undefined || compareSerials(issue.SerialNumber, lastSerial) >= 0;
      if (isEnabled && issue.State === 'drawn' && isLatest) setCoveredSerial(issue.SerialNumber);
    },
    [isEnabled],
  );
  const reveal = useCallback(() => setCoveredSerial(null), []);
  return { coveredSerial: isEnabled ? coveredSerial : null, cover, reveal };
}
