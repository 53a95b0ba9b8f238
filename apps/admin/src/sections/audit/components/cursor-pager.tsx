import { useState } from 'react';
import { auditTexts } from '../audit-texts.ts';

/**
 * Paging by the server's cursor (newest first): Older follows NextCursor, Newer goes back along
 * the cursors this screen has followed, Newest starts again. The cursor in force is in the
 * address, so a reload shows the same page.
 */
export function CursorPager({
  cursor,
  nextCursor,
  onCursor,
}: {
  cursor: string;
  nextCursor: string | null;
  onCursor(cursor: string): void;
}) {
  const texts = auditTexts.useTexts();
  const [followed, setFollowed] = useState<string[]>([]);
  return (
    <nav className="pager" aria-label={texts.title}>
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
