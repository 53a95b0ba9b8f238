import type { TEntryFormat, TTypedEntries } from '@lottery/lottery';
import { useId, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { bulkPasteChars, entriesText } from '../logic/entry-text.ts';
import { ballText } from '../logic/names.ts';
import { EntryReport } from './entry-report.tsx';

/**
 * An example of the format: two entries for single-digit balls ("12345 54321"), one entry of
 * zero-padded balls for two-digit ones ("01 02 03", one per line).
 */
function exampleOf(format: TEntryFormat) {
  if (format.max >= 10)
    return Array.from({ length: format.length }, (_, i) =>
      ballText(format.min + i, format.max),
    ).join(' ');
  const digits = Array.from({ length: format.length }, (_, i) => (format.min + 1 + i) % 10);
  return `${digits.join('')} ${[...digits].reverse().join('')}`;
}

/**
 * Typed entry (单式): a text box for typed or pasted numbers and the normalisation report. A
 * bulk paste (bulkPasteChars) is taken aside instead of into the box, and said so.
 *
 * The box is left to the browser while the player types: React writes its value only when the
 * picker changes the text itself (clean, random pick, clear). A controlled textarea would have
 * React compare and rewrite a 600 KB value and default value on every key of a 100,000-entry
 * paste, on top of the browser's own layout of the text. Normalising happens outside render
 * (useTypedEntries).
 */
export function TypedEntryBox({
  format,
  text,
  hasImported,
  importedCount,
  onText,
  onImport,
  onTexts,
  result,
  isPending,
}: {
  format: TEntryFormat;
  text: string;
  hasImported: boolean;
  /** Entries the bulk paste holds, once normalised. */
  importedCount: number | undefined;
  onText(text: string): void;
  onImport(text: string): void;
  /** Sets the box's text and the bulk paste at once. */
  onTexts(text: string, imported: string): void;
  result: TTypedEntries | undefined;
  isPending: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const box = useRef<HTMLTextAreaElement>(null);
  // Also fills the box when it mounts: it has no value prop.
  useLayoutEffect(() => {
    if (box.current && box.current.value !== text) box.current.value = text;
  }, [text]);
  const hint = t(format.max >= 10 ? 'bet.picker.entry.ballsHint' : 'bet.picker.entry.digitsHint', {
    length: format.length,
    example: exampleOf(format),
  });
  return (
    <div className="typed-entry">
      <label htmlFor={id}>{t('bet.picker.entry.label')}</label>
      <p className="muted entry-hint" id={`${id}-hint`}>
        {hint}
      </p>
      <textarea
        id={id}
        className="entry-text"
        aria-describedby={`${id}-hint`}
        ref={box}
        rows={6}
        spellCheck={false}
        autoComplete="off"
        onChange={(event) => onText(event.target.value)}
        onPaste={(event) => {
          const pasted = event.clipboardData.getData('text');
          if (pasted.length < bulkPasteChars) return;
          event.preventDefault();
          onImport(pasted);
        }}
      />
      {hasImported && (
        <div className="bulk-paste" role="status">
          <p>
            {importedCount === undefined
              ? t('bet.picker.entry.normalising')
              : t('bet.picker.entry.imported', {
                  number: importedCount.toLocaleString(i18n.language),
                })}
          </p>
          <button type="button" className="button" onClick={() => onTexts(text, '')}>
            {t('bet.picker.entry.removeImported')}
          </button>
        </div>
      )}
      <EntryReport
        result={result}
        isPending={isPending}
        onClean={() => {
          const kept = result ? entriesText(result.entries, format) : '';
          if (kept.length < bulkPasteChars) onTexts(kept, '');
          else onTexts('', kept);
        }}
      />
    </div>
  );
}
