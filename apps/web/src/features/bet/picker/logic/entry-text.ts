import type { TEntryFormat } from '@lottery/lottery';

/**
 * A paste this long (about 3,300 five-digit entries) is kept out of the text box. The browser
 * lays out and edits a text box's whole text on every key: in headless Chromium on two shared
 * cores, after pasting 100,000 entries (600 KB) a key took 200-350 ms to paint (900 ms in the
 * worst case), against a few ms at this size.
 */
export const bulkPasteChars = 20_000;

/**
 * Kept entries as text again: one per line while a person can read them; past 1,000, on one
 * wrapped line (spaces, or "; " between two-digit entries), which the browser lays out much
 * faster than as many lines (100,000 entries: 264 ms a key as lines, 48 ms as one line).
 */
export function entriesText(entries: readonly string[], format: TEntryFormat) {
  if (entries.length <= 1000) return entries.join('\n');
  return entries.join(format.max >= 10 ? '; ' : ' ');
}
