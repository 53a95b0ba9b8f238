import { useEffect, useState } from 'react';
import type { TCollectedEntries } from '../logic/entry-collector.ts';
import type { TEntryRules } from '../logic/entry-rules.ts';
import { normaliseInSlices } from '../logic/normalise-in-slices.ts';

interface TRun {
  text: string;
  rules: TEntryRules;
  collected: TCollectedEntries;
}

/**
 * A text normalised by the rules in slices between frames (normalise-in-slices.ts), a newer text
 * cancelling the run still going. `collected` is the latest finished run for these rules (it may
 * be of an older text: `isCurrent` says whether it is of this one).
 */
export function useNormalisedText(text: string, rules: TEntryRules | undefined) {
  const [run, setRun] = useState<TRun>();

  useEffect(() => {
    if (!rules) return;
    let isCancelled = false;
    void normaliseInSlices(text, rules.format, rules.options, {
      isCancelled: () => isCancelled,
    }).then((collected) => {
      if (collected && !isCancelled) setRun({ text, rules, collected });
    });
    return () => {
      isCancelled = true;
    };
  }, [text, rules]);

  const isForRules = run !== undefined && run.rules === rules;
  return {
    collected: isForRules ? run.collected : undefined,
    isCurrent: isForRules && run.text === text,
  };
}
