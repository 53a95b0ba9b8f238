import { useState } from 'react';
import { uiTexts } from './ui-texts.ts';

/**
 * Paging by the server's cursor (lists newest first: audit, adjustments): Older follows NextCursor, Newer goes back along
 * the cursors this screen has followed, Newest starts again. The cursor in force is in the
 * address, so a reload shows the same page.
 */
export function CursorPager({
  label,
  cursor,
  nextCursor,
  onCursor,
}: {
  /** Names the pager (the table's name). */
  label: string;
  cursor: string;
  nextCursor: string | null;
  onCursor(cursor: string): void;
}) {
  const texts = uiTexts.useTexts();
  const [followed, setFollowed] = useState<string[]>([]);
  return (
    <nav className="pager" aria-label={label}>
      <button
        type="button"
        disabled={!cursor}
        onClick={() => {
          setFollowed([]);
          onCursor('');
        }}
      >
        {texts.newest}
      </button>
      <button
        type="button"
        disabled={!cursor}
        onClick={() => {
          onCursor(followed.at(-1) ?? '');
          setFollowed((stack) => stack.slice(0, -1));
        }}
      >
        {texts.newer}
      </button>
      <button
        type="button"
        disabled={!nextCursor}
        onClick={() => {
          setFollowed((stack) => [...stack, cursor]);
          onCursor(nextCursor ?? '');
        }}
      >
        {texts.older}
      </button>
    </nav>
  );
}
