import type { ReactNode } from 'react';

export type TBadgeTone = 'ok' | 'info' | 'warn' | 'danger' | 'muted';

/** A short state word in a coloured pill; the word carries the meaning, the colour only helps. */
export function StatusBadge({ tone, children }: { tone: TBadgeTone; children: ReactNode }) {
  return <span className={`status-badge status-${tone}`}>{children}</span>;
}
