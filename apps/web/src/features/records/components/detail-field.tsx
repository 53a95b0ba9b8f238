import type { ReactNode } from 'react';

/** One term and its value in a detail dialog's list. */
export function DetailField({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="records-detail-field">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
