import { useState, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The cover is a grid of cells a finger or a held mouse button clears one by one. */
const columns = 8;
const rows = 3;
const cellCount = columns * rows;
/** Past this share cleared, the rest comes off by itself. */
const revealShare = 0.5;

/** The cell under a pointer, or null off the card. */
function cellAt(box: DOMRect, x: number, y: number): number | null {
  const column = Math.floor(((x - box.left) / box.width) * columns);
  const row = Math.floor(((y - box.top) / box.height) * rows);
  // Written so that NaN (a card not laid out yet, of zero size) is off the card too.
  if (!(column >= 0 && column < columns && row >= 0 && row < rows)) return null;
  return row * columns + column;
}

/**
 * A result under a scratch-off cover (scratch draw). The cover is a button: scratching clears
 * it cell by cell, a click or tap reveals it all, and so do Enter and Space. What is under it
 * is hidden from screen readers until then, so the button's label is all they hear.
 */
export function ScratchCard({
  label,
  onReveal,
  children,
}: {
  label: string;
  onReveal(): void;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const [cleared, setCleared] = useState<ReadonlySet<number>>(() => new Set());

  function scratch(event: PointerEvent<HTMLButtonElement>) {
    // A mouse scratches while its button is held; a finger or a pen whenever it moves.
    if (event.pointerType === 'mouse' && (event.buttons & 1) === 0) return;
    const cell = cellAt(event.currentTarget.getBoundingClientRect(), event.clientX, event.clientY);
    if (cell === null || cleared.has(cell)) return;
    const next = new Set(cleared).add(cell);
    if (next.size >= cellCount * revealShare) onReveal();
    else setCleared(next);
  }

  // Enter and Space reveal at the key press (the button's own Space activation waits for the
  // key's release); the default is prevented so the reveal does not come twice.
  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>) {
    if (event.key !== 'Enter' && event.key !== ' ') return;
    event.preventDefault();
    onReveal();
  }

  return (
    <span className="scratch-card">
      <span className="scratch-under" aria-hidden="true">
        {children}
      </span>
      <button
        type="button"
        className="scratch-cover"
        aria-label={label}
        onPointerMove={scratch}
        onClick={onReveal}
        onKeyDown={onKeyDown}
      >
        {Array.from({ length: cellCount }, (_, cell) => (
          <span
            key={cell}
            className={cleared.has(cell) ? 'scratch-cell is-cleared' : 'scratch-cell'}
            aria-hidden="true"
          />
        ))}
        <span className="scratch-hint" aria-hidden="true">
          {t('bet.scratch.hint')}
        </span>
      </button>
    </span>
  );
}
