import { useDeferredValue, useMemo } from 'react';
import { appendEntries } from '../logic/entry-collector.ts';
import type { TEntryRules } from '../logic/entry-rules.ts';
import { useNormalisedText } from './use-normalised-text.ts';

/**
 * The typed entries (单式) of the picks, normalised by the type's rules: the bulk-pasted text
 * first, then the text box's. Typing stays urgent: the box's text is deferred (useDeferredValue)
 * and both texts are normalised in slices outside render; the bulk paste only when it changes,
 * so a key typed next to 100,000 pasted entries normalises the box's few and appends them.
 * `result` is the latest finished normalisation (it may lag while `isPending`); undefined for
 * types that take no entries. `importedCount` is how many entries the bulk paste holds.
 */
export function useTypedEntries(text: string, imported: string, rules: TEntryRules | undefined) {
  const deferredText = useDeferredValue(text);
  const typed = useNormalisedText(deferredText, rules);
  const bulk = useNormalisedText(imported, rules);

  const result = useMemo(
    () =>
      rules && typed.collected && bulk.collected
        ? appendEntries(bulk.collected, typed.collected.typed, rules.format)
        : undefined,
    [rules, typed.collected, bulk.collected],
  );
  const bulkTyped = bulk.collected?.typed;
  return {
    result,
    isPending: rules !== undefined && !(typed.isCurrent && deferredText === text && bulk.isCurrent),
    importedCount: bulkTyped ? bulkTyped.entries.length + bulkTyped.dropped.length : undefined,
  };
}
